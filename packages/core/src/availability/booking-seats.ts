import type { SeatSegment } from './seat-segment.ts';

/** Booking states of the API (`booking.state` on the wire). */
export const BOOKING_STATES = ['pending', 'proposed', 'accepted', 'declined', 'cancelled'] as const;

/** A booking's state. */
export type BookingState = (typeof BOOKING_STATES)[number];

/** A booking as the slot maths reads it (rows may carry more fields). */
export interface SeatBooking {
  start: Date;
  end: Date;
  seats: number;
  state: BookingState;
}

/**
 * Whether a booking in `state` holds its seats: a pending request must block the time while the
 * provider decides, or two customers could pay for the same seat; a proposal does not hold seats
 * until it is accepted, and declined or cancelled bookings release theirs.
 */
export function consumesSeats(state: BookingState): boolean {
  return state === 'pending' || state === 'accepted';
}

/** Seat-holding bookings overlapping `[fromMs, toMs)` as segments (not clipped, not merged). */
export function seatHoldingSegments(
  bookings: readonly SeatBooking[],
  fromMs: number,
  toMs: number,
): SeatSegment[] {
  const out: SeatSegment[] = [];
  for (const booking of bookings) {
    if (!consumesSeats(booking.state) || booking.seats <= 0) continue;
    const start = booking.start.getTime();
    const end = booking.end.getTime();
    if (start < toMs && end > fromMs && start < end) out.push({ start, end, seats: booking.seats });
  }
  return out;
}
