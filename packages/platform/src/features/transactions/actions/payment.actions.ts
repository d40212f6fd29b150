import { AppError } from '../../../errors/app-error.ts';
import type { TransactionAction } from '../transition-plan.ts';

/**
 * A payment intent for the pay-in total, authorised at once when a payment method comes with
 * the params — or, configured with `:use-customer-default-payment-method true`, with the customer's
 * saved card without them present. `setupPaymentMethodForSaving` keeps the card for later payments.
 * Refused for a zero pay-in or payout.
 */
export const stripeCreatePaymentIntent: TransactionAction = {
  name: 'action/stripe-create-payment-intent',
  plan(draft, { params, parties, config }) {
    if (!draft.payin || draft.currency === null) {
      throw new AppError('transaction-charge-zero-payin', 'The pay-in total must be above zero');
    }
    if (draft.payout !== null && draft.payout <= 0) {
      throw new AppError('transaction-charge-zero-payout', 'The payout total must be above zero');
    }
    draft.payments.push({
      kind: 'create',
      amount: draft.payin,
      currency: draft.currency,
      paymentMethod: params.paymentMethod ?? null,
      billingDetails: params.billingAddress ?? null,
      payout: draft.payout === null ? null : { recipientId: parties.providerId, amount: draft.payout },
      payerId: parties.customerId,
      savePaymentMethod: params.setupPaymentMethodForSaving === true,
      useSavedPaymentMethod: config['use-customer-default-payment-method'] === true,
    });
  },
};

/** Authorises the intent with the params' payment method (or the one it has). */
export const stripeConfirmPaymentIntent: TransactionAction = {
  name: 'action/stripe-confirm-payment-intent',
  plan(draft, { params }) {
    draft.payments.push({
      kind: 'confirm',
      paymentMethod: params.paymentMethod ?? null,
      billingDetails: params.billingAddress ?? null,
    });
  },
};

/** Captures the authorised amount. */
export const stripeCapturePaymentIntent: TransactionAction = {
  name: 'action/stripe-capture-payment-intent',
  plan(draft) {
    draft.payments.push({ kind: 'capture' });
  },
};

/** Cancels an uncaptured intent or refunds a captured one in full. */
export const stripeRefundPayment: TransactionAction = {
  name: 'action/stripe-refund-payment',
  plan(draft) {
    draft.payments.push({ kind: 'refund' });
  },
};

/** Sends the provider's share (the payout total), if there is one. */
export const stripeCreatePayout: TransactionAction = {
  name: 'action/stripe-create-payout',
  plan(draft, { parties }) {
    if (draft.payout && draft.currency) {
      draft.payments.push({
        kind: 'payout',
        amount: draft.payout,
        currency: draft.currency,
        recipientId: parties.providerId,
      });
    }
  },
};
