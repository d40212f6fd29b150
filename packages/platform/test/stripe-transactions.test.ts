import { type StripeDouble, startStripeDouble } from '@mercato/test-support/stripe-double/stripe-double';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../src/adapters/payments/stripe-client.ts';
import { reconcilePayments } from '../src/features/transactions/payment-reconciliation.ts';
import { type Body, errorCodes } from './api-client.ts';
import { createTestPlatform, DIALECTS, type TestPlatform } from './harness.ts';
import { linkOnboardedAccount } from './support/stripe-accounts.ts';
import { bookingParties } from './support/transaction-scenarios.ts';
import {
  operatorTransition,
  requestBooking,
  runDueJobs,
  slot,
  transactionState,
  transition,
} from './support/transactions.ts';

/**
 * Booking transactions with PAYMENTS=stripe against the Stripe double, on both databases: the
 * money at Stripe (pay-in, commission, the provider's share and payout) must equal the
 * transaction's line items at every step.
 */
const DAY = 86_400_000;
const ADMIN_API_TOKEN = 'stripe-admin-token-0123456789abcdef0123';

/** $40 an hour, the marketplace keeping 10 % of the provider's share. */
const LINE_ITEMS = [
  {
    code: 'line-item/hour',
    unitPrice: { amount: 4000, currency: 'USD' },
    quantity: 1,
    includeFor: ['customer', 'provider'],
  },
  {
    code: 'line-item/provider-commission',
    unitPrice: { amount: 4000, currency: 'USD' },
    percentage: -10,
    includeFor: ['provider'],
  },
];

for (const dialect of DIALECTS) {
  describe(`[${dialect}] transactions with Stripe`, () => {
    let double: StripeDouble;
    let p: TestPlatform;

    beforeAll(async () => {
      double = await startStripeDouble();
      p = await createTestPlatform(dialect, {
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: double.secretKey,
        STRIPE_PUBLISHABLE_KEY: double.publishableKey,
        STRIPE_API_BASE: double.url,
        ADMIN_API_TOKEN,
      });
    });
    afterAll(async () => {
      await p?.close();
      await double?.close();
    });

    /** A provider whose payout account is onboarded at Stripe, a customer, and a slot. */
    async function onboardedParties(daysAhead: number) {
      const parties = await bookingParties(p, { daysAhead });
      const stripe = createStripeClient({ secretKey: double.secretKey, apiBase: double.url });
      const account = await stripe.accounts.create({
        type: 'custom',
        country: 'US',
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      });
      double.completeOnboarding(account.id);
      await linkOnboardedAccount(p.ctx.db, parties.provider.id, account.id, p.clock.read());
      return { ...parties, account: account.id };
    }

    async function book(
      parties: Awaited<ReturnType<typeof onboardedParties>>,
      extra: Record<string, unknown> = {},
    ) {
      const created = await requestBooking(p, parties.trusted, parties.listingId, parties.times, {
        lineItems: LINE_ITEMS,
        ...extra,
      });
      const tx = created.body.data as Body;
      const intentId = tx?.attributes?.protectedData?.stripePaymentIntents?.default
        ?.stripePaymentIntentId as string;
      return { created, tx, intentId };
    }

    it('books, accepts and completes: the charge, the commission and the payout equal the line items', async () => {
      const parties = await onboardedParties(2);
      const { created, tx, intentId } = await book(parties);
      expect(created.status).toBe(200);
      const { payinTotal, payoutTotal } = tx.attributes;
      expect(payinTotal).toEqual({ amount: 4000, currency: 'USD' });
      expect(payoutTotal).toEqual({ amount: 3600, currency: 'USD' });
      expect(double.object(intentId)).toMatchObject({
        amount: payinTotal.amount,
        currency: 'usd',
        capture_method: 'manual',
        status: 'requires_capture',
        application_fee_amount: payinTotal.amount - payoutTotal.amount,
        transfer_data: { destination: parties.account },
        metadata: { transactionId: tx.id },
      });

      const confirmed = await transition(p, parties.customer.token, tx.id, 'transition/confirm-payment');
      expect(confirmed.body.data.attributes.state).toBe('state/preauthorized');
      const accepted = await transition(p, parties.provider.token, tx.id, 'transition/accept');
      expect(accepted.body.data.attributes.state).toBe('state/accepted');
      expect(double.object(intentId)).toMatchObject({
        status: 'succeeded',
        amount_received: payinTotal.amount,
      });
      expect(double.balance(parties.account, 'usd')).toBe(payoutTotal.amount);
      expect(double.balance('platform', 'usd')).toBeGreaterThanOrEqual(
        payinTotal.amount - payoutTotal.amount,
      );

      // Two days after the booking's end, `complete` pays the provider's share out to their bank.
      p.clock.advance(5 * DAY);
      await runDueJobs(p);
      const payouts = double.calls.filter(
        (c) => c.endpoint === 'payouts.create' && c.account === parties.account,
      );
      expect(payouts).toHaveLength(1);
      expect(payouts[0]?.body).toMatchObject({ amount: String(payoutTotal.amount), currency: 'usd' });
      expect(double.balance(parties.account, 'usd')).toBe(0);
      const keys = double.calls
        .filter((c) => c.idempotencyKey?.startsWith(tx.id))
        .map((c) => c.idempotencyKey);
      expect(keys).toEqual(
        expect.arrayContaining([
          `${tx.id}:transition/request-payment:create-payment-intent`,
          `${tx.id}:transition/accept:capture-payment-intent`,
          `${tx.id}:transition/complete:create-payout`,
        ]),
      );
    });

    it('completes while Stripe still holds the funds: the payout waits, then is made once', async () => {
      double.holdFunds(true);
      try {
        const parties = await onboardedParties(2);
        const { tx } = await book(parties);
        await transition(p, parties.customer.token, tx.id, 'transition/confirm-payment');
        await transition(p, parties.provider.token, tx.id, 'transition/accept');
        expect(double.pending(parties.account, 'usd')).toBe(3600);
        const payoutCalls = () =>
          double.calls.filter((c) => c.endpoint === 'payouts.create' && c.account === parties.account);
        const waitingJob = () =>
          p.ctx.db
            .selectFrom('jobs')
            .select(['state', 'attempts'])
            .where('key', '=', `payout:${tx.id}:transition/complete:create-payout`)
            .executeTakeFirst();

        // `complete` runs two days after the booking ends; Stripe refuses the payout for now.
        p.clock.advance(5 * DAY);
        await runDueJobs(p);
        expect(await transactionState(p, tx.id)).toBe('state/delivered');
        expect(payoutCalls()).toHaveLength(1);
        expect(
          double.objectsOf('payout').filter((po) => (po.metadata as Body).transactionId === tx.id),
        ).toEqual([]);
        expect(await waitingJob()).toMatchObject({ state: 'queued', attempts: 0 });

        // A quarter of an hour on, still pending: it waits again.
        p.clock.advance(16 * 60_000);
        await runDueJobs(p);
        expect(payoutCalls()).toHaveLength(2);
        expect(await waitingJob()).toMatchObject({ state: 'queued', attempts: 1 });

        // Stripe makes the funds available; the next try pays out the provider's share, once.
        double.releaseFunds();
        p.clock.advance(DAY);
        await runDueJobs(p);
        p.clock.advance(DAY);
        await runDueJobs(p);
        expect(await waitingJob()).toMatchObject({ state: 'succeeded' });
        const made = payoutCalls().filter((c) => c.status === 200);
        expect(made).toHaveLength(1);
        expect(made[0]?.body).toMatchObject({ amount: '3600', currency: 'usd' });
        // Each try sends its own key (Stripe would replay the refusal for a day); the payout's own
        // key, in its metadata, is what tells a payout made before.
        expect(made[0]?.idempotencyKey).toBe(`${tx.id}:transition/complete:create-payout:retry-2`);
        expect(made[0]?.body).toMatchObject({
          metadata: { idempotencyKey: `${tx.id}:transition/complete:create-payout` },
        });
        expect(double.balance(parties.account, 'usd')).toBe(0);
      } finally {
        double.holdFunds(false);
      }
    });

    it("pays nothing out of a payment refunded in Stripe's dashboard, before completion or while the payout waits", async () => {
      const stripe = createStripeClient({ secretKey: double.secretKey, apiBase: double.url });
      const refundAtStripe = (intentId: string) =>
        stripe.refunds.create({
          payment_intent: intentId,
          reverse_transfer: true,
          refund_application_fee: true,
        });
      const payoutCallsOf = (account: string) =>
        double.calls.filter((c) => c.endpoint === 'payouts.create' && c.account === account);

      // Refunded before `complete` runs: the transition goes on, no payout is tried.
      const early = await onboardedParties(2);
      const first = await book(early);
      await transition(p, early.customer.token, first.tx.id, 'transition/confirm-payment');
      await transition(p, early.provider.token, first.tx.id, 'transition/accept');
      await refundAtStripe(first.intentId);

      // Refunded while the payout waits for Stripe to release the funds: the wait ends, unpaid.
      double.holdFunds(true);
      const late = await onboardedParties(2);
      const second = await book(late);
      try {
        await transition(p, late.customer.token, second.tx.id, 'transition/confirm-payment');
        await transition(p, late.provider.token, second.tx.id, 'transition/accept');
        p.clock.advance(5 * DAY);
        await runDueJobs(p);
        expect(await transactionState(p, first.tx.id)).toBe('state/delivered');
        expect(await transactionState(p, second.tx.id)).toBe('state/delivered');
        expect(payoutCallsOf(early.account)).toHaveLength(0);
        expect(payoutCallsOf(late.account)).toHaveLength(1);
        await refundAtStripe(second.intentId);
        double.releaseFunds();
        p.clock.advance(DAY);
        await runDueJobs(p);
      } finally {
        double.holdFunds(false);
      }
      const job = await p.ctx.db
        .selectFrom('jobs')
        .select('state')
        .where('key', '=', `payout:${second.tx.id}:transition/complete:create-payout`)
        .executeTakeFirstOrThrow();
      expect(job.state).toBe('succeeded');
      expect(payoutCallsOf(late.account)).toHaveLength(1);
      const paidOut = double
        .objectsOf('payout')
        .filter((po) => [first.tx.id, second.tx.id].includes((po.metadata as Body).transactionId));
      expect(paidOut).toEqual([]);
    });

    it('cancels the authorisation when the provider declines', async () => {
      const parties = await onboardedParties(8);
      const { tx, intentId } = await book(parties);
      await transition(p, parties.customer.token, tx.id, 'transition/confirm-payment');
      const declined = await transition(p, parties.provider.token, tx.id, 'transition/decline');
      expect(declined.body.data.attributes.state).toBe('state/declined');
      expect(double.object(intentId)).toMatchObject({ status: 'canceled', amount_received: 0 });
      expect(double.balance(parties.account, 'usd')).toBe(0);
    });

    it('refunds in full, the provider share and the commission too, when the operator cancels after capture', async () => {
      const parties = await onboardedParties(14);
      const { tx, intentId } = await book(parties);
      await transition(p, parties.customer.token, tx.id, 'transition/confirm-payment');
      await transition(p, parties.provider.token, tx.id, 'transition/accept');
      const cancelled = await operatorTransition(p, {
        id: tx.id,
        transition: 'transition/cancel',
        params: {},
      });
      expect(cancelled.status).toBe(200);
      const refunds = double.calls.filter(
        (c) => c.endpoint === 'refunds.create' && c.body.payment_intent === intentId,
      );
      expect(refunds).toHaveLength(1);
      expect(refunds[0]?.body).toMatchObject({ reverse_transfer: 'true', refund_application_fee: 'true' });
      const charge = double.object(String(double.object(intentId)?.latest_charge));
      expect(charge).toMatchObject({ refunded: true, amount_refunded: 4000 });
      expect(double.balance(parties.account, 'usd')).toBe(0);
    });

    it("answers a declined card with 402 and Stripe's message, a 3-D Secure card with requires_action", async () => {
      const parties = await onboardedParties(20);
      const declined = await book(parties, { paymentMethod: 'pm_card_chargeDeclined' });
      expect(declined.created.status).toBe(402);
      expect(errorCodes(declined.created.body)).toEqual(['transaction-payment-failed']);
      expect(declined.created.body.errors[0].meta.stripeMessage).toBe('Your card was declined.');

      const secure = await requestBooking(p, parties.trusted, parties.listingId, slot(p, 21), {
        lineItems: LINE_ITEMS,
        paymentMethod: 'pm_card_authenticationRequired',
      });
      expect(secure.status).toBe(200);
      const intentId =
        secure.body.data.attributes.protectedData.stripePaymentIntents.default.stripePaymentIntentId;
      expect(double.object(intentId)?.status).toBe('requires_action');
      double.authenticate(intentId, true);
      const confirmed = await transition(
        p,
        parties.customer.token,
        secure.body.data.id,
        'transition/confirm-payment',
      );
      expect(confirmed.body.data.attributes.state).toBe('state/preauthorized');
    });

    it('cancels an authorisation whose answer was lost, found at Stripe by its transaction', async () => {
      const parties = await onboardedParties(40);
      // Stripe authorises the card, but no answer comes back, to the SDK's retries either.
      double.failNext('payment_intents.create', 'reset', { after: true, times: 10 });
      const lost = await book(parties);
      double.clearFaults();
      expect(lost.created.status).toBe(500);
      const attempt = double.calls.filter((c) => c.endpoint === 'payment_intents.create').at(-1);
      const transactionId = (attempt?.body.metadata as { transactionId?: string } | undefined)?.transactionId;
      expect(transactionId).toBeTruthy();
      const stripe = createStripeClient({ secretKey: double.secretKey, apiBase: double.url });
      const query = `metadata['transactionId']:'${transactionId}'`;
      const [held] = (await stripe.paymentIntents.search({ query })).data;
      expect(held?.status).toBe('requires_capture');

      // After the journal's lease, reconciliation finds the hold by searching Stripe and releases it.
      p.clock.advance(3 * 60_000);
      await reconcilePayments(p.ctx);
      const after = (await stripe.paymentIntents.search({ query })).data;
      expect(after.map((i) => i.status)).toEqual(['canceled']);
      await reconcilePayments(p.ctx);
      expect(
        double.calls.filter(
          (c) => c.endpoint === 'payment_intents.cancel' && c.path.includes(held?.id ?? '-'),
        ),
      ).toHaveLength(1);
    });

    it('200 concurrent requests for a one-seat slot: one booking and exactly one uncancelled intent', async () => {
      const parties = await onboardedParties(50);
      const answers = await Promise.all(
        Array.from({ length: 200 }, () =>
          requestBooking(p, parties.trusted, parties.listingId, parties.times, { lineItems: LINE_ITEMS }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.status)).toEqual([]);
      const ofProvider = double
        .objectsOf('payment_intent')
        .filter(
          (intent) =>
            (intent.transfer_data as { destination?: string } | null)?.destination === parties.account,
        );
      expect(ofProvider.length).toBeGreaterThanOrEqual(1);
      expect(ofProvider.filter((intent) => intent.status !== 'canceled')).toHaveLength(1);
    }, 120_000);

    it('refuses a booking with a provider who has no payout account, before anything reaches Stripe', async () => {
      const parties = await bookingParties(p, { daysAhead: 30 });
      const before = double.calls.length;
      const refused = await requestBooking(p, parties.trusted, parties.listingId, parties.times, {
        lineItems: LINE_ITEMS,
      });
      expect(refused.status).toBe(400);
      expect(errorCodes(refused.body)).toEqual(['transaction-missing-stripe-account']);
      expect(double.calls.slice(before).filter((c) => c.endpoint === 'payment_intents.create')).toEqual([]);
    });
  });
}
