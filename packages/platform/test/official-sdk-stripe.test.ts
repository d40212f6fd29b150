import { type StripeDouble, startStripeDouble } from '@mercato/test-support/stripe-double/stripe-double';
import sharetribeSdk from 'sharetribe-flex-sdk';
import { afterAll, expect, it } from 'vitest';
import { describeEachDialectOverHttp } from './harness.ts';
import { officialSdk, signedUpSdk, trustedSdkOf as trustedSdk } from './support/official-sdk.ts';
import { onboardedProviderOf } from './support/stripe-accounts.ts';
import { insertItemListing, operatorTransition, runDueJobs } from './support/transactions.ts';

const CLIENT_SECRET = 'official-sdk-client-secret-0123456789';
const ADMIN_API_TOKEN = 'official-sdk-stripe-admin-token-0123456789';
const DAY = 86_400_000;
// One double for the file: the platforms' environment names its address.
const double: StripeDouble = await startStripeDouble();
afterAll(() => double.close());

// The official sharetribe-flex-sdk with PAYMENTS=stripe: what the Web Template's checkout does —
// initiate with a card (a new one, or a 3-D Secure one the customer passes), read
// stripePaymentIntents from the transaction's protected data, confirm-payment, then the provider
// accepts or declines, the worker completes and pays out, the operator cancels and refunds; and a
// purchase, captured at once and paid out when received — with the money at the Stripe double
// following each step and equal to the transaction's line items.
describeEachDialectOverHttp(
  'official sharetribe-flex-sdk: transactions paid through Stripe',
  (platform, baseUrl) => {
    const newSdk = (tokenStore = sharetribeSdk.tokenStore.memoryStore()) =>
      officialSdk(baseUrl(), { clientSecret: CLIENT_SECRET, tokenStore });
    const loggedIn = () => signedUpSdk(baseUrl(), { clientSecret: CLIENT_SECRET });

    const trustedSdkOf = async (user: { sdk: ReturnType<typeof newSdk> }) =>
      (await trustedSdk(baseUrl(), user.sdk, { clientSecret: CLIENT_SECRET })).trusted;

    const onboardedProvider = () => onboardedProviderOf(platform(), double, loggedIn);

    function bookingRequest(listingId: unknown, daysAhead: number, paymentMethod: string) {
      const start = new Date(platform().clock.read().getTime() + daysAhead * 86_400_000);
      start.setUTCHours(9, 0, 0, 0);
      return {
        processAlias: 'default-booking/release-1',
        transition: 'transition/request-payment',
        params: {
          listingId,
          bookingStart: start,
          bookingEnd: new Date(start.getTime() + 3_600_000),
          seats: 1,
          paymentMethod,
        },
      };
    }

    it('books with a new card and with a 3-D Secure card; accept captures, decline releases', async () => {
      const provider = await onboardedProvider();
      const customer = await loggedIn();
      const trusted = await trustedSdkOf(customer);

      const paid = await trusted.transactions.initiate(bookingRequest(provider.listingId, 2, 'pm_card_visa'));
      const paidIntents = paid.data.data.attributes.protectedData.stripePaymentIntents.default;
      expect(paidIntents.stripePaymentIntentId).toMatch(/^pi_/);
      expect(paidIntents.stripePaymentIntentClientSecret).toMatch(/_secret_/);
      expect(double.object(paidIntents.stripePaymentIntentId)).toMatchObject({
        status: 'requires_capture',
        transfer_data: { destination: provider.account },
      });
      await customer.sdk.transactions.transition({
        id: paid.data.data.id,
        transition: 'transition/confirm-payment',
        params: {},
      });
      const accepted = await provider.sdk.transactions.transition({
        id: paid.data.data.id,
        transition: 'transition/accept',
        params: {},
      });
      expect(accepted.data.data.attributes.state).toBe('state/accepted');
      expect(double.object(paidIntents.stripePaymentIntentId)?.status).toBe('succeeded');

      // The card asks for 3-D Secure: the browser (Stripe.js) has the customer pass it, then
      // confirm-payment finds the intent authorised.
      const secure = await trusted.transactions.initiate(
        bookingRequest(provider.listingId, 3, 'pm_card_authenticationRequired'),
      );
      const secureIntent = secure.data.data.attributes.protectedData.stripePaymentIntents.default;
      expect(double.object(secureIntent.stripePaymentIntentId)?.status).toBe('requires_action');
      const early = await customer.sdk.transactions
        .transition({ id: secure.data.data.id, transition: 'transition/confirm-payment', params: {} })
        .catch((e: { status: number; data: { errors: { code: string }[] } }) => e);
      expect(early).toMatchObject({ status: 402 });
      double.authenticate(secureIntent.stripePaymentIntentId, true);
      const confirmed = await customer.sdk.transactions.transition({
        id: secure.data.data.id,
        transition: 'transition/confirm-payment',
        params: {},
      });
      expect(confirmed.data.data.attributes.state).toBe('state/preauthorized');
      await provider.sdk.transactions.transition({
        id: secure.data.data.id,
        transition: 'transition/decline',
        params: {},
      });
      expect(double.object(secureIntent.stripePaymentIntentId)?.status).toBe('canceled');
    });

    /** The money at Stripe for an intent: its charge, the platform's fee, the provider's transfer. */
    function moneyOf(intentId: string) {
      const intent = double.object(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      const charge = double.object(String(intent.latest_charge));
      const transfer = charge?.transfer ? double.object(String(charge.transfer)) : undefined;
      return { intent, charge, transfer };
    }

    /** The payouts made for a transaction. */
    const payoutsOf = (transactionId: string) =>
      double
        .objectsOf('payout')
        .filter((p) => (p.metadata as Record<string, string>).transactionId === transactionId);

    it('completes an accepted booking: pay-in, commission and payout equal the line items', async () => {
      const provider = await onboardedProvider();
      const customer = await loggedIn();
      const trusted = await trustedSdkOf(customer);
      const created = await trusted.transactions.initiate(
        bookingRequest(provider.listingId, 2, 'pm_card_visa'),
      );
      const tx = created.data.data;
      const { payinTotal, payoutTotal } = tx.attributes;
      const intentId = tx.attributes.protectedData.stripePaymentIntents.default.stripePaymentIntentId;
      expect(moneyOf(intentId).intent).toMatchObject({
        amount: payinTotal.amount,
        currency: payinTotal.currency.toLowerCase(),
        application_fee_amount: payinTotal.amount - payoutTotal.amount,
      });
      await customer.sdk.transactions.transition({
        id: tx.id,
        transition: 'transition/confirm-payment',
        params: {},
      });
      await provider.sdk.transactions.transition({ id: tx.id, transition: 'transition/accept', params: {} });
      expect(moneyOf(intentId).transfer).toMatchObject({
        amount: payoutTotal.amount,
        destination: provider.account,
      });

      // Two days after the booking's end the worker completes it and pays the provider's share out.
      platform().clock.advance(5 * DAY);
      await runDueJobs(platform());
      const shown = await customer.sdk.transactions.show({ id: tx.id });
      expect(shown.data.data.attributes.state).toBe('state/delivered');
      const payouts = payoutsOf(tx.id.uuid);
      expect(payouts).toHaveLength(1);
      expect(payouts[0]).toMatchObject({ amount: payoutTotal.amount, currency: 'usd' });
      expect(double.balance(provider.account, 'usd')).toBe(0);
    });

    it('refunds a captured booking in full when the operator cancels it', async () => {
      const provider = await onboardedProvider();
      const customer = await loggedIn();
      const trusted = await trustedSdkOf(customer);
      const created = await trusted.transactions.initiate(
        bookingRequest(provider.listingId, 9, 'pm_card_visa'),
      );
      const tx = created.data.data;
      const intentId = tx.attributes.protectedData.stripePaymentIntents.default.stripePaymentIntentId;
      await customer.sdk.transactions.transition({
        id: tx.id,
        transition: 'transition/confirm-payment',
        params: {},
      });
      await provider.sdk.transactions.transition({ id: tx.id, transition: 'transition/accept', params: {} });
      const cancelled = await operatorTransition(platform(), {
        id: tx.id.uuid,
        transition: 'transition/cancel',
        params: {},
      });
      expect(cancelled.status).toBe(200);
      const shown = await customer.sdk.transactions.show({ id: tx.id });
      expect(shown.data.data.attributes.state).toBe('state/cancelled');
      expect(shown.data.data.attributes.payinTotal.amount).toBe(0);
      const { charge, transfer } = moneyOf(intentId);
      expect(charge).toMatchObject({ refunded: true, amount_refunded: tx.attributes.payinTotal.amount });
      expect(transfer).toMatchObject({ reversed: true });
      expect(double.balance(provider.account, 'usd')).toBe(0);
    });

    it('buys an item: captured when the payment is confirmed, paid out when the customer receives it', async () => {
      const { UUID, Money } = sharetribeSdk.types;
      const seller = await onboardedProvider();
      const listingId = await insertItemListing(platform(), seller.id.uuid, { shippingEnabled: false });
      await seller.sdk.stock.compareAndSet({ listingId: new UUID(listingId), oldTotal: null, newTotal: 3 });
      const customer = await loggedIn();
      const trusted = await trustedSdkOf(customer);
      const created = await trusted.transactions.initiate({
        processAlias: 'default-purchase/release-1',
        transition: 'transition/request-payment',
        params: {
          listingId: new UUID(listingId),
          stockReservationQuantity: 2,
          deliveryMethod: 'pickup',
          paymentMethod: 'pm_card_visa',
        },
      });
      const tx = created.data.data;
      expect(tx.attributes.payinTotal).toEqual(new Money(5000, 'USD'));
      const { payoutTotal } = tx.attributes;
      const intentId = tx.attributes.protectedData.stripePaymentIntents.default.stripePaymentIntentId;
      // Stripe holds a fresh charge's money for days, as it does live.
      double.holdFunds(true);
      try {
        const purchased = await customer.sdk.transactions.transition({
          id: tx.id,
          transition: 'transition/confirm-payment',
          params: {},
        });
        expect(purchased.data.data.attributes.state).toBe('state/purchased');
        expect(moneyOf(intentId).intent).toMatchObject({ status: 'succeeded', amount_received: 5000 });
        expect(moneyOf(intentId).transfer).toMatchObject({ amount: payoutTotal.amount });

        const received = await customer.sdk.transactions.transition({
          id: tx.id,
          transition: 'transition/mark-received-from-purchased',
          params: {},
        });
        expect(received.data.data.attributes.state).toBe('state/received');
        expect(payoutsOf(tx.id.uuid)).toHaveLength(0);

        double.releaseFunds();
        platform().clock.advance(DAY);
        await runDueJobs(platform());
        const payouts = payoutsOf(tx.id.uuid);
        expect(payouts).toHaveLength(1);
        expect(payouts[0]).toMatchObject({ amount: payoutTotal.amount });
      } finally {
        double.holdFunds(false);
      }
    });

    it("answers a declined card with 402 transaction-payment-failed and Stripe's message", async () => {
      const provider = await onboardedProvider();
      const customer = await loggedIn();
      const trusted = await trustedSdkOf(customer);
      const declined = await trusted.transactions
        .initiate(bookingRequest(provider.listingId, 4, 'pm_card_chargeDeclined'))
        .catch(
          (e: { status: number; data: { errors: { code: string; meta: { stripeMessage: string } }[] } }) => e,
        );
      expect(declined).toMatchObject({ status: 402 });
      const error = (declined as { data: { errors: { code: string; meta: { stripeMessage: string } }[] } })
        .data.errors[0];
      expect(error?.code).toBe('transaction-payment-failed');
      expect(error?.meta.stripeMessage).toBe('Your card was declined.');
    });
  },
  {
    CLIENT_SECRET,
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: double.secretKey,
    STRIPE_PUBLISHABLE_KEY: double.publishableKey,
    STRIPE_API_BASE: double.url,
    ADMIN_API_TOKEN,
  },
);
