import type { AvailabilityException } from './availability-exception.ts';
import type { AvailabilityPlan } from './availability-plan.ts';
import { planTimeZone } from './availability-plan.ts';
import type { Now } from './bookable-window.ts';
import { getBookableWindow } from './bookable-window.ts';
import { MINIMUM_SESSION_MINUTES } from './booking-rules.ts';
import type { SeatBooking } from './booking-seats.ts';
import { computeFreeSeats } from './free-seats.ts';
import { MINUTE_MS } from './time-constants.ts';
import { createZoneOffsets } from './time-zone.ts';

/** A booking asked for: `seats` seats over `[start, end)`. */
export interface BookingRequest {
  start: Date;
  end: Date;
  seats: number;
}

/** Why a booking request cannot be taken. */
export type BookingRefusal =
  | 'invalid-request'
  | 'too-short'
  | 'not-whole-days'
  | 'outside-bookable-window'
  | 'not-available';

/** Outcome of `checkBooking`. */
export type BookingCheck = { ok: true } | { ok: false; reason: BookingRefusal };

/**
 * Whether `request` fits the listing's availability, with the reason when it does not. The platform
 * calls it inside the DB transaction that holds the listing's calendar lock, passing every other
 * booking of the listing, so two requests for the last seat cannot both pass. Rules: whole seats ≥ 1
 * and start < end; time plans need at least the 15-minute minimum session; day plans need whole local
 * days; the booking lies in the bookable window; every moment of it has `seats` free seats.
 */
export function checkBooking(
  plan: AvailabilityPlan,
  exceptions: readonly AvailabilityException[],
  bookings: readonly SeatBooking[],
  request: BookingRequest,
  now: Now,
): BookingCheck {
  const start = request.start.getTime();
  const end = request.end.getTime();
  if (!Number.isInteger(request.seats) || request.seats < 1 || !(start < end)) {
    return { ok: false, reason: 'invalid-request' };
  }
  if (plan.type === 'availability-plan/time' && end - start < MINIMUM_SESSION_MINUTES * MINUTE_MS) {
    return { ok: false, reason: 'too-short' };
  }
  if (plan.type === 'availability-plan/day' && !(isDayStart(plan, start) && isDayStart(plan, end))) {
    return { ok: false, reason: 'not-whole-days' };
  }
  const window = getBookableWindow(plan, now);
  if (start < window.start || end > window.end) return { ok: false, reason: 'outside-bookable-window' };

  let covered = start;
  for (const segment of computeFreeSeats(plan, exceptions, bookings, start, end)) {
    if (segment.start > covered || segment.seats < request.seats) break;
    covered = segment.end;
  }
  return covered >= end ? { ok: true } : { ok: false, reason: 'not-available' };
}

/** `checkBooking` as a yes/no answer. */
export function isBookable(
  plan: AvailabilityPlan,
  exceptions: readonly AvailabilityException[],
  bookings: readonly SeatBooking[],
  request: BookingRequest,
  now: Now,
): boolean {
  return checkBooking(plan, exceptions, bookings, request, now).ok;
}

function isDayStart(plan: AvailabilityPlan, epochMs: number): boolean {
  const offsets = createZoneOffsets(planTimeZone(plan), epochMs, epochMs);
  return offsets.dayStart(offsets.localDay(epochMs)) === epochMs;
}
