import type { Now } from './bookable-window.ts';
import { toEpochMs } from './bookable-window.ts';
import { BOOKABLE_DAY_COUNT } from './booking-rules.ts';
import { approximateDurationMs, parseIntervalDuration } from './interval-grid.ts';
import { DAY_MS } from './time-constants.ts';

/** Days ahead an availability exception may reach (Sharetribe: exceptions within 365 days). */
export const EXCEPTION_DAYS_AHEAD = 365;

/** Days back an exception may start: past exceptions change nothing bookable; this keeps them sane. */
export const EXCEPTION_DAYS_BACK = 366;

/** Longest range of one `availability_exceptions/query`. */
export const EXCEPTION_QUERY_MAX_DAYS = 366;

/** Longest range of one `timeslots/query`: nothing beyond the 90 bookable days (spec §9) has slots. */
export const TIME_SLOTS_QUERY_MAX_DAYS = BOOKABLE_DAY_COUNT;

/** Longest `intervalDuration`, and how far `intervalAlign` may lie from the query start. */
export const TIME_SLOTS_INTERVAL_MAX_DAYS = 366;

/** A refused range: the parameter at fault and why, worded for the API's error title. */
export interface RangeIssue {
  path: 'start' | 'end' | 'intervalDuration' | 'intervalAlign';
  message: string;
}

/** An absolute range of instants. */
export interface InstantRange {
  start: Date;
  end: Date;
}

/**
 * Where a new availability exception may lie, relative to `now`: ending at most 365 days ahead and
 * starting at most 366 days back. Start before end is the schema's rule, not repeated here.
 */
export function checkExceptionRange(range: InstantRange, now: Now): RangeIssue[] {
  const nowMs = toEpochMs(now);
  const issues: RangeIssue[] = [];
  if (range.start.getTime() < nowMs - EXCEPTION_DAYS_BACK * DAY_MS) {
    issues.push({ path: 'start', message: `must be at most ${EXCEPTION_DAYS_BACK} days in the past` });
  }
  if (range.end.getTime() > nowMs + EXCEPTION_DAYS_AHEAD * DAY_MS) {
    issues.push({ path: 'end', message: `must be at most ${EXCEPTION_DAYS_AHEAD} days in the future` });
  }
  return issues;
}

/** The range of an `availability_exceptions/query`: start before end, at most 366 days long. */
export function checkExceptionQueryRange(range: InstantRange): RangeIssue[] {
  return checkSpan(range, EXCEPTION_QUERY_MAX_DAYS);
}

/** The parameters of `timeslots/query` that bound the work of one answer. */
export interface TimeSlotsQueryRange extends InstantRange {
  intervalDuration?: string | undefined;
  intervalAlign?: Date | undefined;
}

/**
 * The bounds of a `timeslots/query` that the engine does not clip: the range spans at most 90 days
 * (the bookable window, so one query can always cover it), intervals are at most 366 days long and
 * aligned at most 366 days from the start. Whatever passes costs bounded work; the range is then
 * clipped to the bookable window by `queryTimeSlots`, never refused for overhanging it.
 */
export function checkTimeSlotsQueryRange(query: TimeSlotsQueryRange): RangeIssue[] {
  const issues = checkSpan(query, TIME_SLOTS_QUERY_MAX_DAYS);
  const limitMs = TIME_SLOTS_INTERVAL_MAX_DAYS * DAY_MS;
  if (query.intervalDuration !== undefined) {
    const duration = parseIntervalDuration(query.intervalDuration);
    if (duration && approximateDurationMs(duration) > limitMs) {
      issues.push({
        path: 'intervalDuration',
        message: `must be at most ${TIME_SLOTS_INTERVAL_MAX_DAYS} days long`,
      });
    }
  }
  if (query.intervalAlign && Math.abs(query.intervalAlign.getTime() - query.start.getTime()) > limitMs) {
    issues.push({
      path: 'intervalAlign',
      message: `must be within ${TIME_SLOTS_INTERVAL_MAX_DAYS} days of start`,
    });
  }
  return issues;
}

function checkSpan(range: InstantRange, maxDays: number): RangeIssue[] {
  const spanMs = range.end.getTime() - range.start.getTime();
  if (spanMs <= 0) return [{ path: 'end', message: 'must be after start' }];
  if (spanMs > maxDays * DAY_MS) {
    return [{ path: 'end', message: `must be at most ${maxDays} days after start` }];
  }
  return [];
}
