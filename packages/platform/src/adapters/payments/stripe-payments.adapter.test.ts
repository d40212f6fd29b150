import { randomUUID } from 'node:crypto';
import { type StripeDouble, startStripeDouble } from '@mercato/test-support/stripe-double/stripe-double';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentDeclinedError,
  PaymentRecipientDisabledError,
  PaymentRecipientMissingError,
  type PaymentsPort,
  PayoutNotYetPossibleError,
} from '../../ports/payments.port.ts';
import { createStripeClient } from './stripe-client.ts';
import { PaymentProviderError } from './stripe-payment-errors.ts';
import { createStripePaymentsAdapter } from './stripe-payments.adapter.ts';

/** The Stripe adapter against the Stripe double, through the official SDK. */
let double: StripeDouble;
let adapter: PaymentsPort;
const accounts = new Map<string, string>();
/** Providers whose account Stripe has not enabled for charges or payouts yet. */
const disabled = new Map<string, 'charges' | 'payouts'>();

function adapterWith(options: { timeoutMs?: number; maxNetworkRetries?: number } = {}): PaymentsPort {
  return createStripePaymentsAdapter({
    secretKey: double.secretKey,
    apiBase: double.url,
    accounts: {
      connectedAccountOf: async (userId) => {
        const id = accounts.get(userId);
        const off = disabled.get(userId);
        return id ? { id, chargesEnabled: off !== 'charges', payoutsEnabled: off !== 'payouts' } : null;
      },
      savedPaymentOf: async () => null,
    },
    ...options,
  });
}

/** A provider whose connected account finished onboarding. */
async function provider(): Promise<{ userId: string; account: string }> {
  const stripe = createStripeClient({ secretKey: double.secretKey, apiBase: double.url });
  const account = await stripe.accounts.create({
    type: 'custom',
    country: 'US',
    capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
  });
  double.completeOnboarding(account.id);
  const userId = randomUUID();
  accounts.set(userId, account.id);
  return { userId, account: account.id };
}

async function refusal(call: Promise<unknown>): Promise<Error> {
  try {
    await call;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}

const keyOf = (transactionId: string, step: string) => `${transactionId}:transition/x:${step}`;

beforeAll(async () => {
  double = await startStripeDouble();
  adapter = adapterWith({ maxNetworkRetries: 0 });
});
afterAll(async () => {
  await double.close();
});

describe('Stripe adapter', () => {
  it('charges a destination charge with manual capture, the commission as application fee', async () => {
    const { userId, account } = await provider();
    const tx = randomUUID();
    const intent = await adapter.createPaymentIntent({
      idempotencyKey: keyOf(tx, 'create-payment-intent'),
      transactionId: tx,
      amount: 4_000,
      currency: 'USD',
      paymentMethod: 'pm_card_visa',
      payout: { recipientId: userId, amount: 3_600 },
    });
    expect(intent).toMatchObject({
      transactionId: tx,
      status: 'requires_capture',
      amount: 4_000,
      currency: 'USD',
    });
    expect(intent.clientSecret).toMatch(/^pi_.+_secret_/);
    const atStripe = double.object(intent.id);
    expect(atStripe).toMatchObject({
      capture_method: 'manual',
      transfer_data: { destination: account },
      application_fee_amount: 400,
      metadata: { transactionId: tx },
    });
    expect(
      double.calls.find((c) => c.endpoint === 'payment_intents.create' && c.body.metadata),
    ).toMatchObject({
      idempotencyKey: keyOf(tx, 'create-payment-intent'),
    });

    const captured = await adapter.capturePaymentIntent({
      idempotencyKey: keyOf(tx, 'capture-payment-intent'),
      paymentIntentId: intent.id,
    });
    expect(captured).toMatchObject({ status: 'succeeded', amountCaptured: 4_000, amountRefunded: 0 });
    expect(double.balance(account, 'usd')).toBe(3_600);
    // Again (a retry, or reconciliation): Stripe shows it done, nothing is sent.
    const before = double.calls.filter((c) => c.endpoint === 'payment_intents.capture').length;
    await adapter.capturePaymentIntent({ idempotencyKey: 'another-key', paymentIntentId: intent.id });
    expect(double.calls.filter((c) => c.endpoint === 'payment_intents.capture')).toHaveLength(before);

    const payout = await adapter.createPayout({
      idempotencyKey: keyOf(tx, 'create-payout'),
      transactionId: tx,
      paymentIntentId: intent.id,
      amount: 3_600,
      currency: 'USD',
      recipientId: userId,
    });
    expect(payout).toMatchObject({ transactionId: tx, amount: 3_600, recipientId: userId });
    expect(double.object(payout.id)).toMatchObject({ object: 'payout', amount: 3_600, currency: 'usd' });
    expect(double.balance(account, 'usd')).toBe(0);
    const again = await adapter.createPayout({
      idempotencyKey: keyOf(tx, 'create-payout'),
      transactionId: tx,
      paymentIntentId: intent.id,
      amount: 3_600,
      currency: 'USD',
      recipientId: userId,
    });
    expect(again.id).toBe(payout.id);
    expect(double.calls.filter((c) => c.endpoint === 'payouts.create' && c.account === account)).toHaveLength(
      1,
    );
  });

  it('refuses a provider without a payout account before anything reaches Stripe', async () => {
    const calls = double.calls.length;
    const error = await refusal(
      adapter.createPaymentIntent({
        idempotencyKey: 'k-missing',
        transactionId: randomUUID(),
        amount: 4_000,
        currency: 'USD',
        paymentMethod: 'pm_card_visa',
        payout: { recipientId: randomUUID(), amount: 3_000 },
      }),
    );
    expect(error).toBeInstanceOf(PaymentRecipientMissingError);
    expect(double.calls).toHaveLength(calls);
  });

  it('refuses a provider whose account cannot take charges or payouts yet, before anything reaches Stripe', async () => {
    for (const off of ['charges', 'payouts'] as const) {
      const { userId } = await provider();
      disabled.set(userId, off);
      const calls = double.calls.length;
      const error = await refusal(
        adapter.createPaymentIntent({
          idempotencyKey: `k-disabled-${off}`,
          transactionId: randomUUID(),
          amount: 4_000,
          currency: 'USD',
          paymentMethod: 'pm_card_visa',
          payout: { recipientId: userId, amount: 3_000 },
        }),
      );
      expect(error).toBeInstanceOf(PaymentRecipientDisabledError);
      expect((error as PaymentRecipientDisabledError).disabled).toBe(off);
      expect(double.calls).toHaveLength(calls);
    }
  });

  it('says a payout must wait while the funds are pending or payouts are paused, and makes it once later', async () => {
    const { userId, account } = await provider();
    const tx = randomUUID();
    double.holdFunds(true);
    try {
      const intent = await adapter.createPaymentIntent({
        idempotencyKey: keyOf(tx, 'create-payment-intent'),
        transactionId: tx,
        amount: 5_000,
        currency: 'USD',
        paymentMethod: 'pm_card_visa',
        payout: { recipientId: userId, amount: 4_500 },
      });
      await adapter.capturePaymentIntent({
        idempotencyKey: keyOf(tx, 'capture'),
        paymentIntentId: intent.id,
      });
      const request = {
        idempotencyKey: keyOf(tx, 'create-payout'),
        transactionId: tx,
        paymentIntentId: intent.id,
        amount: 4_500,
        currency: 'USD',
        recipientId: userId,
      };
      const pending = await refusal(adapter.createPayout(request));
      expect(pending).toBeInstanceOf(PayoutNotYetPossibleError);
      expect((pending as PayoutNotYetPossibleError).reason).toBe('funds-pending');

      disabled.set(userId, 'payouts');
      const calls = double.calls.length;
      const paused = await refusal(adapter.createPayout({ ...request, retry: 1 }));
      expect((paused as PayoutNotYetPossibleError).reason).toBe('payouts-disabled');
      expect(double.calls).toHaveLength(calls);
      disabled.delete(userId);

      double.releaseFunds();
      const made = await adapter.createPayout({ ...request, retry: 2 });
      const again = await adapter.createPayout({ ...request, retry: 3 });
      expect(again.id).toBe(made.id);
      expect(
        double.objectsOf('payout').filter((p) => (p.metadata as Record<string, string>).transactionId === tx),
      ).toHaveLength(1);
      expect(double.balance(account, 'usd')).toBe(0);
    } finally {
      double.holdFunds(false);
    }
  });

  it("turns declines into PaymentDeclinedError with Stripe's message, and amounts below the minimum too", async () => {
    const declined = await refusal(
      adapter.createPaymentIntent({
        idempotencyKey: 'k-declined',
        transactionId: randomUUID(),
        amount: 4_000,
        currency: 'USD',
        paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds',
      }),
    );
    expect(declined).toBeInstanceOf(PaymentDeclinedError);
    expect(declined).toMatchObject({
      message: 'Your card has insufficient funds.',
      declineCode: 'insufficient_funds',
    });
    const small = await refusal(
      adapter.createPaymentIntent({
        idempotencyKey: 'k-small',
        transactionId: randomUUID(),
        amount: 10,
        currency: 'EUR',
      }),
    );
    expect(small).toBeInstanceOf(PaymentDeclinedError);
    expect(small.message).toMatch(/^Amount must be at least/);
  });

  it('reads the intent before confirming: 3-D Secure asks, and once passed it is accepted as it is', async () => {
    const tx = randomUUID();
    const intent = await adapter.createPaymentIntent({
      idempotencyKey: keyOf(tx, 'create-payment-intent'),
      transactionId: tx,
      amount: 2_500,
      currency: 'EUR',
      paymentMethod: 'pm_card_authenticationRequired',
    });
    expect(intent.status).toBe('requires_action');
    const step = { idempotencyKey: keyOf(tx, 'confirm-payment-intent'), paymentIntentId: intent.id };
    const early = await refusal(adapter.confirmPaymentIntent(step));
    expect(early).toMatchObject({ declineCode: 'authentication_required' });
    double.authenticate(intent.id, true);
    const confirms = double.calls.filter((c) => c.endpoint === 'payment_intents.confirm').length;
    expect(await adapter.confirmPaymentIntent(step)).toMatchObject({ status: 'requires_capture' });
    expect(double.calls.filter((c) => c.endpoint === 'payment_intents.confirm')).toHaveLength(confirms);

    const failed = await adapter.createPaymentIntent({
      idempotencyKey: 'k-3ds-failed',
      transactionId: randomUUID(),
      amount: 2_500,
      currency: 'EUR',
      paymentMethod: 'pm_card_authenticationRequired',
    });
    double.authenticate(failed.id, false);
    const refused = await refusal(
      adapter.confirmPaymentIntent({ idempotencyKey: 'k-3', paymentIntentId: failed.id }),
    );
    expect(refused).toMatchObject({ declineCode: 'payment_intent_authentication_failure' });
  });

  it('confirms an intent made without a card with the card given, and says a canceled one failed', async () => {
    const tx = randomUUID();
    const intent = await adapter.createPaymentIntent({
      idempotencyKey: keyOf(tx, 'create-payment-intent'),
      transactionId: tx,
      amount: 3_000,
      currency: 'USD',
    });
    expect(intent.status).toBe('requires_payment_method');
    const confirmed = await adapter.confirmPaymentIntent({
      idempotencyKey: keyOf(tx, 'confirm-payment-intent'),
      paymentIntentId: intent.id,
      paymentMethod: 'pm_card_mastercard',
    });
    expect(confirmed.status).toBe('requires_capture');
    await adapter.refundPayment({ idempotencyKey: keyOf(tx, 'refund-payment'), paymentIntentId: intent.id });
    const canceled = await refusal(
      adapter.confirmPaymentIntent({
        idempotencyKey: 'k-c',
        paymentIntentId: intent.id,
        paymentMethod: 'pm_card_visa',
      }),
    );
    expect(canceled).toMatchObject({ declineCode: 'payment_intent_unexpected_state' });
  });

  it('cancels an authorisation, refunds a capture in full (transfer and fee reversed), and only once', async () => {
    const { userId, account } = await provider();
    const held = await adapter.createPaymentIntent({
      idempotencyKey: 'k-held',
      transactionId: randomUUID(),
      amount: 5_000,
      currency: 'USD',
      paymentMethod: 'pm_card_visa',
      payout: { recipientId: userId, amount: 4_500 },
    });
    const cancelled = await adapter.refundPayment({
      idempotencyKey: 'k-held:refund',
      paymentIntentId: held.id,
    });
    expect(cancelled).toMatchObject({ status: 'canceled', amountCaptured: 0, amountRefunded: 0 });

    const tx = randomUUID();
    const paid = await adapter.createPaymentIntent({
      idempotencyKey: keyOf(tx, 'create-payment-intent'),
      transactionId: tx,
      amount: 5_000,
      currency: 'USD',
      paymentMethod: 'pm_card_visa',
      payout: { recipientId: userId, amount: 4_500 },
    });
    await adapter.capturePaymentIntent({ idempotencyKey: keyOf(tx, 'capture'), paymentIntentId: paid.id });
    const refunded = await adapter.refundPayment({
      idempotencyKey: keyOf(tx, 'refund'),
      paymentIntentId: paid.id,
    });
    expect(refunded).toMatchObject({ status: 'succeeded', amountCaptured: 5_000, amountRefunded: 5_000 });
    expect(double.balance(account, 'usd')).toBe(0);
    await adapter.refundPayment({ idempotencyKey: 'a-later-key', paymentIntentId: paid.id });
    expect(
      double.calls.filter((c) => c.endpoint === 'refunds.create' && c.body.payment_intent === paid.id),
    ).toHaveLength(1);
  });

  it('finds every intent of a transaction, and nothing for an unknown id', async () => {
    const tx = randomUUID();
    const ids: string[] = [];
    for (const step of ['a', 'b']) {
      ids.push(
        (
          await adapter.createPaymentIntent({
            idempotencyKey: keyOf(tx, step),
            transactionId: tx,
            amount: 1_000,
            currency: 'USD',
          })
        ).id,
      );
    }
    const found = await adapter.listPaymentIntentsOfTransaction(tx);
    expect(found.map((i) => i.id).sort()).toEqual(ids.sort());
    expect(found.every((i) => i.transactionId === tx)).toBe(true);
    expect(await adapter.listPaymentIntentsOfTransaction(randomUUID())).toEqual([]);
    expect(await adapter.retrievePaymentIntent('pi_unknown')).toBeUndefined();
    expect((await adapter.retrievePaymentIntent(ids[0] as string))?.transactionId).toBe(tx);
  });
});

describe('Stripe adapter when Stripe fails', () => {
  it('reports an outage as a provider error, not a decline, and the retry with the same key works', async () => {
    const tx = randomUUID();
    const request = {
      idempotencyKey: keyOf(tx, 'create-payment-intent'),
      transactionId: tx,
      amount: 2_000,
      currency: 'USD',
      paymentMethod: 'pm_card_visa',
    };
    double.failNext('payment_intents.create', 'error');
    const outage = await refusal(adapter.createPaymentIntent(request));
    expect(outage).toBeInstanceOf(PaymentProviderError);
    expect(outage).not.toBeInstanceOf(PaymentDeclinedError);
    const retried = await adapter.createPaymentIntent(request);
    expect(retried.status).toBe('requires_capture');
    expect(await adapter.listPaymentIntentsOfTransaction(tx)).toHaveLength(1);
  });

  it('captures once when the answer of the capture is lost and the SDK retries', async () => {
    const { userId, account } = await provider();
    const tx = randomUUID();
    const intent = await adapter.createPaymentIntent({
      idempotencyKey: keyOf(tx, 'create-payment-intent'),
      transactionId: tx,
      amount: 6_000,
      currency: 'USD',
      paymentMethod: 'pm_card_visa',
      payout: { recipientId: userId, amount: 5_000 },
    });
    double.failNext('payment_intents.capture', 'reset', { after: true });
    const captured = await adapter.capturePaymentIntent({
      idempotencyKey: keyOf(tx, 'capture-payment-intent'),
      paymentIntentId: intent.id,
    });
    expect(captured.status).toBe('succeeded');
    expect(double.balance(account, 'usd')).toBe(5_000);
  });

  it('gives up on a hung request after its timeout, as an outage', async () => {
    const quick = adapterWith({ timeoutMs: 200, maxNetworkRetries: 0 });
    double.failNext('payment_intents.retrieve', 'hang');
    const hung = await refusal(
      quick.capturePaymentIntent({ idempotencyKey: 'k-hang', paymentIntentId: 'pi_x' }),
    );
    expect(hung).toBeInstanceOf(PaymentProviderError);
  });
});
