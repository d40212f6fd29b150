/** A point as listings store it (`geolocation`, spec §3). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** One answer of an address search: the text to show and store, and where it is. */
export interface PlaceSuggestion {
  /** Stable within one provider (`gazetteer:2657896`, `mapbox:…`). */
  id: string;
  /** The address as the listing will show it (`Zürich, Switzerland`). */
  label: string;
  origin: LatLng;
}

/** Options of one search. */
export interface PlaceSearchOptions {
  limit: number;
  signal?: AbortSignal;
}

/**
 * Where addresses come from: the bundled gazetteer (offline, cities only) or a geocoding service.
 * `suggest` answers as the visitor types; `resolve` picks the best match of a typed address, for
 * forms sent without JavaScript.
 */
export interface PlacesPort {
  readonly name: string;
  suggest(query: string, options: PlaceSearchOptions): Promise<PlaceSuggestion[]>;
}

/** The best match of a typed address, or null when the provider knows none. */
export async function resolvePlace(places: PlacesPort, address: string): Promise<PlaceSuggestion | null> {
  const [best] = await places.suggest(address, { limit: 1 });
  return best ?? null;
}

/** Longest query the places endpoint takes; addresses are far shorter. */
export const PLACE_QUERY_MAX_LENGTH = 120;
/** Most suggestions one search answers. */
export const PLACE_SUGGESTIONS_MAX = 10;
/** Suggestions the address field asks for. */
export const PLACE_SUGGESTIONS_DEFAULT = 5;
