import { bundledGazetteerPlaces } from './gazetteer-data.server.ts';
import { buildGazetteerIndex, type GazetteerIndex } from './gazetteer-index.ts';
import type { PlacesPort } from './place.ts';

let loading: Promise<GazetteerIndex> | undefined;

/**
 * The bundled gazetteer's index, built on first use (about a second, some 40 MB) and kept for the
 * life of the process. A failed load is retried by the next search.
 */
export function gazetteerIndex(): Promise<GazetteerIndex> {
  loading ??= bundledGazetteerPlaces()
    .then((places) => buildGazetteerIndex(places))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Places from the bundled gazetteer: cities and towns of 1000+ people, offline, no token. */
export function gazetteerPlaces(index: () => Promise<GazetteerIndex> = gazetteerIndex): PlacesPort {
  return {
    name: 'gazetteer',
    async suggest(query, { limit }) {
      return (await index()).search(query, limit);
    },
  };
}
