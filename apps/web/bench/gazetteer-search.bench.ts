import { bench, describe } from 'vitest';
import { loadGazetteerPlaces } from '../app/features/places/gazetteer-data.server.ts';
import { buildGazetteerIndex } from '../app/features/places/gazetteer-index.ts';

// The place suggestions of the location fields, over the ~140,000 bundled cities: a few
// milliseconds at most per keystroke is the budget (a timing, so measured here and not in
// `npm test`, where a busy machine would fail it).
const index = buildGazetteerIndex(await loadGazetteerPlaces());
const QUERIES = ['s', 'sa', 'san', 'new y', 'lond', 'paris, us', 'portland or', 'ber', 'ma', 'tok'];

describe('gazetteer', () => {
  bench('ten place searches as a visitor types (5 suggestions each)', () => {
    for (const query of QUERIES) index.search(query, 5);
  });
});
