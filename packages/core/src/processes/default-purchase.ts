import {
  after,
  CONFIRM_AND_CAPTURE,
  FULL_REFUND,
  requestTransitions,
  reviewTransitions,
} from './default-process-parts.ts';
import { defineProcess, defineNotification as n, defineTransition as t } from './process-builders.ts';
import { firstEnteredState } from './time-expression.ts';

const REFUND_AND_CANCEL = [...FULL_REFUND, 'cancel-stock-reservation'];

/**
 * The web template's `default-purchase` process (process-tables.md), version 1, with one change:
 * the customer's receipt goes at once (ADR 010).
 */
export const DEFAULT_PURCHASE_PROCESS = defineProcess(
  'default-purchase',
  1,
  [
    'inquiry',
    'pending-payment',
    'purchased',
    'payment-expired',
    'received',
    'delivered',
    'disputed',
    'canceled',
    'completed',
    'reviewed-by-provider',
    'reviewed-by-customer',
    'reviewed',
  ],
  [
    ...requestTransitions('create-pending-stock-reservation'),
    t('confirm-payment', 'pending-payment', 'purchased', 'customer', [
      'accept-stock-reservation',
      ...CONFIRM_AND_CAPTURE,
    ]),
    t('expire-payment', 'pending-payment', 'payment-expired', after('pending-payment', 'PT15M'), [
      ...FULL_REFUND,
      'decline-stock-reservation',
    ]),
    t('mark-received-from-purchased', 'purchased', 'received', 'customer', ['stripe-create-payout']),
    t('mark-delivered', 'purchased', 'delivered', 'provider'),
    t('operator-mark-delivered', 'purchased', 'delivered', 'operator'),
    t('mark-received', 'delivered', 'received', 'customer', ['stripe-create-payout']),
    t('auto-mark-received', 'delivered', 'received', after('delivered', 'P14D'), ['stripe-create-payout']),
    t('dispute', 'delivered', 'disputed', 'customer', ['update-protected-data']),
    t('operator-dispute', 'delivered', 'disputed', 'operator'),
    t('mark-received-from-disputed', 'disputed', 'received', 'operator', ['stripe-create-payout']),
    t('cancel', 'purchased', 'canceled', 'operator', REFUND_AND_CANCEL),
    t('auto-cancel', 'purchased', 'canceled', after('purchased', 'P14D'), REFUND_AND_CANCEL),
    t('cancel-from-disputed', 'disputed', 'canceled', 'operator', REFUND_AND_CANCEL),
    t('auto-cancel-from-disputed', 'disputed', 'canceled', after('disputed', 'P60D'), REFUND_AND_CANCEL),
    t('auto-complete', 'received', 'completed', firstEnteredState('received')),
    ...reviewTransitions('completed', after('received', 'P7D')),
  ],
  [
    // The reference process holds the receipt back 15 minutes; Mercato sends it with the payment,
    // when the customer expects it (ADR 010).
    n('confirm-payment', 'customer', 'purchase-order-receipt'),
    n('confirm-payment', 'provider', 'purchase-new-order'),
    n('confirm-payment', 'provider', 'purchase-shipping-reminder', after('purchased', 'P3D')),
    n('mark-delivered', 'customer', 'purchase-order-marked-as-delivered'),
    n('operator-mark-delivered', 'customer', 'purchase-order-marked-as-delivered'),
    n('operator-mark-delivered', 'provider', 'purchase-order-operator-marked-as-delivered'),
    n('mark-delivered', 'customer', 'purchase-mark-order-received-reminder', after('delivered', 'P12D')),
    n('mark-received-from-purchased', 'provider', 'purchase-order-marked-as-received'),
    n('mark-received', 'provider', 'purchase-order-marked-as-received'),
    n('auto-cancel', 'customer', 'purchase-shipping-time-expired-customer'),
    n('auto-cancel', 'provider', 'purchase-shipping-time-expired-provider'),
    n('cancel', 'customer', 'purchase-order-canceled-to-customer'),
    n('cancel', 'provider', 'purchase-order-canceled-to-provider'),
    n('auto-mark-received', 'customer', 'purchase-order-auto-marked-as-received-customer'),
    n('auto-mark-received', 'provider', 'purchase-order-auto-marked-as-received-provider'),
    n('dispute', 'provider', 'purchase-order-disputed'),
    n('operator-dispute', 'customer', 'purchase-order-operator-disputed'),
    n('operator-dispute', 'provider', 'purchase-order-disputed'),
    n('mark-received-from-disputed', 'customer', 'purchase-order-received-from-disputed-customer'),
    n('mark-received-from-disputed', 'provider', 'purchase-order-received-from-disputed-provider'),
    n('cancel-from-disputed', 'customer', 'purchase-order-canceled-from-disputed-customer'),
    n('cancel-from-disputed', 'provider', 'purchase-order-canceled-from-disputed-provider'),
    n('auto-cancel-from-disputed', 'customer', 'purchase-order-auto-canceled-from-disputed-customer'),
    n('auto-cancel-from-disputed', 'provider', 'purchase-order-auto-canceled-from-disputed-provider'),
    n('auto-complete', 'provider', 'purchase-order-review-by-provider-wanted'),
    n('auto-complete', 'customer', 'purchase-order-review-by-customer-wanted'),
    n('review-1-by-provider', 'customer', 'purchase-review-by-other-party-unpublished'),
    n('review-1-by-customer', 'provider', 'purchase-review-by-other-party-unpublished'),
    n('review-2-by-provider', 'customer', 'purchase-review-by-other-party-published'),
    n('review-2-by-customer', 'provider', 'purchase-review-by-other-party-published'),
  ],
);
