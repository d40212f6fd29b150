import { randomUUID } from 'node:crypto';
import { AppError } from '../../../errors/app-error.ts';
import type { Booking } from '../../bookings/booking.ts';
import { requireParam, type TransactionAction } from '../transition-plan.ts';

/**
 * A pending booking of the params' times and seats. Whether the listing has them free is checked
 * in the transition's write, under the listing's calendar lock.
 */
export const createPendingBooking: TransactionAction = {
  name: 'action/create-pending-booking',
  plan(draft, { parties, params, now }) {
    const start = requireParam(params.bookingStart, 'bookingStart');
    const end = requireParam(params.bookingEnd, 'bookingEnd');
    if (!(start.getTime() < end.getTime())) {
      throw new AppError('validation-invalid-params', 'bookingEnd must be after bookingStart', {
        source: { path: ['params', 'bookingEnd'], type: 'body' },
      });
    }
    draft.newBooking = {
      id: randomUUID(),
      transactionId: parties.id,
      listingId: parties.listing.id,
      start,
      end,
      displayStart: params.bookingDisplayStart ?? start,
      displayEnd: params.bookingDisplayEnd ?? end,
      seats: params.seats ?? 1,
      state: 'pending',
      createdAt: now,
    };
  },
};

function changeBooking(
  name: `action/${string}`,
  from: Booking['state'][],
  to: Booking['state'],
): TransactionAction {
  return {
    name,
    plan(draft) {
      draft.bookingChange = { from, to };
    },
  };
}

export const acceptBooking = changeBooking('action/accept-booking', ['pending'], 'accepted');
export const declineBooking = changeBooking('action/decline-booking', ['pending'], 'declined');
export const cancelBooking = changeBooking('action/cancel-booking', ['accepted', 'pending'], 'cancelled');
