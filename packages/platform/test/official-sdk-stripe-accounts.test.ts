import { type StripeDouble, startStripeDouble } from '@mercato/test-support/stripe-double/stripe-double';
import sharetribeSdk from 'sharetribe-flex-sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialectOverHttp, type TestPlatform } from './harness.ts';
import { type officialSdk, signedUpSdk, trustedSdkOf } from './support/official-sdk.ts';
import { bookableListingBody } from './support/transactions.ts';

const CLIENT_SECRET = 'official-sdk-client-secret-0123456789';
// The double signs its webhooks with the clock of the platform under test, as Stripe and a server
// share real time (the signature is refused beyond 300 s).
let clockOfPlatform: () => Date = () => new Date();
const double: StripeDouble = await startStripeDouble({ clock: () => clockOfPlatform() });
afterAll(() => double.close());

type SdkError = { status: number; data: { errors: { code: string; meta?: Record<string, unknown> }[] } };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: SdkError) => ({ status: error.status, code: error.data.errors[0]?.code }),
  );

const PAYOUT_DETAILS = {
  country: 'US',
  accountToken: 'ct_test_provider',
  businessProfileMCC: '5734',
  businessProfileURL: 'https://provider.example',
  requestedCapabilities: ['card_payments', 'transfers'],
};
const RETURN_URLS = {
  failureURL: 'https://marketplace.example/account/payments/failure',
  successURL: 'https://marketplace.example/account/payments/success',
};

// Payout details through the official sharetribe-flex-sdk with PAYMENTS=stripe, as the Web
// Template's payout page does them: the provider creates their Stripe account, follows the
// onboarding link to Stripe's hosted page (the double's), Stripe reports the account ready by
// webhook, and from then on customers can book the provider's listings.
describeEachDialectOverHttp(
  'official sharetribe-flex-sdk: payout details at Stripe',
  (platform, baseUrl) => {
    beforeAll(() => {
      clockOfPlatform = () => platform().clock.read();
      double.setWebhookUrl(`${baseUrl()}/webhooks/stripe`);
    });
    const loggedIn = () => signedUpSdk(baseUrl(), { clientSecret: CLIENT_SECRET });
    const showMe = async (sdk: ReturnType<typeof officialSdk>) =>
      (await sdk.currentUser.show({ include: ['stripeAccount'] })).data;

    it('onboards a provider, flips payouts on by webhook, and then takes bookings', async () => {
      const { Money } = sharetribeSdk.types;
      const provider = await loggedIn();
      const listing = await provider.sdk.ownListings.create(
        { ...bookableListingBody(), price: new Money(4000, 'USD') },
        { expand: true },
      );
      const customer = await loggedIn();
      const { trusted } = await trustedSdkOf(baseUrl(), customer.sdk, { clientSecret: CLIENT_SECRET });
      const booking = (daysAhead: number) => {
        const start = new Date(platform().clock.read().getTime() + daysAhead * 86_400_000);
        start.setUTCHours(9, 0, 0, 0);
        return trusted.transactions.initiate({
          processAlias: 'default-booking/release-1',
          transition: 'transition/request-payment',
          params: {
            listingId: listing.data.data.id,
            bookingStart: start,
            bookingEnd: new Date(start.getTime() + 3_600_000),
            seats: 1,
            paymentMethod: 'pm_card_visa',
          },
        });
      };

      // No payout account yet: nothing can be charged on the provider's behalf.
      expect(await refusal(booking(2))).toEqual({ status: 400, code: 'transaction-missing-stripe-account' });
      expect((await showMe(provider.sdk)).data.attributes.stripeConnected).toBe(false);

      // Partway into a second: Stripe dates its webhook events by the second, and an event of the
      // same second as the account's creation must still count as newer.
      platform().clock.advance(400);
      const created = await provider.sdk.stripeAccount.create(PAYOUT_DETAILS, { expand: true });
      const account = created.data.data;
      expect(account.type).toBe('stripeAccount');
      expect(account.attributes.stripeAccountId).toMatch(/^acct_/);
      const stripeAccountId: string = account.attributes.stripeAccountId;
      expect(account.attributes.stripeAccountData).toMatchObject({
        id: stripeAccountId,
        country: 'US',
        business_profile: { mcc: '5734', url: 'https://provider.example' },
        payouts_enabled: false,
      });
      expect(account.attributes.stripeAccountData.requirements.currently_due).toContain('external_account');
      expect(double.object(stripeAccountId)).toMatchObject({
        type: 'custom',
        email: expect.stringContaining('@'),
        settings: { payouts: { schedule: { interval: 'manual' } } },
      });
      const pending = await showMe(provider.sdk);
      expect(pending.data.attributes).toMatchObject({
        stripeConnected: true,
        stripePayoutsEnabled: false,
        stripeChargesEnabled: false,
      });
      expect(pending.data.relationships.stripeAccount.data.id.uuid).toBe(account.id.uuid);
      expect(pending.included).toEqual([
        expect.objectContaining({ type: 'stripeAccount', attributes: { stripeAccountId } }),
      ]);
      expect(await refusal(provider.sdk.stripeAccount.create(PAYOUT_DETAILS))).toEqual({
        status: 409,
        code: 'stripe-account-exists',
      });
      // Onboarding unfinished: Stripe does not let the account take charges yet, so nobody books.
      expect(await refusal(booking(2))).toEqual({
        status: 400,
        code: 'transaction-stripe-account-disabled-charges',
      });

      // Stripe's hosted onboarding through an account link; Stripe sends the provider back to
      // successURL and reports the account by webhook.
      const link = await provider.sdk.stripeAccountLinks.create(
        {
          ...RETURN_URLS,
          type: 'account_onboarding',
          collectionOptions: { fields: 'currently_due', future_requirements: 'include' },
        },
        { expand: true },
      );
      expect(link.data.data.type).toBe('stripeAccountLink');
      expect(link.data.data.attributes.expiresAt).toBeInstanceOf(Date);
      const hosted = await fetch(link.data.data.attributes.url, { redirect: 'manual' });
      expect(hosted.status).toBe(302);
      expect(hosted.headers.get('location')).toBe(RETURN_URLS.successURL);
      await double.flushWebhooks();
      expect(double.deliveries.filter((d) => d.type === 'account.updated').at(-1)?.status).toBe(200);
      expect((await showMe(provider.sdk)).data.attributes).toMatchObject({
        stripeConnected: true,
        stripePayoutsEnabled: true,
        stripeChargesEnabled: true,
      });

      const fetched = await provider.sdk.stripeAccount.fetch();
      expect(fetched.data.data.attributes.stripeAccountData).toMatchObject({
        payouts_enabled: true,
        charges_enabled: true,
        requirements: { currently_due: [] },
      });

      const paid = await booking(3);
      const intentId =
        paid.data.data.attributes.protectedData.stripePaymentIntents.default.stripePaymentIntentId;
      expect(double.object(intentId)).toMatchObject({
        status: 'requires_capture',
        transfer_data: { destination: stripeAccountId },
      });

      // Changes later on: capabilities, and a person of the business.
      const updated = await provider.sdk.stripeAccount.update(
        { requestedCapabilities: ['card_payments', 'transfers'] },
        { expand: true },
      );
      expect(updated.data.data.attributes.stripeAccountId).toBe(stripeAccountId);
      const person = await provider.sdk.stripePersons.create(
        { personToken: 'cpt_test_owner' },
        { expand: true },
      );
      expect(person.data.data.type).toBe('stripePerson');
      expect(person.data.data.attributes.stripePersonId).toMatch(/^person_/);
      expect(double.object(person.data.data.attributes.stripePersonId)).toMatchObject({
        account: stripeAccountId,
      });

      // Stripe asks for more: the next account.updated stops payouts again.
      double.requireMore(stripeAccountId, ['individual.verification.document']);
      await double.flushWebhooks();
      expect((await showMe(provider.sdk)).data.attributes.stripePayoutsEnabled).toBe(false);
    });

    it("reaches only the caller's own account and refuses bad payout details", async () => {
      const provider = await loggedIn();
      const created = await provider.sdk.stripeAccount.create(PAYOUT_DETAILS, { expand: true });
      const stripeAccountId: string = created.data.data.attributes.stripeAccountId;
      const other = await loggedIn();
      // Every endpoint acts on the caller's account, never one named in the request.
      expect(await refusal(other.sdk.stripeAccount.fetch())).toEqual({
        status: 404,
        code: 'stripe-account-not-found',
      });
      expect(
        await refusal(other.sdk.stripeAccountLinks.create({ ...RETURN_URLS, type: 'account_update' })),
      ).toEqual({ status: 404, code: 'stripe-account-not-found' });
      expect(await refusal(other.sdk.stripeAccount.update({ accountToken: 'ct_test_other' }))).toEqual({
        status: 404,
        code: 'stripe-account-not-found',
      });
      expect(
        await refusal(other.sdk.stripeAccount.update({ stripeAccountId } as Record<string, unknown>)),
      ).toMatchObject({ status: 400 });
      expect((await showMe(other.sdk)).data.attributes.stripeConnected).toBe(false);

      const accountsBefore = double.objectsOf('account').length;
      for (const bad of [
        { ...PAYOUT_DETAILS, country: 'XX' },
        { ...PAYOUT_DETAILS, accountToken: 'not-a-token' },
        { ...PAYOUT_DETAILS, businessProfileMCC: '57' },
        { ...PAYOUT_DETAILS, requestedCapabilities: ['crypto'] },
        { ...PAYOUT_DETAILS, stripeAccountId },
        { country: 'US' },
      ]) {
        expect(await refusal(other.sdk.stripeAccount.create(bad))).toMatchObject({ status: 400 });
      }
      expect(
        await refusal(other.sdk.stripeAccountLinks.create({ ...RETURN_URLS, type: 'account_signup' })),
      ).toMatchObject({ status: 400 });
      expect(await refusal(other.sdk.stripePersons.create({ personToken: 'tok_visa' }))).toMatchObject({
        status: 400,
      });
      expect(double.objectsOf('account').length, 'refused before Stripe was called').toBe(accountsBefore);
      expect((await showMe(other.sdk)).data.attributes.stripeConnected).toBe(false);
    });

    it('keeps the deprecated current_user/*_stripe_account endpoints', async () => {
      const user = await loggedIn();
      const created = await user.sdk.currentUser.createStripeAccount(PAYOUT_DETAILS, {
        expand: true,
        include: ['stripeAccount'],
      });
      expect(created.data.data.type).toBe('currentUser');
      expect(created.data.data.attributes.stripeConnected).toBe(true);
      const stripeAccountId: string = created.data.included[0].attributes.stripeAccountId;
      const updated = await user.sdk.currentUser.updateStripeAccount(
        { bankAccountToken: 'btok_us_verified' },
        { expand: true },
      );
      expect(updated.data.data.attributes.stripeConnected).toBe(true);
      expect(double.object(stripeAccountId)?.external_accounts).toMatchObject({
        data: [expect.objectContaining({ object: 'bank_account' })],
      });
      const deleted = await user.sdk.currentUser.deleteStripeAccount({}, { expand: true });
      expect(deleted.data.data.attributes.stripeConnected).toBe(false);
      expect(double.object(stripeAccountId)?.deleted).toBe(true);
      expect(await refusal(user.sdk.stripeAccount.fetch())).toEqual({
        status: 404,
        code: 'stripe-account-not-found',
      });
    });
  },
  {
    CLIENT_SECRET,
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: double.secretKey,
    STRIPE_PUBLISHABLE_KEY: double.publishableKey,
    STRIPE_WEBHOOK_SECRET: double.webhookSecret,
    STRIPE_API_BASE: double.url,
  },
);

// The sandbox pays nobody out: payout details are refused with Sharetribe's code for a marketplace
// without Stripe keys, and nobody is ever connected.
describeEachDialectOverHttp(
  'official sharetribe-flex-sdk: payout details on the sandbox',
  (_platform: () => TestPlatform, baseUrl) => {
    it('answers stripe-missing-api-key and keeps stripeConnected false', async () => {
      const { sdk } = await signedUpSdk(baseUrl(), { clientSecret: CLIENT_SECRET });
      const missing = { status: 409, code: 'stripe-missing-api-key' };
      expect(await refusal(sdk.stripeAccount.create(PAYOUT_DETAILS))).toEqual(missing);
      expect(await refusal(sdk.stripeAccount.fetch())).toEqual(missing);
      expect(
        await refusal(sdk.stripeAccountLinks.create({ ...RETURN_URLS, type: 'account_onboarding' })),
      ).toEqual(missing);
      expect(await refusal(sdk.currentUser.createStripeAccount(PAYOUT_DETAILS))).toEqual(missing);
      // Validation still comes first: a bad request is a bad request on any configuration.
      expect(await refusal(sdk.stripeAccount.create({ country: 'XX' }))).toMatchObject({ status: 400 });
      const me = await sdk.currentUser.show({ include: ['stripeAccount'] });
      expect(me.data.data.attributes).toMatchObject({
        stripeConnected: false,
        stripePayoutsEnabled: false,
        stripeChargesEnabled: false,
      });
      expect(me.data.data.relationships.stripeAccount.data).toBeNull();
    });
  },
  { CLIENT_SECRET },
);
