import type { AvailabilityException } from '../availability/availability-exception.ts';
import { type AvailabilityPlan, planTimeZone } from '../availability/availability-plan.ts';
import {
  clipToBookableWindow,
  getBookableWindow,
  type Now,
  toEpochMs,
} from '../availability/bookable-window.ts';
import type { SeatBooking } from '../availability/booking-seats.ts';
import { computeFreeSeats } from '../availability/free-seats.ts';
import { appendMerged, type SeatSegment } from '../availability/seat-segment.ts';
import { DAY_MS } from '../availability/time-constants.ts';
import { type AvailabilityFilter, minimumStretchMs } from './availability-match.ts';

// The availability index lets the database answer an availability search by itself: for every
// listing, its free seats as runs of equal seats over the whole bookable window and some days
// beyond, worked out by the same engine as `timeslots/query` whenever what shapes them changes
// (plan, exceptions, bookings) and again before the window outgrows them.

/** Days past now an index entry reaches when it is worked out. */
export const INDEX_AHEAD_DAYS = 100;
/** An entry reaching less far than this is refreshed by the daily roll. */
export const INDEX_ROLL_AHEAD_DAYS = 95;
/** An entry reaching less far than this cannot answer a search (every bookable window ends sooner). */
export const INDEX_NEEDED_AHEAD_DAYS = 92;

/** What a listing's plan makes of it in the index: day-based, time-based, or never available. */
export type IndexKind = 'day' | 'time' | 'none';

/** A listing's entry in the availability index. */
export interface AvailabilityIndexEntry {
  kind: IndexKind;
  /** The plan's time zone (where a day plan's days begin). */
  timeZone: string;
  /** The range the runs cover, epoch ms `[from, to)`. */
  from: number;
  to: number;
  /** Free seats over all of `[from, to)`: contiguous, neighbours differ in seats, 0 where closed. */
  runs: SeatSegment[];
}

/**
 * A listing's index entry at `now`: from the start of its bookable window to about
 * {@link INDEX_AHEAD_DAYS} days on (whole local days for a day plan). A listing whose plan no
 * longer validates (`null`) is never available.
 */
export function indexEntryOf(
  plan: AvailabilityPlan | null,
  exceptions: readonly AvailabilityException[],
  bookings: readonly SeatBooking[],
  now: Now,
): AvailabilityIndexEntry {
  const nowMs = toEpochMs(now);
  if (!plan)
    return { kind: 'none', timeZone: '', from: nowMs, to: nowMs + INDEX_AHEAD_DAYS * DAY_MS, runs: [] };
  const from = getBookableWindow(plan, nowMs).start;
  const to = getBookableWindow(plan, nowMs + (INDEX_AHEAD_DAYS - 90) * DAY_MS).end;
  const runs: SeatSegment[] = [];
  let at = from;
  for (const segment of computeFreeSeats(plan, exceptions, bookings, from, to)) {
    if (segment.start > at) appendMerged(runs, at, segment.start, 0);
    appendMerged(runs, segment.start, segment.end, segment.seats);
    at = segment.end;
  }
  if (at < to) appendMerged(runs, at, to, 0);
  return {
    kind: plan.type === 'availability-plan/time' ? 'time' : 'day',
    timeZone: planTimeZone(plan),
    from,
    to,
    runs,
  };
}

/**
 * Where a search looks for each kind of listing: the search's range clipped to the bookable window
 * of time plans (the same for all of them) or of the day plans of one time zone (their days begin at
 * its midnight). `day-*` searches look at day plans only.
 */
export interface SearchWindow {
  kind: 'day' | 'time';
  /** The day plans' time zone; null for time plans. */
  timeZone: string | null;
  start: number;
  end: number;
}

/** The windows of an availability search at `now`, for the day-plan time zones the index holds. */
export function searchWindowsOf(
  filter: Pick<AvailabilityFilter, 'start' | 'end' | 'mode'>,
  dayPlanZones: readonly string[],
  now: Now,
): SearchWindow[] {
  const start = filter.start.getTime();
  const end = filter.end.getTime();
  const windows: SearchWindow[] = [];
  if (filter.mode.startsWith('time-')) {
    const window = clipToBookableWindow(
      { type: 'availability-plan/time', timezone: 'Etc/UTC', entries: [] },
      start,
      end,
      now,
    );
    if (window) windows.push({ kind: 'time', timeZone: null, ...window });
  }
  for (const timeZone of dayPlanZones) {
    const window = clipToBookableWindow(
      { type: 'availability-plan/day', timezone: timeZone, entries: [] },
      start,
      end,
      now,
    );
    if (window) windows.push({ kind: 'day', timeZone, ...window });
  }
  return windows;
}

/**
 * Whether an index entry matches the filter: what the database's query over the index computes,
 * written out for the tests that hold it to {@link matchesAvailability}.
 */
export function entryMatches(
  entry: AvailabilityIndexEntry,
  windows: readonly SearchWindow[],
  filter: Pick<AvailabilityFilter, 'mode' | 'seats' | 'minDuration'>,
): boolean {
  const window = windows.find(
    (w) => w.kind === entry.kind && (w.kind === 'time' || w.timeZone === entry.timeZone),
  );
  if (!window || entry.from > window.start || entry.to < window.end) return false;
  const inWindow = entry.runs.filter((run) => run.start < window.end && run.end > window.start);
  if (filter.mode.endsWith('-full')) return inWindow.every((run) => run.seats >= filter.seats);
  const needed = minimumStretchMs(filter);
  let stretchStart: number | null = null;
  for (const run of inWindow) {
    if (run.seats < filter.seats) {
      stretchStart = null;
      continue;
    }
    stretchStart ??= Math.max(run.start, window.start);
    if (Math.min(run.end, window.end) - stretchStart >= needed) return true;
  }
  return false;
}
