import { checkBooking } from '@mercato/core/availability/is-bookable';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Booking } from '../bookings/booking.ts';
import { findSeatHoldingBookings, lockListingCalendar } from '../bookings/bookings.queries.ts';
import { findExceptionsOverlapping } from './availability-exceptions.repository.ts';
import { availabilityPlanOf } from './time-slots.service.ts';

/**
 * Where double booking is prevented: whether a new booking's seats are free on the listing — its
 * availability plan, exceptions, and the pending and accepted bookings overlapping it (core's
 * `checkBooking`). With `lock`, inside the write transaction that then inserts the booking, the
 * listing's calendar is locked first (PostgreSQL: the listing row `FOR UPDATE`; SQLite: the write
 * transaction's `BEGIN IMMEDIATE`), so two bookers of one listing take turns and the second sees
 * the first's booking. Without it (speculative runs) it only looks. A refusal is 400
 * `transaction-booking-time-not-available` on `bookingStart`.
 */
export async function assertSeatsFree(
  ctx: PlatformContext,
  db: PlatformContext['db'],
  booking: Booking,
  options: { lock: boolean },
): Promise<void> {
  const listing = await lockListingCalendar(db, booking.listingId, options.lock);
  const refuse = () =>
    new AppError('transaction-booking-time-not-available', 'The booking time is not available', {
      source: { path: ['params', 'bookingStart'], type: 'body' },
    });
  if (!listing || listing.deleted || listing.state !== 'published') throw refuse();
  const plan = availabilityPlanOf(ctx, booking.listingId, listing.availabilityPlan);
  if (!plan) throw refuse();
  const range = { start: booking.start, end: booking.end };
  const [exceptions, bookings] = await Promise.all([
    findExceptionsOverlapping(db, booking.listingId, range),
    findSeatHoldingBookings(db, booking.listingId, range),
  ]);
  const check = checkBooking(plan, exceptions, bookings, booking, ctx.clock());
  if (!check.ok) throw refuse();
}
