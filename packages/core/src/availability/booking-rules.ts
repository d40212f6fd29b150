import { MINUTES_PER_DAY } from './time-constants.ts';
import type { TimeSlot } from './time-slots.ts';

/** Days ahead that can be booked (spec §9 "Bookable day count 90"). */
export const BOOKABLE_DAY_COUNT = 90;

/** Shortest booking of a time plan, in minutes (spec §9 "minimum session 15 minutes"). */
export const MINIMUM_SESSION_MINUTES = 15;

/** Allowed spacings of offered start times, in minutes (spec §9: quarter, half or full hour). */
export const BOOKING_START_INTERVALS = [15, 30, 60] as const;

/** A spacing of offered booking start times. */
export type BookingStartInterval = (typeof BOOKING_START_INTERVALS)[number];

/** Minimum continuous time for a non-full-day booking when no length is known (spec §9 "otherwise 60"). */
export const DEFAULT_MINIMUM_BOOKING_MINUTES = 60;

/** Slack of a full-day booking: a spring-forward day has only 23 hours (spec §9 "minus 60"). */
export const FULL_DAY_SLACK_MINUTES = 60;

/** A booking's length: whole days (day, night units) or minutes (hour, fixed units). */
export type BookingLength = { days: number } | { minutes: number };

/**
 * Continuous minutes a slot needs to hold a booking of `length`: `days × 1440 − 60` for full days
 * (so a 23-hour DST day still holds one day), otherwise the length itself.
 */
export function requiredSlotMinutes(length: BookingLength): number {
  if ('days' in length) return length.days * MINUTES_PER_DAY - FULL_DAY_SLACK_MINUTES;
  return length.minutes;
}

/** Whether a slot is long enough and has enough free seats for a booking of `length` and `seats`. */
export function canSlotHoldBooking(slot: TimeSlot, length: BookingLength, seats = 1): boolean {
  const minutes = (slot.end.getTime() - slot.start.getTime()) / 60_000;
  return slot.seats >= seats && minutes >= requiredSlotMinutes(length);
}
