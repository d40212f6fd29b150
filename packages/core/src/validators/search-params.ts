import { MoneyError, unitToMinor } from '../money/money.ts';

/** Hours after the start of today (UTC) before which a dates search may not start (spec §5). */
export const SEARCH_EARLIEST_START_OFFSET_HOURS = 14;
/** Hours the availability window opens before the chosen start, for the earliest time zone (UTC+14; spec §9). */
export const SEARCH_WINDOW_START_OFFSET_HOURS = 14;
/** Hours the availability window closes after the chosen end, for the latest time zone (UTC−12; spec §9). */
export const SEARCH_WINDOW_END_OFFSET_HOURS = 12;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MINUTES_PER_DAY = 1440;
const MINUTES_PER_HOUR = 60;

/** The price filter as the listing query wants it: minor units, upper bound exclusive. */
export interface PriceSearch {
  min: number;
  maxExclusive: number;
  /** The `price` query parameter of the listing query, 'min,max+1'. */
  param: string;
}

/**
 * Reads the search page's `price` parameter: two comma-separated major-unit values ('0,1000')
 * converted to minor units with 1 added to the upper bound, because the API's upper bound is
 * exclusive (spec §5; api notes §7). Undefined when malformed, so the filter is simply not applied.
 */
export function parsePriceSearchParam(
  value: string | null | undefined,
  currency: string,
): PriceSearch | undefined {
  const parts = value?.split(',') ?? [];
  if (parts.length !== 2 || parts.some((part) => part.trim() === '')) return undefined;
  try {
    const [min, max] = parts.map((part) => unitToMinor(part.trim(), currency)) as [number, number];
    if (min > max || max + 1 > Number.MAX_SAFE_INTEGER) return undefined;
    return { min, maxExclusive: max + 1, param: `${min},${max + 1}` };
  } catch (error) {
    if (error instanceof MoneyError) return undefined;
    throw error;
  }
}

/** How the dates filter matches availability, from the search config. */
export interface DatesSearchOptions {
  /** The current instant; passed in because core never reads the clock. */
  now: Date;
  dateRangeMode?: 'day' | 'night';
  availability?: 'day-full' | 'day-partial' | 'time-full' | 'time-partial';
  /** Hours after the start of today before which the start may not be; defaults to spec §5's 14. */
  earliestStartOffsetHours?: number;
}

/** The dates filter as the listing query wants it. */
export interface DatesSearch {
  startDate: string;
  endDate: string;
  /** Window start: the chosen start moved back for the earliest time zone. */
  start: string;
  /** Window end: the exclusive end moved forward for the latest time zone. */
  end: string;
  availability: NonNullable<DatesSearchOptions['availability']>;
  /** Minutes that must be free: the whole range less an hour for DST when full, else one hour. */
  minDuration: number;
}

function parseIsoDate(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? time : undefined;
}

/**
 * Reads the search page's `dates` parameter: two comma-separated ISO dates. The start may not be
 * earlier than today (UTC) plus 14 hours nor after the end (spec §5). In day mode the end date is
 * included, so the window runs to the next midnight; in night mode the end date is the checkout.
 * Undefined when invalid, so the filter is not applied.
 */
export function parseDatesSearchParam(
  value: string | null | undefined,
  options: DatesSearchOptions,
): DatesSearch | undefined {
  const parts = value?.split(',') ?? [];
  if (parts.length !== 2) return undefined;
  const [startText, endText] = parts as [string, string];
  const start = parseIsoDate(startText);
  const endDate = parseIsoDate(endText);
  if (start === undefined || endDate === undefined) return undefined;
  const now = options.now.getTime();
  const today = now - (((now % DAY_MS) + DAY_MS) % DAY_MS);
  const earliest = today + (options.earliestStartOffsetHours ?? SEARCH_EARLIEST_START_OFFSET_HOURS) * HOUR_MS;
  if (start < earliest || start > endDate) return undefined;
  const exclusiveEnd = options.dateRangeMode === 'night' ? endDate : endDate + DAY_MS;
  const availability = options.availability ?? 'time-full';
  const isFull = availability.endsWith('-full');
  const dayCount = Math.max(1, Math.round((exclusiveEnd - start) / DAY_MS));
  return {
    startDate: startText.trim(),
    endDate: endText.trim(),
    start: new Date(start - SEARCH_WINDOW_START_OFFSET_HOURS * HOUR_MS).toISOString(),
    end: new Date(exclusiveEnd + SEARCH_WINDOW_END_OFFSET_HOURS * HOUR_MS).toISOString(),
    availability,
    minDuration: isFull ? dayCount * MINUTES_PER_DAY - MINUTES_PER_HOUR : MINUTES_PER_HOUR,
  };
}
