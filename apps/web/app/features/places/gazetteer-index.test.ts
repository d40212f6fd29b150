import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGazetteerIndex, type GazetteerPlace } from './gazetteer-index.ts';
import { GazetteerTable } from './gazetteer-table.ts';
import { searchTextOf } from './search-text.ts';

let nextId = 1;
function place(name: string, country: string, population: number, region = ''): GazetteerPlace {
  return { id: nextId++, name, country, region, population, lat: 10, lng: 20 };
}

const names: Record<string, string> = { CH: 'Switzerland', FR: 'France', US: 'United States', CA: 'Canada' };
const countryName = (code: string) => names[code] ?? code;

const PLACES = [
  place('Zürich', 'CH', 341_730),
  place('Lake Zurich', 'US', 19_000, 'IL'),
  place('Paris', 'FR', 2_138_551),
  place('Paris', 'US', 25_000, 'TX'),
  place('Paris', 'CA', 11_177),
  place('Parish', 'US', 2_000, 'NY'),
  place('Pardubice', 'CZ', 90_000),
  place('New York City', 'US', 8_804_190, 'NY'),
  place('York', 'GB', 150_000),
  place('Portland', 'US', 650_000, 'OR'),
  place('Portland', 'US', 66_000, 'ME'),
];
const index = buildGazetteerIndex(GazetteerTable.of(PLACES), countryName);
const labels = (query: string, limit = 5) => index.search(query, limit).map((s) => s.label);

describe('gazetteer index', () => {
  it('ranks by population and puts an exact name first', () => {
    expect(labels('par')).toEqual([
      'Paris, France',
      'Pardubice, CZ',
      'Paris, TX, United States',
      'Paris, Canada',
      'Parish, NY, United States',
    ]);
    expect(labels('paris')[0]).toBe('Paris, France');
    // York itself before New York City, which is far bigger but only matches by a later word.
    expect(labels('york')).toEqual(['York, GB', 'New York City, NY, United States']);
  });

  it('ignores case and accents both ways', () => {
    expect(labels('ZURICH')).toEqual(['Zürich, Switzerland', 'Lake Zurich, IL, United States']);
    expect(labels('zür')).toEqual(labels('zur'));
  });

  it('narrows by a country or state after a comma or as the last word', () => {
    expect(labels('paris, us')).toEqual(['Paris, TX, United States', 'Parish, NY, United States']);
    expect(labels('paris, canada')).toEqual(['Paris, Canada']);
    expect(labels('paris fra')).toEqual(['Paris, France']);
    expect(labels('portland me')).toEqual(['Portland, ME, United States']);
  });

  it('answers coordinates and a stable id, at most `limit`, nothing for an unknown name', () => {
    const [first] = index.search('zurich', 1);
    expect(first).toEqual({
      id: `gazetteer:${PLACES[0]!.id}`,
      label: 'Zürich, Switzerland',
      origin: { lat: 10, lng: 20 },
    });
    expect(labels('p', 2)).toHaveLength(2);
    expect(labels('qqqq')).toEqual([]);
    expect(labels('   ')).toEqual([]);
  });

  it('answers like a plain scan of every name, short queries included', () => {
    const word = fc.constantFrom('al', 'alba', 'be', 'bel', 'b', 'ca', 'cal', 'x', 'ále', 'Ålb');
    const placeArb = fc.record({
      words: fc.array(word, { minLength: 1, maxLength: 3 }),
      population: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(
        fc.array(placeArb, { maxLength: 30 }),
        word,
        fc.integer({ min: 1, max: 10 }),
        (raw, query, limit) => {
          const places = raw.map((r, i) => ({ ...place(r.words.join(' '), 'FR', r.population), id: i }));
          const built = buildGazetteerIndex(GazetteerTable.of(places), countryName);
          const q = searchTextOf(query);
          const expected = places
            .map((p, i) => ({ i, key: searchTextOf(p.name), population: p.population }))
            .filter(
              ({ key }) =>
                key.startsWith(q) ||
                key.split(' ').some((_word, n) => n > 0 && key.split(' ').slice(n).join(' ').startsWith(q)),
            )
            .sort(
              (a, b) => Number(b.key === q) - Number(a.key === q) || b.population - a.population || a.i - b.i,
            )
            .slice(0, limit)
            .map(({ i }) => `gazetteer:${i}`);
          expect(built.search(query, limit).map((s) => s.id)).toEqual(expected);
        },
      ),
    );
  });
});

describe('searchTextOf', () => {
  it.each([
    ['Zürich', 'zurich'],
    ['São Paulo', 'sao paulo'],
    ['Straße', 'strasse'],
    ['Łódź', 'lodz'],
    ["Val-d'Or  (QC)", 'val d or qc'],
    ['東京', '東京'],
  ])('%s → %s', (text, expected) => {
    expect(searchTextOf(text)).toBe(expected);
  });
});
