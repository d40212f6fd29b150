import { z } from 'zod';
import type { AvailabilityException } from './availability-exception.ts';
import { InstantSchema } from './availability-exception.ts';
import type { AvailabilityPlan } from './availability-plan.ts';
import { planTimeZone } from './availability-plan.ts';
import type { Now } from './bookable-window.ts';
import { clipToBookableWindow } from './bookable-window.ts';
import type { SeatBooking } from './booking-seats.ts';
import { computeFreeSeats } from './free-seats.ts';
import {
  approximateDurationMs,
  createIntervalGrid,
  findIntervalIndex,
  parseIntervalDuration,
} from './interval-grid.ts';
import { selectSlotsPerInterval } from './interval-select.ts';
import { MINUTE_MS } from './time-constants.ts';
import type { TimeSlot } from './time-slots.ts';
import { timeSlotTypeOf, toTimeSlots } from './time-slots.ts';
import { createZoneOffsets } from './time-zone.ts';

/** Parameters of `timeslots/query` that shape the answer (listingId and paging are the platform's). */
export const TimeSlotsQuerySchema = z
  .object({
    start: InstantSchema,
    end: InstantSchema,
    intervalDuration: z
      .string()
      .refine(
        (value) => parseIntervalDuration(value) !== null,
        'must be a positive ISO 8601 duration of at least PT1M',
      )
      .optional(),
    intervalAlign: InstantSchema.optional(),
    maxPerInterval: z.number().int().positive().optional(),
    minDurationStartingInInterval: z.number().int().nonnegative().optional(),
  })
  .refine((query) => query.start.getTime() < query.end.getTime(), {
    message: 'start must be before end',
    path: ['end'],
  });

/** A validated time-slot query. */
export type TimeSlotsQuery = z.infer<typeof TimeSlotsQuerySchema>;

/**
 * Answers `timeslots/query`. The range is first clipped to the bookable window (see
 * `getBookableWindow`), never refused; a range wholly outside it answers no slots.
 *
 * Without interval parameters the answer is `computeTimeSlots` of the clipped range. With any of
 * them the range is cut into intervals `[align + k·d, align + (k+1)·d)` (d = `intervalDuration`,
 * default: the whole range is one interval; align = `intervalAlign`, default the query start; calendar
 * units follow the plan's zone), each clipped to the range, and for each interval the first
 * `maxPerInterval` (default unlimited) slots that count are returned, clipped to the interval. A slot
 * counts when at least `minDurationStartingInInterval` minutes (default 0) of continuous free time start
 * inside the interval (see `selectSlotsPerInterval`); free time after the range end is looked at for
 * this, as far as the bookable window allows.
 */
export function queryTimeSlots(
  plan: AvailabilityPlan,
  exceptions: readonly AvailabilityException[],
  bookings: readonly SeatBooking[],
  query: TimeSlotsQuery,
  now: Now,
): TimeSlot[] {
  const type = timeSlotTypeOf(plan);
  const usesIntervals =
    query.intervalDuration !== undefined ||
    query.maxPerInterval !== undefined ||
    query.minDurationStartingInInterval !== undefined;
  const minDurationMs = (query.minDurationStartingInInterval ?? 0) * MINUTE_MS;
  const range = clipToBookableWindow(plan, query.start.getTime(), query.end.getTime(), now);
  if (!range) return [];
  if (!usesIntervals)
    return toTimeSlots(computeFreeSeats(plan, exceptions, bookings, range.start, range.end), type);

  const lookahead = clipToBookableWindow(plan, range.start, range.end + minDurationMs, now)!;
  const slots = computeFreeSeats(plan, exceptions, bookings, lookahead.start, lookahead.end);
  const selection = {
    fromMs: range.start,
    toMs: range.end,
    maxPerInterval: query.maxPerInterval ?? Number.POSITIVE_INFINITY,
    minDurationMs,
  };
  if (query.intervalDuration === undefined) {
    return toTimeSlots(
      selectSlotsPerInterval(slots, { ...selection, boundary: intervalOfWholeRange(range), firstIndex: 0 }),
      type,
    );
  }
  const duration = parseIntervalDuration(query.intervalDuration);
  if (!duration) throw new RangeError(`invalid intervalDuration: ${query.intervalDuration}`);
  const alignMs = (query.intervalAlign ?? query.start).getTime();
  const offsets = createZoneOffsets(planTimeZone(plan), Math.min(alignMs, range.start), range.end);
  const boundary = createIntervalGrid(duration, alignMs, offsets);
  const firstIndex = findIntervalIndex(boundary, approximateDurationMs(duration), range.start);
  return toTimeSlots(selectSlotsPerInterval(slots, { ...selection, boundary, firstIndex }), type);
}

function intervalOfWholeRange(range: { start: number; end: number }): (k: number) => number {
  return (k) => (k <= 0 ? range.start : range.end + (k - 1));
}
