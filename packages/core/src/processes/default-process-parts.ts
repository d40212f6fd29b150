// What the default processes share, written once: action groups, deadlines, groups of transitions.
import { type ActionSpec, defineTransition as t } from './process-builders.ts';
import type { ProcessTransition, TimeExpression } from './process-types.ts';
import { firstEnteredState, plus } from './time-expression.ts';

/** The ISO 8601 `period` after the transaction first entered `state`. */
export const after = (state: string, period: string) => plus(firstEnteredState(state), period);

/** A full refund of the payment. */
export const FULL_REFUND = ['calculate-full-refund', 'stripe-refund-payment'];

/** A payment taken at once: confirmed and captured together (purchase, download, negotiation). */
export const CONFIRM_AND_CAPTURE = ['stripe-confirm-payment-intent', 'stripe-capture-payment-intent'];

/**
 * The start every paid default process shares (booking, purchase, download): a free inquiry, and a
 * privileged payment request made at once or after the inquiry; the request keeps its protected
 * data, makes the process's `reservation` (a booking, units of stock) if any, prices its line
 * items and creates the payment.
 */
export function requestTransitions(reservation?: ActionSpec): ProcessTransition[] {
  const requestActions = [
    'update-protected-data',
    ...(reservation ? [reservation] : []),
    'privileged-set-line-items',
    'stripe-create-payment-intent',
  ];
  const privileged = { privileged: true };
  return [
    t('inquire', null, 'inquiry', 'customer', ['update-protected-data']),
    t('request-payment', null, 'pending-payment', 'customer', requestActions, privileged),
    t('request-payment-after-inquiry', 'inquiry', 'pending-payment', 'customer', requestActions, privileged),
  ];
}

/**
 * The review ending the booking, purchase and negotiation processes: from `from`, each party
 * reviews in either order, and the reviews are published by the second or at `deadline`.
 */
export function reviewTransitions(from: string, deadline: TimeExpression): ProcessTransition[] {
  return [
    t('review-1-by-provider', from, 'reviewed-by-provider', 'provider', ['post-review-by-provider']),
    t('review-2-by-provider', 'reviewed-by-customer', 'reviewed', 'provider', [
      'post-review-by-provider',
      'publish-reviews',
    ]),
    t('review-1-by-customer', from, 'reviewed-by-customer', 'customer', ['post-review-by-customer']),
    t('review-2-by-customer', 'reviewed-by-provider', 'reviewed', 'customer', [
      'post-review-by-customer',
      'publish-reviews',
    ]),
    t('expire-review-period', from, 'reviewed', deadline),
    t('expire-provider-review-period', 'reviewed-by-customer', 'reviewed', deadline, ['publish-reviews']),
    t('expire-customer-review-period', 'reviewed-by-provider', 'reviewed', deadline, ['publish-reviews']),
  ];
}
