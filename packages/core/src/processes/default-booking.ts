import { FULL_REFUND, requestTransitions, reviewTransitions } from './default-process-parts.ts';
import { defineProcess, defineNotification as n, defineTransition as t } from './process-builders.ts';
import { firstEnteredState, minOf, plus, timepoint } from './time-expression.ts';

const FULL_REFUND_AND_DECLINE = [...FULL_REFUND, 'decline-booking'];
const bookingEndPlus = (period: string) => plus(timepoint('booking-end'), period);

/** The web template's `default-booking` process (process-tables.md), version 1. */
export const DEFAULT_BOOKING_PROCESS = defineProcess(
  'default-booking',
  1,
  [
    'inquiry',
    'pending-payment',
    'payment-expired',
    'preauthorized',
    'accepted',
    'declined',
    'expired',
    'delivered',
    'cancelled',
    'reviewed-by-provider',
    'reviewed-by-customer',
    'reviewed',
  ],
  [
    ...requestTransitions(['create-pending-booking', { type: 'time' }]),
    t(
      'expire-payment',
      'pending-payment',
      'payment-expired',
      plus(firstEnteredState('pending-payment'), 'PT15M'),
      FULL_REFUND_AND_DECLINE,
    ),
    t('confirm-payment', 'pending-payment', 'preauthorized', 'customer', ['stripe-confirm-payment-intent']),
    t('accept', 'preauthorized', 'accepted', 'provider', ['accept-booking', 'stripe-capture-payment-intent']),
    t('operator-accept', 'preauthorized', 'accepted', 'operator', [
      'accept-booking',
      'stripe-capture-payment-intent',
    ]),
    t('decline', 'preauthorized', 'declined', 'provider', FULL_REFUND_AND_DECLINE),
    t('operator-decline', 'preauthorized', 'declined', 'operator', FULL_REFUND_AND_DECLINE),
    t(
      'expire',
      'preauthorized',
      'expired',
      minOf(
        plus(firstEnteredState('preauthorized'), 'P6D'),
        plus(timepoint('booking-start'), 'P1D'),
        timepoint('booking-end'),
      ),
      FULL_REFUND_AND_DECLINE,
    ),
    t('complete', 'accepted', 'delivered', bookingEndPlus('P2D'), ['stripe-create-payout']),
    t('operator-complete', 'accepted', 'delivered', 'operator', ['stripe-create-payout']),
    t('cancel', 'accepted', 'cancelled', 'operator', [...FULL_REFUND, 'cancel-booking']),
    ...reviewTransitions('delivered', bookingEndPlus('P7D')),
  ],
  [
    n('confirm-payment', 'provider', 'booking-new-request'),
    n('accept', 'customer', 'booking-accepted-request'),
    n('operator-accept', 'customer', 'booking-accepted-request'),
    n('operator-accept', 'provider', 'booking-operator-accepted-request'),
    n('decline', 'customer', 'booking-declined-request'),
    n('operator-decline', 'customer', 'booking-declined-request'),
    n('operator-decline', 'provider', 'booking-operator-declined-request'),
    n('expire', 'customer', 'booking-expired-request'),
    n('complete', 'provider', 'booking-money-paid'),
    n('complete', 'provider', 'booking-review-by-provider-wanted'),
    n('complete', 'customer', 'booking-review-by-customer-wanted'),
    n('operator-complete', 'provider', 'booking-money-paid'),
    n('operator-complete', 'provider', 'booking-review-by-provider-wanted'),
    n('operator-complete', 'customer', 'booking-review-by-customer-wanted'),
    n('review-1-by-provider', 'customer', 'booking-review-by-other-party-unpublished'),
    n('review-1-by-customer', 'provider', 'booking-review-by-other-party-unpublished'),
    n('review-2-by-provider', 'customer', 'booking-review-by-other-party-published'),
    n('review-2-by-customer', 'provider', 'booking-review-by-other-party-published'),
  ],
);
