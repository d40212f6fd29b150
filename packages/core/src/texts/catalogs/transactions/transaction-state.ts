import { defineTexts } from '../../ui-texts.ts';

/**
 * A transaction's state as a party sees it (order and sale pages, inbox), by state: the booking
 * process's states, `order…` for the purchase process's and `download…` for the download process's. `role` is `customer` or `provider`.
 */
export const TRANSACTION_STATE_TEXTS = defineTexts('TransactionState', {
  inquiry: 'Inquiry',
  pendingPayment: 'Pending payment',
  paymentExpired: 'Payment expired',
  preauthorized: '{role, select, provider {Waiting for your answer} other {Requested}}',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
  delivered: 'Completed',
  reviewedByCustomer: '{role, select, provider {Waiting for your review} other {Reviewed}}',
  reviewedByProvider: '{role, select, customer {Waiting for your review} other {Reviewed}}',
  reviewed: 'Reviewed',
  orderPurchased: '{role, select, provider {Waiting for you to deliver} other {Purchased}}',
  orderDelivered: 'Delivered',
  orderReceived: 'Received',
  orderDisputed: 'Disputed',
  orderCancelled: 'Cancelled',
  orderCompleted: 'Completed',
  downloadPurchased: '{role, select, provider {Sold} other {Purchased: ready to download}}',
  downloadReported: 'Problem reported',
});
