import { DAY_MS, HOUR_MS, MINUTES_PER_DAY } from '@mercato/core/availability/time-constants';
import { unitToMinor } from '@mercato/core/money/money';
import {
  SEARCH_DATES_MAX_DAYS,
  SEARCH_WINDOW_MAX_DAYS,
  SEARCH_ZONE_LEAD_HOURS,
  SEARCH_ZONE_TRAIL_HOURS,
} from '@mercato/core/search/search-limits';
import {
  type CustomFilter,
  ENGLISH_SEARCH_FILTERS_TEXTS,
  isCustomFilterApplicable,
  type SearchFilters,
  type SearchFiltersTexts,
} from './search-filters.ts';
import {
  type CustomFilterValue,
  categoryParamName,
  customParamName,
  type DateRange,
  isParamActive,
  type SearchState,
} from './search-params.ts';

/** Results per search page (spec §9). */
export const SEARCH_PER_PAGE = 24;

/** Minutes in an hour, for `minDuration`. */
const HOUR_MINUTES = 60;

// Searches run in one time zone (UTC) while listings keep their own, so the window sent to the API
// starts 14 hours before the first chosen day (UTC+14 is that far ahead) and ends 12 hours after
// the last (UTC−12). The same 14 hours bound the earliest start a search accepts (spec §5): a day
// that has begun somewhere on Earth. The figures are core's `listings/query` limits.

/** Why chosen dates are not applied, in the words in force; the page shows it by the dates filter. */
function datesMessagesOf(t: SearchFiltersTexts) {
  return {
    past: t('datesPast'),
    order: t('datesOrder'),
    oneNight: t('datesOneNight'),
    tooLong: t('datesTooLong', { maxDays: SEARCH_DATES_MAX_DAYS }),
  };
}

/** Why chosen dates are not applied, in Mercato's English. */
export const DATES_MESSAGES = datesMessagesOf(ENGLISH_SEARCH_FILTERS_TEXTS);

function dayStart(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** A calendar day `YYYY-MM-DD` of an instant, in UTC. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The availability part of a `listings/query` for chosen dates, or why the dates cannot be used. */
export type DatesQuery =
  | { ok: true; query: { start: string; end: string; availability: string; minDuration: number } }
  | { ok: false; message: string };

/**
 * The dates filter as `listings/query` parameters (spec §5 Search, api notes §4.1). The dates are
 * valid when the start is not earlier than today less the 14-hour lead (so: from today on) and not
 * after the end. Days are inclusive in day mode; in night mode the end is the departure day.
 * The window is widened by the time-zone margins, so availability is asked as `time-partial` for
 * the whole range's minutes (less an hour for a daylight-saving change) when the configuration
 * wants full availability, or for an hour somewhere in the range otherwise.
 */
export function datesQueryOf(
  dates: DateRange,
  filters: SearchFilters,
  now: Date,
  t: SearchFiltersTexts = ENGLISH_SEARCH_FILTERS_TEXTS,
): DatesQuery {
  const messages = datesMessagesOf(t);
  const start = dayStart(dates.start);
  const endDay = dayStart(dates.end);
  const nightly = filters.dates.dateRangeMode === 'night';
  const end = nightly ? endDay : endDay + DAY_MS;
  // The earliest window start allowed is today's less the lead, so the first day may be today.
  const earliest = dayStart(utcDay(now)) - SEARCH_ZONE_LEAD_HOURS * HOUR_MS;
  if (start - SEARCH_ZONE_LEAD_HOURS * HOUR_MS < earliest) return { ok: false, message: messages.past };
  if (start > endDay) return { ok: false, message: messages.order };
  if (nightly && start === endDay) return { ok: false, message: messages.oneNight };
  const windowStart = start - SEARCH_ZONE_LEAD_HOURS * HOUR_MS;
  const windowEnd = end + SEARCH_ZONE_TRAIL_HOURS * HOUR_MS;
  if (windowEnd - windowStart > SEARCH_WINDOW_MAX_DAYS * DAY_MS) {
    return { ok: false, message: messages.tooLong };
  }
  const dayCount = Math.max(1, Math.round((end - start) / DAY_MS));
  const full = filters.dates.availability.endsWith('-full');
  return {
    ok: true,
    query: {
      start: new Date(windowStart).toISOString(),
      end: new Date(windowEnd).toISOString(),
      availability: 'time-partial',
      minDuration: full ? dayCount * MINUTES_PER_DAY - HOUR_MINUTES : HOUR_MINUTES,
    },
  };
}

/**
 * A price range as the `price` parameter: minor units, the upper bound plus one because the API's
 * maximum is exclusive (spec §5 Search).
 */
export function priceQueryOf(range: { min: number; max: number }, currency: string): string {
  return `${unitToMinor(range.min, currency)},${unitToMinor(range.max, currency) + 1}`;
}

/** A custom filter as its `pub_<key>` value (api notes §7): long ranges with the exclusive maximum. */
export function customQueryValue(value: CustomFilterValue): string {
  switch (value.type) {
    case 'enum':
      return value.options.join(',');
    case 'multi-enum':
      return `${value.mode}:${value.options.join(',')}`;
    case 'long':
      return `${value.min},${value.max + 1}`;
    case 'boolean':
      return String(value.value);
  }
}

/** The sort menu of a search: its choices, the one in effect, and what the API is sent. */
export interface SortView {
  /** False when sorting is off in the configuration. */
  shown: boolean;
  /** A conflicting filter is in use, so results come in the API's own order. */
  disabled: boolean;
  options: { key: string; label: string }[];
  selected: string;
  /** The order results come in without a choice: relevance with keywords, else the first option. */
  defaultKey: string;
  /** The `sort` parameter, or undefined for the API's default (newest, or relevance with keywords). */
  query: string | undefined;
}

/**
 * Sorting by the sort config (spec §3): relevance is offered while its filter (keywords) is in
 * use, and is then the default; any conflicting filter in use disables sorting.
 */
export function sortViewOf(state: SearchState, filters: SearchFilters): SortView {
  const config = filters.sort;
  const relevanceActive = isParamActive(state, config.relevanceFilter, filters);
  const options = config.options
    .filter((option) => option.key !== config.relevanceKey || relevanceActive)
    .map((option) => ({ key: option.key, label: option.longLabel ?? option.label }));
  const fallback = relevanceActive
    ? config.relevanceKey
    : (options.find((option) => option.key !== config.relevanceKey)?.key ?? '');
  const chosen = options.some((option) => option.key === state.sort) ? state.sort : null;
  const disabled = config.conflictingFilters.some((name) => isParamActive(state, name, filters));
  const selected = disabled ? fallback : (chosen ?? fallback);
  return {
    shown: config.active,
    disabled,
    options,
    selected,
    defaultKey: fallback,
    query:
      !config.active || disabled || chosen === null || chosen === config.relevanceKey ? undefined : chosen,
  };
}

/** The custom filters a search shows: those that apply to its listing type and categories. */
export function applicableCustomFilters(state: SearchState, filters: SearchFilters): CustomFilter[] {
  return filters.custom.filter((filter) =>
    isCustomFilterApplicable(filter, state.listingType, state.categories),
  );
}

/** A `listings/query` for a search page, and what could not be applied. */
export interface SearchQuery {
  query: Record<string, string | number>;
  /** Why the chosen dates were not applied, or null. */
  datesProblem: string | null;
}

/**
 * The `listings/query` parameters of a search state (api notes §4.1 search page, §7): 24 a page;
 * keywords (which cannot be combined with an origin, so the origin only orders location searches
 * without keywords); bounds; price in minor units; dates with seats, or else only listings in
 * stock or without stock; listing type, categories and applicable custom fields as `pub_*`; sort.
 * Images, authors and fields are added by the caller.
 */
export function listingsQueryOf(
  state: SearchState,
  filters: SearchFilters,
  now: Date,
  t: SearchFiltersTexts = ENGLISH_SEARCH_FILTERS_TEXTS,
): SearchQuery {
  const query: Record<string, string | number> = { page: state.page, perPage: SEARCH_PER_PAGE };
  if (state.keywords) query.keywords = state.keywords;
  else if (state.origin) query.origin = state.origin;
  if (state.bounds) query.bounds = state.bounds;
  if (state.price) query.price = priceQueryOf(state.price, filters.currency);
  let datesProblem: string | null = null;
  const dates = state.dates ? datesQueryOf(state.dates, filters, now, t) : null;
  if (dates?.ok) {
    Object.assign(query, dates.query);
    if (state.seats !== null) query.seats = state.seats;
  } else {
    if (dates) datesProblem = dates.message;
    query.minStock = 1;
    query.stockMode = 'match-undefined';
  }
  if (state.listingType) query.pub_listingType = state.listingType;
  state.categories.forEach((id, index) => {
    query[categoryParamName(index + 1)] = id;
  });
  for (const filter of applicableCustomFilters(state, filters)) {
    const value = state.custom[filter.key];
    if (value) query[customParamName(filter.key)] = customQueryValue(value);
  }
  const sort = sortViewOf(state, filters).query;
  if (sort) query.sort = sort;
  return { query, datesProblem };
}
