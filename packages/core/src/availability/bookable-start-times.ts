import type { BookingStartInterval } from './booking-rules.ts';
import { BOOKING_START_INTERVALS, MINIMUM_SESSION_MINUTES } from './booking-rules.ts';
import type { TimeRange } from './seat-segment.ts';
import { MINUTE_MS } from './time-constants.ts';
import { createZoneOffsets } from './time-zone.ts';

/** How start times are offered inside a slot. */
export interface StartTimeOptions {
  /** Zone whose wall clock the grid follows (the plan's), so 09:00 means 09:00 there. */
  timeZone: string;
  /** Spacing of start times in minutes: 15, 30 or 60. */
  intervalMinutes: BookingStartInterval;
  /** Length of the booking in minutes; at least the minimum session of 15. */
  bookingLengthMinutes: number;
}

/**
 * Start times a booking of the given length can take inside `slot`: instants on the local-time grid
 * (:00/:15/:30/:45 for 15 minutes) at or after the slot's start whose booking ends by the slot's end.
 * The grid follows the wall clock, so a +05:30 zone gets 10:00 rather than 10:30, and both 01:00s of
 * an autumn night are offered because both are real instants.
 */
export function listBookableStartTimes(slot: TimeRange, options: StartTimeOptions): Date[] {
  if (!BOOKING_START_INTERVALS.includes(options.intervalMinutes)) {
    throw new RangeError(`start interval must be one of ${BOOKING_START_INTERVALS.join(', ')} minutes`);
  }
  if (
    !Number.isInteger(options.bookingLengthMinutes) ||
    options.bookingLengthMinutes < MINIMUM_SESSION_MINUTES
  ) {
    throw new RangeError(
      `booking length must be a whole number of minutes, at least ${MINIMUM_SESSION_MINUTES}`,
    );
  }
  const step = options.intervalMinutes * MINUTE_MS;
  const length = options.bookingLengthMinutes * MINUTE_MS;
  const slotEnd = slot.end.getTime();
  const offsets = createZoneOffsets(options.timeZone, slot.start.getTime(), slotEnd);
  const out: Date[] = [];
  let at = slot.start.getTime();
  while (at + length <= slotEnd) {
    const local = at + offsets.offsetAt(at);
    const misalignment = ((local % step) + step) % step;
    if (misalignment !== 0) {
      // Moving by exact time can cross an offset change, so re-check alignment on the next turn.
      at += step - misalignment;
      continue;
    }
    out.push(new Date(at));
    at += step;
  }
  return out;
}
