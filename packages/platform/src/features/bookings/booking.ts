import type { BookingState } from '@mercato/core/availability/booking-seats';

/** A booking: the seats a transaction holds on its listing's calendar (spec §3). */
export interface Booking {
  id: string;
  transactionId: string;
  listingId: string;
  start: Date;
  end: Date;
  displayStart: Date;
  displayEnd: Date;
  seats: number;
  state: BookingState;
  createdAt: Date;
}
