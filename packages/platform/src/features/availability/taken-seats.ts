import type { SeatBooking } from '@mercato/core/availability/booking-seats';
import type { PlatformContext } from '../../context.ts';

/**
 * Seats taken by bookings of a listing over a range: the bookings overlapping it, in any state
 * (core's `consumesSeats` decides which hold seats). This is where transactions plug in; until
 * bookings exist no seat is taken, so the answer is empty.
 */
export async function readTakenSeats(
  _ctx: PlatformContext,
  _listingId: string,
  _range: { start: Date; end: Date },
): Promise<SeatBooking[]> {
  return [];
}
