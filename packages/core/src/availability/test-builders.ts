import type { AvailabilityException } from './availability-exception.ts';
import type { DayOfWeek, DayPlan, TimePlan } from './availability-plan.ts';
import { DAYS_OF_WEEK } from './availability-plan.ts';
import type { BookingState, SeatBooking } from './booking-seats.ts';

/**
 * Time zones for property tests of "where a day starts": UTC, both sides of it, half- and
 * quarter-hour offsets (St John's, Chatham), a half-hour DST shift (Lord Howe), and zones whose
 * days and nights once failed to book (Lisbon's DST, New York, Tokyo).
 */
export const ZONES_AROUND_THE_WORLD = [
  'Etc/UTC',
  'Europe/Lisbon',
  'America/New_York',
  'America/Chicago',
  'Europe/Helsinki',
  'Asia/Tokyo',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/St_Johns',
] as const;

/** Test builder: a time plan open 09:00–17:00 on weekdays with one seat, in UTC unless overridden. */
export function buildTimePlan(overrides: Partial<TimePlan> = {}): TimePlan {
  const weekdays: DayOfWeek[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
  return {
    type: 'availability-plan/time',
    timezone: 'Etc/UTC',
    entries: weekdays.map((dayOfWeek) => ({ dayOfWeek, seats: 1, startTime: '09:00', endTime: '17:00' })),
    ...overrides,
  };
}

/** Test builder: a time plan with one entry `start`–`end` on every day of the week. */
export function buildDailyTimePlan(
  timezone: string,
  startTime: string,
  endTime: string,
  seats = 1,
): TimePlan {
  return {
    type: 'availability-plan/time',
    timezone,
    entries: DAYS_OF_WEEK.map((dayOfWeek) => ({ dayOfWeek, seats, startTime, endTime })),
  };
}

/** Test builder: a day plan with `seats` on every day of the week. */
export function buildDayPlan(overrides: Partial<DayPlan> = {}, seats = 1): DayPlan {
  return {
    type: 'availability-plan/day',
    entries: DAYS_OF_WEEK.map((dayOfWeek) => ({ dayOfWeek, seats })),
    ...overrides,
  };
}

/** Test builder: an exception over two ISO timestamps. */
export function buildException(start: string, end: string, seats: number): AvailabilityException {
  return { start: new Date(start), end: new Date(end), seats };
}

/** Test builder: a booking over two ISO timestamps, pending with one seat unless overridden. */
export function buildBooking(
  start: string,
  end: string,
  seats = 1,
  state: BookingState = 'pending',
): SeatBooking {
  return { start: new Date(start), end: new Date(end), seats, state };
}

/** Test helper: slots as compact `start/end/seats` strings in ISO, for readable expectations. */
export function describeSlots(slots: readonly { start: Date; end: Date; seats: number }[]): string[] {
  return slots.map((s) => `${s.start.toISOString()}/${s.end.toISOString()}/${s.seats}`);
}
