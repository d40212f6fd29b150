import type { SeatBooking } from '@mercato/core/availability/booking-seats';
import type { PlatformContext } from '../../context.ts';
import { findSeatHoldingBookings } from '../bookings/bookings.queries.ts';

/**
 * Seats taken by bookings of a listing over a range: its pending and accepted bookings overlapping
 * it. Declined, expired and cancelled bookings have given their seats back.
 */
export function readTakenSeats(
  ctx: PlatformContext,
  listingId: string,
  range: { start: Date; end: Date },
): Promise<SeatBooking[]> {
  return findSeatHoldingBookings(ctx.db, listingId, range);
}
