import type { AvailabilityException } from './availability-exception.ts';
import type { AvailabilityPlan } from './availability-plan.ts';
import type { SeatBooking } from './booking-seats.ts';
import { computeFreeSeats } from './free-seats.ts';
import type { SeatSegment, TimeRange } from './seat-segment.ts';

/** Wire type of a time slot: day plans give day slots, time plans give time slots. */
export type TimeSlotType = 'time-slot/time' | 'time-slot/day';

/** A bookable stretch with `seats` free seats throughout (the `timeSlot` resource's attributes). */
export interface TimeSlot {
  type: TimeSlotType;
  start: Date;
  end: Date;
  seats: number;
}

/** The slot type a plan produces. */
export function timeSlotTypeOf(plan: AvailabilityPlan): TimeSlotType {
  return plan.type === 'availability-plan/day' ? 'time-slot/day' : 'time-slot/time';
}

/** Epoch-ms segments as wire-shaped time slots. */
export function toTimeSlots(segments: readonly SeatSegment[], type: TimeSlotType): TimeSlot[] {
  return segments.map((s) => ({ type, start: new Date(s.start), end: new Date(s.end), seats: s.seats }));
}

/**
 * Time slots of `[range.start, range.end)`: maximal intervals with the same number of free seats
 * (> 0), lying inside the range, never overlapping, and adjacent ones always differing in seats.
 * No bookable-window rule is applied here; `queryTimeSlots` adds it for the API.
 */
export function computeTimeSlots(
  plan: AvailabilityPlan,
  exceptions: readonly AvailabilityException[],
  bookings: readonly SeatBooking[],
  range: TimeRange,
): TimeSlot[] {
  const segments = computeFreeSeats(plan, exceptions, bookings, range.start.getTime(), range.end.getTime());
  return toTimeSlots(segments, timeSlotTypeOf(plan));
}
