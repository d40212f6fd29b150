// The limits of a `listings/query` availability search (api notes §7), shared by the API that
// enforces them and the search page that builds its query within them. No zod here: the search
// page imports this on its first load (ADR 008).
import { MINUTES_PER_DAY } from '../availability/time-constants.ts';

/** The availability window of a search (`start` to `end`) is at most this many days. */
export const SEARCH_WINDOW_MAX_DAYS = 90;

/** `minDuration` is at most the whole window, in minutes. */
export const SEARCH_MIN_DURATION_MAX_MINUTES = SEARCH_WINDOW_MAX_DAYS * MINUTES_PER_DAY;

/**
 * Hours the earliest time zone (UTC+14) is ahead of UTC: a search for chosen days opens its window
 * this long before the first day's UTC midnight, and a day that has begun there may be searched.
 */
export const SEARCH_ZONE_LEAD_HOURS = 14;

/** Hours the latest time zone (UTC−12) is behind UTC: the window closes this long after the last day. */
export const SEARCH_ZONE_TRAIL_HOURS = 12;

/** The most days (or nights) chosen dates may span: the window less its time-zone margins. */
export const SEARCH_DATES_MAX_DAYS =
  SEARCH_WINDOW_MAX_DAYS - Math.ceil((SEARCH_ZONE_LEAD_HOURS + SEARCH_ZONE_TRAIL_HOURS) / 24);
