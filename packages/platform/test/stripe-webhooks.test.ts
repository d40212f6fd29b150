import { type StripeDouble, startStripeDouble } from '@mercato/test-support/stripe-double/stripe-double';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../src/adapters/payments/stripe-client.ts';
import { saveStripeAccountId } from '../src/features/payments/stripe-accounts.repository.ts';
import { findStripeAccountState } from '../src/features/payments/stripe-webhooks.repository.ts';
import { createTestPlatform, DIALECTS, type TestPlatform } from './harness.ts';

/**
 * Stripe's webhook endpoint on both databases: signed over the raw body with the endpoint's
 * secret, within 300 s, each event handled once; a forged, altered, stale or replayed delivery
 * changes nothing.
 */
for (const dialect of DIALECTS) {
  describe(`[${dialect}] Stripe webhooks`, () => {
    let double: StripeDouble;
    let p: TestPlatform | undefined;
    const now = () => (p ? p.clock.read() : new Date());
    const seconds = () => Math.floor(now().getTime() / 1000);

    beforeAll(async () => {
      // The double signs with the platform's clock, as Stripe and a server share real time.
      double = await startStripeDouble({ clock: now });
      p = await createTestPlatform(dialect, {
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: double.secretKey,
        STRIPE_PUBLISHABLE_KEY: double.publishableKey,
        STRIPE_WEBHOOK_SECRET: double.webhookSecret,
        STRIPE_API_BASE: double.url,
      });
    });
    afterAll(async () => {
      await p?.close();
      await double?.close();
    });

    const platform = () => p as TestPlatform;

    function deliver(payload: string, signature?: string) {
      return platform().app.inject({
        method: 'POST',
        url: '/webhooks/stripe',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          ...(signature === undefined ? {} : { 'stripe-signature': signature }),
        },
        payload,
      });
    }

    const eventCount = async () =>
      Number(
        (
          await platform()
            .ctx.db.selectFrom('stripe_webhook_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    /** A provider with a connected account at the double, recorded on the platform. */
    async function providerAccount(): Promise<{ userId: string; accountId: string }> {
      const stripe = createStripeClient({ secretKey: double.secretKey, apiBase: double.url });
      const account = await stripe.accounts.create({
        type: 'custom',
        country: 'US',
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      });
      const userId = crypto.randomUUID();
      await saveStripeAccountId(platform().ctx.db, userId, account.id, now());
      return { userId, accountId: account.id };
    }

    const lastEventOf = (type: string, accountId: string) => {
      const event = double.events.filter((e) => e.type === type && e.account === accountId).at(-1);
      if (!event) throw new Error(`no ${type} event for ${accountId}`);
      return event;
    };

    it('takes the payout state from account.updated, and a repeated delivery changes nothing', async () => {
      const { userId, accountId } = await providerAccount();
      double.completeOnboarding(accountId);
      const onboarded = double.sign(lastEventOf('account.updated', accountId));
      const first = await deliver(onboarded.payload, onboarded.signature);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ received: true, duplicate: false });
      expect(await findStripeAccountState(platform().ctx.db, userId)).toMatchObject({
        stripeAccountId: accountId,
        chargesEnabled: true,
        payoutsEnabled: true,
        detailsSubmitted: true,
      });

      platform().clock.advance(60_000);
      double.requireMore(accountId, ['individual.verification.document']);
      const restricted = double.sign(lastEventOf('account.updated', accountId));
      expect((await deliver(restricted.payload, restricted.signature)).statusCode).toBe(200);
      expect(await findStripeAccountState(platform().ctx.db, userId)).toMatchObject({
        chargesEnabled: false,
        payoutsEnabled: false,
      });

      // The first delivery again (Stripe retrying, or someone replaying it within the window).
      const count = await eventCount();
      const replayed = await deliver(onboarded.payload, onboarded.signature);
      expect(replayed.statusCode).toBe(200);
      expect(replayed.json()).toEqual({ received: true, duplicate: true });
      expect(await eventCount()).toBe(count);
      expect(await findStripeAccountState(platform().ctx.db, userId)).toMatchObject({
        chargesEnabled: false,
      });
    });

    it('keeps the newest state when Stripe delivers an older event late', async () => {
      const { userId, accountId } = await providerAccount();
      double.completeOnboarding(accountId);
      const older = lastEventOf('account.updated', accountId);
      platform().clock.advance(60_000);
      double.requireMore(accountId, ['external_account']);
      const newer = double.sign(lastEventOf('account.updated', accountId));
      expect((await deliver(newer.payload, newer.signature)).statusCode).toBe(200);
      const late = double.sign(older);
      expect((await deliver(late.payload, late.signature)).json()).toMatchObject({ duplicate: false });
      expect(await findStripeAccountState(platform().ctx.db, userId)).toMatchObject({
        payoutsEnabled: false,
      });
    });

    it('refuses a delivery without a signature, signed with another secret, or altered after signing', async () => {
      const { accountId } = await providerAccount();
      double.completeOnboarding(accountId);
      const event = lastEventOf('account.updated', accountId);
      const count = await eventCount();
      const signed = double.sign(event);
      expect((await deliver(signed.payload)).statusCode).toBe(400);
      const forged = double.sign(event, { secret: 'whsec_someoneelse' });
      expect((await deliver(forged.payload, forged.signature)).statusCode).toBe(400);
      const altered = signed.payload.replace('"charges_enabled": true', '"charges_enabled": false');
      expect(altered).not.toBe(signed.payload);
      expect((await deliver(altered, signed.signature)).statusCode).toBe(400);
      // Parsed and written again, the same JSON is other bytes: the signature is over the raw body.
      expect((await deliver(JSON.stringify(JSON.parse(signed.payload)), signed.signature)).statusCode).toBe(
        400,
      );
      expect((await deliver('not json', 'garbage')).statusCode).toBe(400);
      expect(await eventCount()).toBe(count);
    });

    it('refuses a delivery signed more than 300 s before or after now, and takes one within', async () => {
      const { accountId } = await providerAccount();
      double.completeOnboarding(accountId);
      const event = lastEventOf('account.updated', accountId);
      const stale = double.sign(event, { timestamp: seconds() - 301 });
      expect((await deliver(stale.payload, stale.signature)).statusCode).toBe(400);
      const ahead = double.sign(event, { timestamp: seconds() + 301 });
      expect((await deliver(ahead.payload, ahead.signature)).statusCode).toBe(400);
      const recent = double.sign(event, { timestamp: seconds() - 299 });
      expect((await deliver(recent.payload, recent.signature)).statusCode).toBe(200);
    });

    it('receives the events the double posts over HTTP, payment intents and refunds among them', async () => {
      const address = await platform().app.listen({ port: 0, host: '127.0.0.1' });
      double.setWebhookUrl(`${address}/webhooks/stripe`);
      try {
        const stripe = createStripeClient({ secretKey: double.secretKey, apiBase: double.url });
        const intent = await stripe.paymentIntents.create({
          amount: 2_000,
          currency: 'usd',
          payment_method: 'pm_card_visa',
          confirm: true,
        });
        await stripe.refunds.create({ payment_intent: intent.id });
        await double.flushWebhooks();
        const delivered = double.deliveries.filter((d) => d.status !== 'failed');
        expect(delivered.length).toBeGreaterThan(0);
        expect(double.deliveries.every((d) => d.status === 200)).toBe(true);
        const types = await platform()
          .ctx.db.selectFrom('stripe_webhook_events')
          .select('type')
          .where(
            'event_id',
            'in',
            delivered.map((d) => d.eventId),
          )
          .execute();
        expect(types.map((t) => t.type)).toEqual(
          expect.arrayContaining(['payment_intent.succeeded', 'charge.refunded', 'refund.created']),
        );
      } finally {
        double.setWebhookUrl(null);
      }
    });
  });
}
