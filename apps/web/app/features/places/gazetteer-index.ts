import type { GazetteerTable } from './gazetteer-table.ts';
import type { PlaceSuggestion } from './place.ts';
import { searchTextOf } from './search-text.ts';

/** One populated place of the gazetteer. */
export interface GazetteerPlace {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2 (`CH`). */
  country: string;
  /** First-level division code when it is a readable one (`OR` for Oregon), else ''. */
  region: string;
  population: number;
  lat: number;
  lng: number;
}

/** How the gazetteer names countries (`CH` → `Switzerland`). */
export type CountryNamer = (code: string) => string;

/** English country names from the runtime's own data (no table to ship). */
export function intlCountryNamer(locale = 'en'): CountryNamer {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const cache = new Map<string, string>();
  return (code) => {
    let name = cache.get(code);
    if (name === undefined) {
      try {
        name = names.of(code) ?? code;
      } catch {
        name = code;
      }
      cache.set(code, name);
    }
    return name;
  };
}

/** Countries whose first-level division codes are what people write after a city (`Portland, OR`). */
const REGION_IN_LABEL = new Set(['US']);

/** A search over the gazetteer; see `buildGazetteerIndex`. */
export interface GazetteerIndex {
  readonly size: number;
  search(query: string, limit: number): PlaceSuggestion[];
}

interface Candidate {
  place: number;
  exact: boolean;
  population: number;
}

function better(a: Candidate, b: Candidate): boolean {
  if (a.exact !== b.exact) return a.exact;
  return a.population > b.population || (a.population === b.population && a.place < b.place);
}

/** Keeps `into` the best `limit` candidates, best first, each place once. */
function offer(into: Candidate[], candidate: Candidate, limit: number): void {
  if (into.length === limit && !better(candidate, into[limit - 1]!)) return;
  if (into.some((kept) => kept.place === candidate.place)) return;
  let at = into.length;
  while (at > 0 && better(candidate, into[at - 1]!)) at--;
  into.splice(at, 0, candidate);
  if (into.length > limit) into.pop();
}

/** Queries up to this many letters are answered from lists made when the index is built. */
const SHORT_PREFIX = 2;
/** How many places those lists keep: the most any search may ask for. */
const SHORT_KEEP = 10;

/**
 * A prefix index over place names: every name and every later word of it (`new york city`, `york
 * city`, `city`) sorted once, so a query is two binary searches and one pass over the matching
 * range. Places whose whole name equals the query come first, then the most populous. After a comma
 * (or as the last words) a country name or code, or a US state code, narrows the answer:
 * `paris, us`, `portland or`, `london canada`.
 */
export function buildGazetteerIndex(
  places: GazetteerTable,
  countryName: CountryNamer = intlCountryNamer(),
): GazetteerIndex {
  const count = places.size;
  const population = new Float64Array(count);
  const fullKeys: string[] = new Array(count);
  const entries: { key: string; place: number }[] = [];
  const countryKeys = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    population[i] = places.population(i);
    const key = searchTextOf(places.name(i));
    fullKeys[i] = key;
    if (key === '') continue;
    entries.push({ key, place: i });
    for (let at = key.indexOf(' '); at !== -1; at = key.indexOf(' ', at + 1)) {
      entries.push({ key: key.slice(at + 1), place: i });
    }
    const country = places.country(i);
    if (!countryKeys.has(country)) countryKeys.set(country, searchTextOf(countryName(country)));
  }
  // Plain string sort runs natively; the place index rides after a separator no key contains.
  const sorted = entries.map((entry) => `${entry.key}\u0000${entry.place}`).sort();
  entries.length = 0;
  const keys: string[] = new Array(sorted.length);
  const refs = new Int32Array(sorted.length);
  for (let i = 0; i < sorted.length; i++) {
    const line = sorted[i]!;
    const at = line.lastIndexOf('\u0000');
    keys[i] = line.slice(0, at);
    refs[i] = Number(line.slice(at + 1));
  }
  sorted.length = 0;

  // One- and two-letter queries match tens of thousands of names: their answers are kept ready.
  const short = new Map<string, Candidate[]>();
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    for (let length = 1; length <= Math.min(SHORT_PREFIX, key.length); length++) {
      const prefix = key.slice(0, length);
      let list = short.get(prefix);
      if (!list) {
        list = [];
        short.set(prefix, list);
      }
      const place = refs[i]!;
      offer(list, { place, exact: fullKeys[place] === prefix, population: population[place]! }, SHORT_KEEP);
    }
  }

  function lowerBound(text: string): number {
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (keys[mid]! < text) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  function matchesQualifier(place: number, qualifier: string): boolean {
    if (qualifier === '') return true;
    const country = places.country(place);
    if (country.toLowerCase() === qualifier) return true;
    const region = places.region(place);
    if (region !== '' && region.toLowerCase() === qualifier) return true;
    return (countryKeys.get(country) ?? '').startsWith(qualifier);
  }

  function collect(text: string, qualifier: string, limit: number, into: Candidate[]): void {
    if (text === '') return;
    const ready = qualifier === '' && limit <= SHORT_KEEP ? short.get(text) : undefined;
    if (ready || (qualifier === '' && text.length <= SHORT_PREFIX && limit <= SHORT_KEEP)) {
      for (const candidate of ready ?? []) offer(into, candidate, limit);
      return;
    }
    const end = lowerBound(`${text}\uffff`);
    for (let i = lowerBound(text); i < end; i++) {
      const place = refs[i]!;
      if (!matchesQualifier(place, qualifier)) continue;
      const candidate = { place, exact: fullKeys[place] === text, population: population[place]! };
      offer(into, candidate, limit);
    }
  }

  function labelOf(place: number): string {
    const parts = [places.name(place)];
    const country = places.country(place);
    const region = places.region(place);
    if (REGION_IN_LABEL.has(country) && region !== '') parts.push(region);
    parts.push(countryName(country));
    return parts.join(', ');
  }

  return {
    size: count,
    search(query, limit) {
      const [head = '', ...tail] = query.split(',');
      const text = searchTextOf(head);
      const qualifier = searchTextOf(tail.join(' '));
      const found: Candidate[] = [];
      collect(text, qualifier, limit, found);
      // Without a comma the last words may still name the country or state: `paris france`.
      if (found.length < limit && qualifier === '') {
        const words = text.split(' ');
        for (let split = words.length - 1; split > 0 && found.length < limit; split--) {
          const rest = words.slice(split).join(' ');
          if (rest.length >= 2) collect(words.slice(0, split).join(' '), rest, limit, found);
        }
      }
      return found.map(({ place }) => ({
        id: `gazetteer:${places.id(place)}`,
        label: labelOf(place),
        origin: { lat: places.lat(place), lng: places.lng(place) },
      }));
    },
  };
}
