import { after, CONFIRM_AND_CAPTURE, FULL_REFUND, requestTransitions } from './default-process-parts.ts';
import { defineProcess, defineNotification as n, defineTransition as t } from './process-builders.ts';

/** The web template's `default-download` process (process-tables.md), version 1: digital files. */
export const DEFAULT_DOWNLOAD_PROCESS = defineProcess(
  'default-download',
  1,
  [
    'inquiry',
    'pending-payment',
    'purchased',
    'payment-expired',
    'completed',
    'reported',
    'canceled',
    'reviewed',
  ],
  [
    ...requestTransitions(),
    t('confirm-payment', 'pending-payment', 'purchased', 'customer', [
      'reveal-listing-protected-files',
      ...CONFIRM_AND_CAPTURE,
    ]),
    t('expire-payment', 'pending-payment', 'payment-expired', after('pending-payment', 'P1D'), FULL_REFUND),
    t('auto-complete', 'purchased', 'completed', after('purchased', 'P7D'), ['stripe-create-payout']),
    t('operator-complete', 'purchased', 'completed', 'operator', ['stripe-create-payout']),
    t('operator-report', 'purchased', 'reported', 'operator'),
    t('report', 'purchased', 'reported', 'customer'),
    t('operator-cancel', 'reported', 'canceled', 'operator', FULL_REFUND),
    t('auto-cancel', 'reported', 'canceled', after('reported', 'P60D'), FULL_REFUND),
    t('operator-complete-from-reported', 'reported', 'completed', 'operator', ['stripe-create-payout']),
    t('review', 'completed', 'reviewed', 'customer', ['post-review-by-customer', 'publish-reviews']),
    t('expire-review-period', 'completed', 'reviewed', after('completed', 'P7D')),
  ],
  [
    n('confirm-payment', 'provider', 'download-new-purchase'),
    n('confirm-payment', 'customer', 'download-receipt'),
    n('report', 'provider', 'download-reported'),
    n('operator-report', 'customer', 'download-operator-reported'),
    n('operator-report', 'provider', 'download-reported'),
    n('auto-complete', 'customer', 'download-review-period-started'),
    n('auto-complete', 'provider', 'download-payout-sent'),
    n('operator-complete', 'customer', 'download-review-period-started'),
    n('operator-complete', 'provider', 'download-payout-sent'),
    n('operator-complete-from-reported', 'customer', 'download-completed-from-reported-to-customer'),
    n('operator-complete-from-reported', 'provider', 'download-completed-from-reported-to-provider'),
    n('operator-complete-from-reported', 'customer', 'download-review-period-started'),
    n('auto-cancel', 'customer', 'download-canceled-to-customer'),
    n('auto-cancel', 'provider', 'download-canceled-to-provider'),
    n('operator-cancel', 'provider', 'download-canceled-to-customer'),
    n('operator-cancel', 'provider', 'download-canceled-to-provider'),
    n('review', 'provider', 'download-new-review'),
  ],
);
