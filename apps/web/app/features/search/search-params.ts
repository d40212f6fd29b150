import { findCategoryPath } from '@mercato/core/config/categories';
import { boundsAround, boundsParam } from '../maps/map-geometry.ts';
import type { CustomFilter, SearchFilters } from './search-filters.ts';

/**
 * A price range in whole major units of the marketplace currency, both ends included (URL
 * `price=min,max`).
 */
export interface PriceRange {
  min: number;
  max: number;
}

/** Chosen dates as calendar days, `YYYY-MM-DD` (URL `dates=start,end`). */
export interface DateRange {
  start: string;
  end: string;
}

/** A custom field's filter value (URL `pub_<key>`). */
export type CustomFilterValue =
  | { type: 'enum'; options: string[] }
  | { type: 'multi-enum'; mode: 'has_all' | 'has_any'; options: string[] }
  | { type: 'long'; min: number; max: number }
  | { type: 'boolean'; value: boolean };

/**
 * Everything a search page shows, read from its URL: the URL is the state (spec §2 Search). Values
 * that cannot be read are left out; well-formed ones that break a rule (dates in the past) are
 * kept so the page can say what is wrong with them.
 */
export interface SearchState {
  /** `/s/:listingType`. */
  listingType: string | null;
  page: number;
  keywords: string | null;
  address: string | null;
  /** `lat,lng`. */
  origin: string | null;
  /** `neLat,neLng,swLat,swLng`. */
  bounds: string | null;
  mapSearch: boolean;
  price: PriceRange | null;
  dates: DateRange | null;
  seats: number | null;
  sort: string | null;
  /** Chosen category ids from level 1 down (`pub_categoryLevel1..3`). */
  categories: string[];
  /** Custom field filters by field key, in configuration order. */
  custom: Record<string, CustomFilterValue>;
  /**
   * What a screen too narrow for the map beside the results shows of a map layout: the results
   * (`list`) or their map (`map`, URL `view=map`). Wide screens show both whatever it says.
   */
  view: SearchView;
}

/** The results or their map (`SearchState.view`). */
export type SearchView = 'list' | 'map';

/** The state of a search page without any filter. */
export const EMPTY_SEARCH: SearchState = {
  listingType: null,
  page: 1,
  keywords: null,
  address: null,
  origin: null,
  bounds: null,
  mapSearch: false,
  price: null,
  dates: null,
  seats: null,
  sort: null,
  categories: [],
  custom: {},
  view: 'list',
};

/** The longest keyword search kept (the search boxes' `maxLength`). */
export const KEYWORDS_MAX_LENGTH = 200;
/** The longest address label kept. */
const ADDRESS_MAX_LENGTH = 200;
/** Most seats one search asks for. */
export const SEATS_MAX = 100;
/** Deepest page a URL may ask for. */
const PAGE_MAX = 100_000;

/** Names of the no-JavaScript form's fields that the canonical URL writes as one parameter. */
export const FORM_FIELDS = {
  priceMin: 'price_min',
  priceMax: 'price_max',
  datesStart: 'dates_start',
  datesEnd: 'dates_end',
  /** The location field's point, filled when a suggested place is picked (the address field's names). */
  lat: 'lat',
  lng: 'lng',
} as const;

/**
 * How far around a place a location search looks, to each side: a city and its surroundings (the
 * gazetteer knows a place's centre, not its extent).
 */
export const PLACE_SEARCH_RADIUS_METRES = 20_000;

/** The URL parameter of a custom field's filter. */
export function customParamName(key: string): string {
  return `pub_${key}`;
}

/** The URL parameter of a category level (1-based). */
export function categoryParamName(level: number): string {
  return `pub_categoryLevel${level}`;
}

const NUMBER = /^-?\d+(?:\.\d+)?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function textOf(value: string | null, maxLength: number): string | null {
  const text = value?.replace(/\s+/g, ' ').trim() ?? '';
  return text === '' ? null : text.slice(0, maxLength);
}

function numberOf(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  if (!NUMBER.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) && Math.abs(number) <= Number.MAX_SAFE_INTEGER ? number : null;
}

function wholeOf(value: string | null | undefined, min: number, max: number): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/** A calendar day `YYYY-MM-DD` that exists (no 31 February). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Coordinates are kept to 6 decimals (about 10 cm), which also keeps them out of exponent notation. */
function coordinateOf(value: string | undefined): number | null {
  const number = numberOf(value);
  return number === null ? null : Number(number.toFixed(6)) + 0;
}

function coordinates(value: string | null, count: number): number[] | null {
  const parts = value?.split(',') ?? [];
  if (parts.length !== count) return null;
  const numbers = parts.map((part) => coordinateOf(part));
  return numbers.every((n) => n !== null) ? (numbers as number[]) : null;
}

const isLat = (n: number) => n >= -90 && n <= 90;
const isLng = (n: number) => n >= -180 && n <= 180;

function originOf(value: string | null): string | null {
  const c = coordinates(value, 2);
  if (!c || !isLat(c[0]!) || !isLng(c[1]!)) return null;
  return c.join(',');
}

function boundsOf(value: string | null): string | null {
  const c = coordinates(value, 4);
  if (!c) return null;
  const [neLat, neLng, swLat, swLng] = c as [number, number, number, number];
  if (!isLat(neLat) || !isLat(swLat) || !isLng(neLng) || !isLng(swLng) || neLat < swLat) return null;
  return c.join(',');
}

type SearchLocation = Pick<SearchState, 'address' | 'origin' | 'bounds' | 'mapSearch'>;

/**
 * Where to search. The URL names it as `address`, `origin` and `bounds` (a place) or `bounds` with
 * `mapSearch` (an area the map was moved to). The form sends its location field instead: a place
 * picked from the suggestions comes with its point and searches the area around it; a typed one
 * comes alone, to be found by the server (`origin` stays null until then); an empty field keeps
 * only the map's area.
 */
function locationOf(params: URLSearchParams): SearchLocation {
  const address = textOf(params.get('address'), ADDRESS_MAX_LENGTH);
  const bounds = boundsOf(params.get('bounds'));
  const mapSearch = params.get('mapSearch') === 'true';
  const fromForm = params.has(FORM_FIELDS.lat) || params.has(FORM_FIELDS.lng);
  if (!fromForm) return { address, origin: originOf(params.get('origin')), bounds, mapSearch };
  if (!address) {
    return mapSearch && bounds
      ? { address: null, origin: null, bounds, mapSearch: true }
      : { address: null, origin: null, bounds: null, mapSearch: false };
  }
  const origin = originOf(`${params.get(FORM_FIELDS.lat) ?? ''},${params.get(FORM_FIELDS.lng) ?? ''}`);
  return { address, ...placeLocationOf(origin), mapSearch: false };
}

/** The `origin` and `bounds` of a place found at `origin` (`lat,lng` as `originOf` reads it). */
export function placeLocationOf(origin: string | null): Pick<SearchState, 'origin' | 'bounds'> {
  if (!origin) return { origin: null, bounds: null };
  const [lat, lng] = origin.split(',').map(Number) as [number, number];
  return { origin, bounds: boundsParam(boundsAround({ lat, lng }, PLACE_SEARCH_RADIUS_METRES)) };
}

/** Largest price amount a URL may name, in major units. */
export const PRICE_AMOUNT_MAX = 1_000_000_000;

/** A price amount as the URL writes it: a whole number of major units (the slider's steps are whole). */
function priceAmountOf(value: string | undefined | null): number | null {
  return wholeOf(value, 0, PRICE_AMOUNT_MAX);
}

function priceOf(params: URLSearchParams, filters: SearchFilters): PriceRange | null {
  const { min: floor, max: ceiling } = filters.price;
  const formMin = params.get(FORM_FIELDS.priceMin);
  const formMax = params.get(FORM_FIELDS.priceMax);
  let min: number | null;
  let max: number | null;
  if (formMin !== null || formMax !== null) {
    // The form sends both inputs; an empty one means its end of the slider.
    min = formMin?.trim() ? priceAmountOf(formMin) : floor;
    max = formMax?.trim() ? priceAmountOf(formMax) : ceiling;
    if (min === floor && max === ceiling) return null;
  } else {
    const parts = params.get('price')?.split(',') ?? [];
    if (parts.length !== 2) return null;
    min = priceAmountOf(parts[0]);
    max = priceAmountOf(parts[1]);
  }
  if (min === null || max === null) return null;
  // Handles are ascending (spec §5 range slider): crossed ones are read the right way round.
  return min <= max ? { min, max } : { min: max, max: min };
}

function datesOf(params: URLSearchParams): DateRange | null {
  const formStart = params.get(FORM_FIELDS.datesStart);
  const formEnd = params.get(FORM_FIELDS.datesEnd);
  const [start, end] =
    formStart !== null || formEnd !== null
      ? [formStart?.trim() ?? '', formEnd?.trim() ?? '']
      : (params.get('dates')?.split(',') ?? []);
  // Spec §5: two values; anything else is no dates filter.
  if (!start || !end || !isCalendarDay(start) || !isCalendarDay(end)) return null;
  return { start, end };
}

function categoriesOf(params: URLSearchParams, filters: SearchFilters): string[] {
  if (!filters.categories) return [];
  const ids: string[] = [];
  for (let level = 1; level <= 3; level++) {
    const id = params.get(categoryParamName(level))?.trim();
    if (!id) break;
    ids.push(id);
  }
  // Keep the longest chosen path that exists in the tree.
  while (ids.length > 0 && !findCategoryPath(filters.categories.tree, ids)) ids.pop();
  return ids;
}

/** Every value of a repeated or comma-separated parameter, without a `has_all:`/`has_any:` prefix. */
function listValues(params: URLSearchParams, name: string): { mode: string | null; values: string[] } {
  let mode: string | null = null;
  const values: string[] = [];
  for (const raw of params.getAll(name)) {
    let text = raw;
    const prefix = /^(has_all|has_any):/.exec(text);
    if (prefix) {
      mode = prefix[1] ?? null;
      text = text.slice(prefix[0].length);
    }
    for (const value of text.split(',')) if (value.trim()) values.push(value.trim());
  }
  return { mode, values };
}

function customValueOf(params: URLSearchParams, filter: CustomFilter): CustomFilterValue | null {
  const name = customParamName(filter.key);
  switch (filter.type) {
    case 'enum':
    case 'multi-enum': {
      const { mode, values } = listValues(params, name);
      // Known options only, in the configuration's order, each once.
      const options = filter.options.map((o) => o.option).filter((option) => values.includes(option));
      if (options.length === 0) return null;
      if (filter.type === 'enum')
        return { type: 'enum', options: filter.multiple ? options : options.slice(0, 1) };
      const chosenMode = mode === 'has_all' || mode === 'has_any' ? mode : filter.searchMode;
      return { type: 'multi-enum', mode: chosenMode, options };
    }
    case 'long': {
      const range = filter.range;
      if (!range) return null;
      const formMin = params.get(`${name}_min`);
      const formMax = params.get(`${name}_max`);
      let min: number | null;
      let max: number | null;
      if (formMin !== null || formMax !== null) {
        min = formMin?.trim() ? numberOf(formMin) : range.min;
        max = formMax?.trim() ? numberOf(formMax) : range.max;
        if (min === range.min && max === range.max) return null;
      } else {
        const parts = params.get(name)?.split(',') ?? [];
        if (parts.length !== 2) return null;
        min = numberOf(parts[0]);
        max = numberOf(parts[1]);
      }
      if (min === null || max === null || !Number.isInteger(min) || !Number.isInteger(max)) return null;
      return min <= max ? { type: 'long', min, max } : { type: 'long', min: max, max: min };
    }
    case 'boolean': {
      const value = params.get(name);
      return value === 'true' || value === 'false' ? { type: 'boolean', value: value === 'true' } : null;
    }
  }
}

/**
 * Reads a search page's URL: its query (the canonical parameters, or the fields of the page's
 * form when it was sent without JavaScript) and the `:listingType` path parameter. Unknown
 * parameters, unknown listing types, categories and options are left out.
 */
export function parseSearchParams(
  params: URLSearchParams,
  listingTypeParam: string | undefined,
  filters: SearchFilters,
): SearchState {
  const knownType = (id: string | null | undefined) =>
    id && filters.listingTypes.some((type) => type.id === id) ? id : null;
  const custom: Record<string, CustomFilterValue> = {};
  for (const filter of filters.custom) {
    const value = customValueOf(params, filter);
    if (value) custom[filter.key] = value;
  }
  const sort = params.get(filters.sort.queryParamName);
  const seats = filters.seats.enabled ? wholeOf(params.get('seats'), 1, SEATS_MAX) : null;
  return {
    listingType: knownType(listingTypeParam) ?? knownType(params.get('pub_listingType')),
    page: wholeOf(params.get('page'), 1, PAGE_MAX) ?? 1,
    keywords: textOf(params.get('keywords'), KEYWORDS_MAX_LENGTH),
    ...locationOf(params),
    price: filters.price.enabled ? priceOf(params, filters) : null,
    dates: filters.dates.enabled ? datesOf(params) : null,
    seats,
    sort: sort && filters.sort.options.some((option) => option.key === sort) ? sort : null,
    categories: categoriesOf(params, filters),
    custom,
    view: filters.mapLayout ? searchViewOf(params) : 'list',
  };
}

/** The view a search page's query asks for (`view=map`, else the list). */
export function searchViewOf(params: URLSearchParams): SearchView {
  return params.get('view') === 'map' ? 'map' : 'list';
}

/** A custom filter's value as its URL parameter writes it. */
export function customParamValue(value: CustomFilterValue): string {
  switch (value.type) {
    case 'enum':
      return value.options.join(',');
    case 'multi-enum':
      return `${value.mode}:${value.options.join(',')}`;
    case 'long':
      return `${value.min},${value.max}`;
    case 'boolean':
      return String(value.value);
  }
}

/**
 * The canonical query of a search state, parameters in a fixed order; page 1 and empty filters
 * are left out. The listing type is not here: it is the path (`searchPathOf`).
 */
export function searchParamsOf(state: SearchState, filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keywords) params.set('keywords', state.keywords);
  if (state.address) params.set('address', state.address);
  if (state.origin) params.set('origin', state.origin);
  if (state.bounds) params.set('bounds', state.bounds);
  if (state.mapSearch) params.set('mapSearch', 'true');
  if (state.dates) params.set('dates', `${state.dates.start},${state.dates.end}`);
  if (state.seats !== null) params.set('seats', String(state.seats));
  if (state.price) params.set('price', `${state.price.min},${state.price.max}`);
  state.categories.forEach((id, index) => {
    params.set(categoryParamName(index + 1), id);
  });
  for (const filter of filters.custom) {
    const value = state.custom[filter.key];
    if (value) params.set(customParamName(filter.key), customParamValue(value));
  }
  if (state.sort) params.set(filters.sort.queryParamName, state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view === 'map') params.set('view', 'map');
  return params;
}

/** The search page of a state: `/s` or `/s/<listingType>` with the canonical query. */
export function searchPathOf(state: SearchState, filters: SearchFilters): string {
  const path = state.listingType ? `/s/${encodeURIComponent(state.listingType)}` : '/s';
  const query = searchParamsOf(state, filters).toString();
  return query ? `${path}?${query}` : path;
}

/** Whether any filter narrows the results (keywords, location and the filters; not sort or page). */
export function hasActiveFilters(state: SearchState): boolean {
  return (
    state.keywords !== null ||
    state.address !== null ||
    state.origin !== null ||
    state.bounds !== null ||
    state.price !== null ||
    state.dates !== null ||
    state.seats !== null ||
    state.listingType !== null ||
    state.categories.length > 0 ||
    Object.keys(state.custom).length > 0
  );
}

/**
 * Whether the filter a URL parameter names is in use (the sort config's relevance filter and
 * conflicting filters name parameters: `keywords`, `price`, `pub_<key>`…).
 */
export function isParamActive(state: SearchState, name: string, filters: SearchFilters): boolean {
  if (name === 'listingType' || name === 'pub_listingType') return state.listingType !== null;
  const match = /^pub_categoryLevel([1-3])$/.exec(name);
  if (match) return state.categories.length >= Number(match[1]);
  return searchParamsOf({ ...state, page: 1, sort: null, view: 'list' }, filters).has(name);
}
