import type Stripe from 'stripe';
import {
  type BillingDetails,
  type ConfirmPaymentIntentRequest,
  type CreatePaymentIntentRequest,
  NothingToPayOutError,
  type PaymentAccounts,
  PaymentDeclinedError,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentIntentStep,
  PaymentRecipientDisabledError,
  PaymentRecipientMissingError,
  type PaymentsPort,
  type PaymentWebhookEvent,
  PaymentWebhookRejectedError,
  type Payout,
  PayoutNotYetPossibleError,
  type PayoutRequest,
} from '../../ports/payments.port.ts';
import { createStripeClient, type StripeClientConfig } from './stripe-client.ts';
import { createStripeConnectedAccounts } from './stripe-connected-accounts.ts';
import { createStripeCustomers } from './stripe-customers.ts';
import { callPayout, callStripe } from './stripe-payment-errors.ts';
import { verifyStripeWebhook } from './stripe-webhooks.ts';

/**
 * Stripe Connect behind the payments port, as Sharetribe charges (issue #27): every pay-in is a
 * PaymentIntent with `capture_method: manual`, a destination charge to the provider's connected
 * account (`transfer_data.destination`) whose `application_fee_amount` (pay-in minus the
 * provider's share) is the marketplace's commission. Capture on accept; cancel an uncaptured
 * intent or refund a captured one (transfer and fee reversed) when the sale ends; the provider's
 * share is paid out from the connected account to their bank on completion (its payouts are
 * manual, as Sharetribe sets them).
 *
 * Every call that changes something carries the step's idempotency key, and every step reads the
 * intent first and does nothing when Stripe already shows it done: Stripe forgets keys after 24
 * hours, and a retry (the client's, or reconciliation's after a crash) must still move money once.
 */
export interface StripePaymentsOptions extends StripeClientConfig {
  accounts: PaymentAccounts;
  /** The webhook endpoint's signing secret (STRIPE_WEBHOOK_SECRET); without it no webhook is accepted. */
  webhookSecret?: string | undefined;
  /** An SDK instance to use instead of one made from the config (tests). */
  client?: Stripe;
}

/** The metadata key that ties an intent to its transaction (searched by reconciliation). */
export const TRANSACTION_METADATA_KEY = 'transactionId';

/** A test payment method id (`pm_card_visa`): Stripe makes a new payment method of it at each use. */
const isTestAlias = (paymentMethod: string) => /^pm_card_/.test(paymentMethod);

const EXPAND_CHARGE = ['latest_charge'];

function toPaymentIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    id: intent.id,
    transactionId: intent.metadata[TRANSACTION_METADATA_KEY] ?? '',
    status: intent.status as PaymentIntentStatus,
    amount: intent.amount,
    currency: intent.currency.toUpperCase(),
    amountCaptured: intent.amount_received,
    // Cancelling an authorisation also "refunds" its uncaptured charge: only captured money counts.
    amountRefunded: charge?.captured ? charge.amount_refunded : 0,
    clientSecret: intent.client_secret ?? '',
  };
}

function billingDetailsOf(details: BillingDetails): Stripe.PaymentMethodUpdateParams.BillingDetails {
  return {
    name: details.name,
    address: {
      line1: details.addressLine1,
      line2: details.addressLine2 ?? '',
      city: details.city,
      state: details.state ?? '',
      postal_code: details.postalCode,
      country: details.country,
    },
  };
}

const authenticationRequired = () =>
  new PaymentDeclinedError(
    'This payment requires authentication (3-D Secure) before it can be confirmed.',
    'authentication_required',
  );

/** Creates the Stripe adapter. */
export function createStripePaymentsAdapter(options: StripePaymentsOptions): PaymentsPort {
  const stripe = options.client ?? createStripeClient(options);

  /** The account a charge goes to: one Stripe lets take charges and pay them out. */
  async function destinationOf(userId: string): Promise<string> {
    const account = await options.accounts.connectedAccountOf(userId);
    if (!account) throw new PaymentRecipientMissingError(userId);
    if (!account.chargesEnabled) throw new PaymentRecipientDisabledError(userId, 'charges');
    if (!account.payoutsEnabled) throw new PaymentRecipientDisabledError(userId, 'payouts');
    return account.id;
  }

  const retrieve = (id: string) =>
    callStripe(() => stripe.paymentIntents.retrieve(id, { expand: EXPAND_CHARGE }));

  /** Stripe keeps the card holder's address on the payment method; a test alias has none to keep. */
  async function recordBillingDetails(
    paymentMethod: string,
    details: BillingDetails | null | undefined,
    idempotencyKey: string,
  ): Promise<void> {
    if (!details || isTestAlias(paymentMethod)) return;
    await callStripe(() =>
      stripe.paymentMethods.update(
        paymentMethod,
        { billing_details: billingDetailsOf(details) },
        { idempotencyKey: `${idempotencyKey}:billing-details` },
      ),
    );
  }

  return {
    name: 'stripe',
    connectedAccounts: createStripeConnectedAccounts(stripe),
    customers: createStripeCustomers(stripe),

    async createPaymentIntent(request: CreatePaymentIntentRequest): Promise<PaymentIntent> {
      // Refused before any call to Stripe when the provider cannot be charged for or paid out yet.
      const destination = request.payout ? await destinationOf(request.payout.recipientId) : null;
      // The payer's customer goes with the intent: their saved card can only pay it so (Stripe
      // refuses a customer's card on an intent without the customer), and a card saved by it is
      // attached to them.
      const saved = request.payerId ? await options.accounts.savedPaymentOf(request.payerId) : null;
      let paymentMethod = request.paymentMethod ?? null;
      const offSession = !paymentMethod && request.useSavedPaymentMethod === true;
      if (offSession) {
        paymentMethod = saved?.paymentMethodId ?? null;
        if (!paymentMethod)
          throw new PaymentDeclinedError('The customer has no saved card.', 'payment_method_missing');
      }
      if (paymentMethod)
        await recordBillingDetails(paymentMethod, request.billingDetails, request.idempotencyKey);
      const params: Stripe.PaymentIntentCreateParams = {
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        capture_method: 'manual',
        allowed_payment_method_types: ['card'],
        metadata: { [TRANSACTION_METADATA_KEY]: request.transactionId },
        expand: EXPAND_CHARGE,
        ...(destination && request.payout
          ? {
              transfer_data: { destination },
              application_fee_amount: request.amount - request.payout.amount,
            }
          : {}),
        ...(saved ? { customer: saved.customerId } : {}),
        ...(request.savePaymentMethod ? { setup_future_usage: 'off_session' as const } : {}),
        // With a card given, authorise at once (a 3-D Secure card stays in requires_action); the
        // saved card without the customer present is charged off session (Stripe may then refuse
        // with `authentication_required`, which the customer sees as a decline).
        ...(paymentMethod ? { payment_method: paymentMethod, confirm: true } : {}),
        ...(offSession ? { off_session: true } : {}),
      };
      const intent = await callStripe(() =>
        stripe.paymentIntents.create(params, { idempotencyKey: request.idempotencyKey }),
      );
      return toPaymentIntent(intent);
    },

    async confirmPaymentIntent(request: ConfirmPaymentIntentRequest): Promise<PaymentIntent> {
      // Read first (spec §4): the browser may have confirmed it already with Stripe.js.
      const current = await retrieve(request.paymentIntentId);
      switch (current.status) {
        case 'requires_capture':
        case 'succeeded':
        case 'processing':
          return toPaymentIntent(current);
        case 'canceled':
          throw new PaymentDeclinedError(
            'This PaymentIntent was canceled.',
            'payment_intent_unexpected_state',
          );
        case 'requires_action':
          throw authenticationRequired();
      }
      if (!request.paymentMethod && current.status === 'requires_payment_method') {
        const last = current.last_payment_error;
        throw new PaymentDeclinedError(
          last?.message ?? 'You must provide a payment method to confirm this PaymentIntent.',
          last ? (last.decline_code ?? last.code ?? 'card_declined') : 'payment_intent_unexpected_state',
        );
      }
      if (request.paymentMethod) {
        await recordBillingDetails(request.paymentMethod, request.billingDetails, request.idempotencyKey);
      }
      const confirmed = await callStripe(() =>
        stripe.paymentIntents.confirm(
          request.paymentIntentId,
          {
            ...(request.paymentMethod ? { payment_method: request.paymentMethod } : {}),
            expand: EXPAND_CHARGE,
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (confirmed.status === 'requires_action') throw authenticationRequired();
      return toPaymentIntent(confirmed);
    },

    async capturePaymentIntent(request: PaymentIntentStep): Promise<PaymentIntent> {
      const current = await retrieve(request.paymentIntentId);
      if (current.status === 'succeeded') return toPaymentIntent(current);
      const captured = await callStripe(() =>
        stripe.paymentIntents.capture(
          request.paymentIntentId,
          { expand: EXPAND_CHARGE },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return toPaymentIntent(captured);
    },

    async refundPayment(request: PaymentIntentStep): Promise<PaymentIntent> {
      const current = await retrieve(request.paymentIntentId);
      if (current.status === 'canceled') return toPaymentIntent(current);
      if (current.status !== 'succeeded') {
        // Never captured: cancelling releases the authorisation; nothing was charged.
        const cancelled = await callStripe(() =>
          stripe.paymentIntents.cancel(
            request.paymentIntentId,
            { expand: EXPAND_CHARGE },
            { idempotencyKey: `${request.idempotencyKey}:cancel` },
          ),
        );
        return toPaymentIntent(cancelled);
      }
      const known = toPaymentIntent(current);
      if (known.amountRefunded >= known.amountCaptured) return known;
      // A full refund takes back the provider's share from their account and the commission too.
      const destinationCharge = current.transfer_data !== null;
      await callStripe(() =>
        stripe.refunds.create(
          {
            payment_intent: request.paymentIntentId,
            metadata: { [TRANSACTION_METADATA_KEY]: known.transactionId },
            ...(destinationCharge ? { reverse_transfer: true, refund_application_fee: true } : {}),
          },
          { idempotencyKey: `${request.idempotencyKey}:refund` },
        ),
      );
      return toPaymentIntent(await retrieve(request.paymentIntentId));
    },

    async createPayout(request: PayoutRequest): Promise<Payout> {
      const state = await options.accounts.connectedAccountOf(request.recipientId);
      if (!state) throw new PaymentRecipientMissingError(request.recipientId);
      if (!state.payoutsEnabled) {
        throw new PayoutNotYetPossibleError(
          'Stripe has paused payouts of this account until its owner gives more details',
          'payouts-disabled',
        );
      }
      const account = state.id;
      const payout = (id: string): Payout => ({
        id,
        transactionId: request.transactionId,
        amount: request.amount,
        currency: request.currency,
        recipientId: request.recipientId,
      });
      // A payout made for this step before (even past Stripe's 24 hours of keys) is not repeated.
      const recent = await callStripe(() => stripe.payouts.list({ limit: 100 }, { stripeAccount: account }));
      const earlier = recent.data.find((p) => p.metadata?.idempotencyKey === request.idempotencyKey);
      if (earlier) return payout(earlier.id);
      const paid = toPaymentIntent(await retrieve(request.paymentIntentId));
      if (
        paid.status === 'canceled' ||
        (paid.amountCaptured > 0 && paid.amountRefunded >= paid.amountCaptured)
      ) {
        throw new NothingToPayOutError(
          `The payment ${paid.id} was ${paid.status === 'canceled' ? 'cancelled' : 'refunded in full'} at Stripe: nothing is paid out`,
        );
      }
      const made = await callPayout(() =>
        stripe.payouts.create(
          {
            amount: request.amount,
            currency: request.currency.toLowerCase(),
            metadata: {
              [TRANSACTION_METADATA_KEY]: request.transactionId,
              paymentIntentId: request.paymentIntentId,
              idempotencyKey: request.idempotencyKey,
            },
          },
          {
            stripeAccount: account,
            idempotencyKey: request.retry
              ? `${request.idempotencyKey}:retry-${request.retry}`
              : request.idempotencyKey,
          },
        ),
      );
      return payout(made.id);
    },

    async retrievePaymentIntent(id: string): Promise<PaymentIntent | undefined> {
      try {
        return toPaymentIntent(await stripe.paymentIntents.retrieve(id, { expand: EXPAND_CHARGE }));
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return undefined;
        return callStripe(() => Promise.reject(error));
      }
    },

    verifyWebhook(payload: Buffer, signature: string | undefined, receivedAt: Date): PaymentWebhookEvent {
      if (!options.webhookSecret) throw new PaymentWebhookRejectedError('No webhook secret is configured');
      return verifyStripeWebhook(payload, signature, options.webhookSecret, receivedAt, toPaymentIntent);
    },

    async listPaymentIntentsOfTransaction(transactionId: string): Promise<PaymentIntent[]> {
      // Stripe's search index trails writes by up to a minute; reconciliation runs after a
      // two-minute lease, so an intent of a crashed transition is found.
      const query = `metadata['${TRANSACTION_METADATA_KEY}']:'${transactionId.replaceAll("'", "\\\\'")}'`;
      const found: PaymentIntent[] = [];
      let page: string | undefined;
      do {
        const result = await callStripe(() =>
          stripe.paymentIntents.search({
            query,
            limit: 100,
            expand: ['data.latest_charge'],
            ...(page ? { page } : {}),
          }),
        );
        found.push(...result.data.map(toPaymentIntent));
        page = result.has_more && result.next_page ? result.next_page : undefined;
      } while (page);
      return found;
    },
  };
}
