import type { AvailabilityException } from '../availability/availability-exception.ts';
import type { AvailabilityPlan } from '../availability/availability-plan.ts';
import { clipToBookableWindow, type Now } from '../availability/bookable-window.ts';
import type { SeatBooking } from '../availability/booking-seats.ts';
import { computeFreeSeats } from '../availability/free-seats.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../availability/time-constants.ts';

/** The availability filter of a listing search (api notes §7 `start`, `end`, `availability`, `seats`, `minDuration`). */
export interface AvailabilityFilter {
  start: Date;
  end: Date;
  mode: 'day-full' | 'day-partial' | 'time-full' | 'time-partial';
  seats: number;
  /** Days (day-partial) or minutes (time-partial) that must be free in one stretch; 0 = any. */
  minDuration: number;
}

/**
 * The longest stretches in `[start, end)` with at least `seats` free seats, as `[start, end)` ms pairs,
 * merged across neighbouring segments of different seat counts.
 */
export function stretchesWithSeats(
  plan: AvailabilityPlan,
  exceptions: readonly AvailabilityException[],
  bookings: readonly SeatBooking[],
  seats: number,
  startMs: number,
  endMs: number,
): [number, number][] {
  const stretches: [number, number][] = [];
  for (const segment of computeFreeSeats(plan, exceptions, bookings, startMs, endMs)) {
    if (segment.seats < seats) continue;
    const last = stretches[stretches.length - 1];
    if (last && last[1] === segment.start) last[1] = segment.end;
    else stretches.push([segment.start, segment.end]);
  }
  return stretches;
}

/**
 * Whether a listing matches the availability filter. `day-*` take day plans only (the caller filters
 * time plans out), `time-*` any plan. The window is clipped to the bookable window (the past and
 * beyond 90 days cannot be booked); *full* needs `seats` free over all of what is left, *partial* for
 * `minDuration` in one stretch (a day of a day plan may be an hour short across a DST change).
 */
export function matchesAvailability(
  plan: AvailabilityPlan,
  exceptions: readonly AvailabilityException[],
  bookings: readonly SeatBooking[],
  filter: AvailabilityFilter,
  now: Now,
): boolean {
  const window = clipToBookableWindow(plan, filter.start.getTime(), filter.end.getTime(), now);
  if (!window) return false;
  const stretches = stretchesWithSeats(plan, exceptions, bookings, filter.seats, window.start, window.end);
  if (filter.mode.endsWith('-full')) {
    return stretches.length === 1 && stretches[0]![0] === window.start && stretches[0]![1] === window.end;
  }
  const needed = minimumStretchMs(filter);
  return stretches.some(([from, to]) => to - from >= needed);
}

/**
 * How long one free stretch must be for a *partial* search, in ms: `minDuration` days (a day of a
 * day plan may be an hour short across a DST change) or minutes, and at least 1 ms.
 */
export function minimumStretchMs(filter: Pick<AvailabilityFilter, 'mode' | 'minDuration'>): number {
  const needed =
    filter.mode === 'day-partial'
      ? Math.max(0, filter.minDuration * DAY_MS - HOUR_MS)
      : filter.minDuration * MINUTE_MS;
  return Math.max(needed, 1);
}
