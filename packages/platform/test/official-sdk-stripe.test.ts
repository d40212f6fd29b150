import { type StripeDouble, startStripeDouble } from '@mercato/test-support/stripe-double/stripe-double';
import sharetribeSdk from 'sharetribe-flex-sdk';
import { afterAll, expect, it } from 'vitest';
import { describeEachDialectOverHttp } from './harness.ts';
import { officialSdk, signedUpSdk, trustedSdkOf as trustedSdk } from './support/official-sdk.ts';
import { onboardedProviderOf } from './support/stripe-accounts.ts';

const CLIENT_SECRET = 'official-sdk-client-secret-0123456789';
// One double for the file: the platforms' environment names its address.
const double: StripeDouble = await startStripeDouble();
afterAll(() => double.close());

// The official sharetribe-flex-sdk with PAYMENTS=stripe: what the Web Template's checkout does —
// initiate with a card (a new one, or a 3-D Secure one the customer passes), read
// stripePaymentIntents from the transaction's protected data, confirm-payment, then the provider
// accepts or declines — with the money at the Stripe double following each step.
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
  },
);
