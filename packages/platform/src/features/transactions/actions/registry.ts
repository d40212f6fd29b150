import type { TransactionAction } from '../transition-plan.ts';
import { acceptBooking, cancelBooking, createPendingBooking, declineBooking } from './booking.actions.ts';
import { privilegedUpdateMetadata, updateProtectedData } from './data.actions.ts';
import { revealListingProtectedFiles } from './file.actions.ts';
import {
  stripeCapturePaymentIntent,
  stripeConfirmPaymentIntent,
  stripeCreatePaymentIntent,
  stripeCreatePayout,
  stripeRefundPayment,
} from './payment.actions.ts';
import { calculateFullRefund, privilegedSetLineItems } from './pricing.actions.ts';
import { postReviewByCustomer, postReviewByProvider, publishReviews } from './review.actions.ts';
import {
  acceptStockReservation,
  cancelStockReservation,
  createPendingStockReservation,
  declineStockReservation,
} from './stock.actions.ts';

/**
 * Every process action the engine carries out, by name. A new action is one module and one line
 * here; actions a process names that are not here (proposed bookings) change nothing.
 */
export const TRANSACTION_ACTIONS: ReadonlyMap<string, TransactionAction> = new Map(
  [
    updateProtectedData,
    privilegedUpdateMetadata,
    createPendingBooking,
    acceptBooking,
    declineBooking,
    cancelBooking,
    createPendingStockReservation,
    acceptStockReservation,
    declineStockReservation,
    cancelStockReservation,
    privilegedSetLineItems,
    calculateFullRefund,
    stripeCreatePaymentIntent,
    stripeConfirmPaymentIntent,
    stripeCapturePaymentIntent,
    stripeRefundPayment,
    stripeCreatePayout,
    postReviewByCustomer,
    postReviewByProvider,
    publishReviews,
    revealListingProtectedFiles,
  ].map((action) => [action.name, action]),
);
