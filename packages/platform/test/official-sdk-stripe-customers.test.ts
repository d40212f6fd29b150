import { type StripeDouble, startStripeDouble } from '@mercato/test-support/stripe-double/stripe-double';
import { afterAll, expect, it } from 'vitest';
import { describeEachDialectOverHttp } from './harness.ts';
import { type officialSdk, signedUpSdk, trustedSdkOf } from './support/official-sdk.ts';
import { onboardedProviderOf } from './support/stripe-accounts.ts';

const CLIENT_SECRET = 'official-sdk-client-secret-0123456789';
const double: StripeDouble = await startStripeDouble();
afterAll(() => double.close());

type Sdk = ReturnType<typeof officialSdk>;
type SdkError = { status: number; data: { errors: { code: string; meta?: Record<string, unknown> }[] } };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: SdkError) => ({
      status: error.status,
      code: error.data.errors[0]?.code,
      stripeMessage: error.data.errors[0]?.meta?.stripeMessage,
    }),
  );

/**
 * What Stripe.js's `confirmCardSetup` does in the browser: confirms the SetupIntent with the
 * publishable key and its client secret, the card given as a test payment method.
 */
async function confirmCardSetup(clientSecret: string, paymentMethod: string) {
  const id = clientSecret.split('_secret_')[0]!;
  const res = await fetch(`${double.url}/v1/setup_intents/${id}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${double.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ client_secret: clientSecret, payment_method: paymentMethod }).toString(),
  });
  const intent = (await res.json()) as { status: string; payment_method: string; customer: string | null };
  if (res.status !== 200) throw new Error(`confirm setup: ${res.status} ${JSON.stringify(intent)}`);
  return intent;
}

/** A card saved as the Web Template's payment-methods page saves one: SetupIntent, Stripe.js, API. */
async function setUpCard(sdk: Sdk, testCard: string) {
  const created = await sdk.stripeSetupIntents.create();
  const { clientSecret, stripeSetupIntentId } = created.data.data.attributes;
  expect(stripeSetupIntentId).toMatch(/^seti_/);
  const intent = await confirmCardSetup(clientSecret, testCard);
  expect(intent.status).toBe('succeeded');
  return { paymentMethod: intent.payment_method, setupIntentId: stripeSetupIntentId as string };
}

const savedCardOf = async (sdk: Sdk) => {
  const me = await sdk.currentUser.show({ include: ['stripeCustomer.defaultPaymentMethod'] });
  const customer = me.data.included?.find((r: { type: string }) => r.type === 'stripeCustomer');
  const card = me.data.included?.find((r: { type: string }) => r.type === 'stripePaymentMethod');
  return { relationship: me.data.data.relationships?.stripeCustomer?.data ?? null, customer, card };
};

// Saved cards through the official sharetribe-flex-sdk with PAYMENTS=stripe, as the Web Template
// saves, shows, replaces and pays with them — the card set up in the browser by Stripe.js (here
// its calls to the double), only its payment method id reaching Mercato.
describeEachDialectOverHttp(
  'official sharetribe-flex-sdk: saved cards at Stripe',
  (platform, baseUrl) => {
    const loggedIn = () => signedUpSdk(baseUrl(), { clientSecret: CLIENT_SECRET });

    const onboardedProvider = () => onboardedProviderOf(platform(), double, loggedIn);

    function bookingRequest(listingId: unknown, daysAhead: number, params: Record<string, unknown>) {
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
          ...params,
        },
      };
    }

    it('saves a card, books with it, refuses a second, deletes it and saves another', async () => {
      const provider = await onboardedProvider();
      const customer = await loggedIn();
      const email = (await customer.sdk.currentUser.show()).data.data.attributes.email as string;
      expect(await savedCardOf(customer.sdk)).toMatchObject({ relationship: null });

      const visa = await setUpCard(customer.sdk, 'pm_card_visa');
      const created = await customer.sdk.stripeCustomer.create(
        { stripePaymentMethodId: visa.paymentMethod },
        { expand: true, include: ['defaultPaymentMethod'] },
      );
      const stripeCustomerId = created.data.data.attributes.stripeCustomerId as string;
      expect(stripeCustomerId).toMatch(/^cus_/);
      expect(created.data.included).toEqual([
        expect.objectContaining({
          type: 'stripePaymentMethod',
          attributes: {
            type: 'stripe-payment-method/card',
            stripePaymentMethodId: visa.paymentMethod,
            card: {
              brand: 'visa',
              last4Digits: '4242',
              expirationMonth: 12,
              expirationYear: expect.any(Number),
            },
          },
        }),
      ]);
      // Stripe holds the card as the customer's default, with the user's email for receipts.
      expect(double.object(stripeCustomerId)).toMatchObject({
        email,
        invoice_settings: { default_payment_method: visa.paymentMethod },
      });
      expect(double.object(visa.paymentMethod)?.customer).toBe(stripeCustomerId);

      // Shown on every checkout from what Mercato keeps, the same card id each time.
      const shown = await savedCardOf(customer.sdk);
      expect(shown.customer?.attributes.stripeCustomerId).toBe(stripeCustomerId);
      expect(shown.card?.attributes.card.last4Digits).toBe('4242');
      expect((await savedCardOf(customer.sdk)).card?.id.uuid).toBe(shown.card?.id.uuid);

      // "Use my saved card": the intent goes with the customer, whose card it is.
      const { trusted } = await trustedSdkOf(baseUrl(), customer.sdk, { clientSecret: CLIENT_SECRET });
      const paid = await trusted.transactions.initiate(
        bookingRequest(provider.listingId, 2, { paymentMethod: visa.paymentMethod }),
      );
      const intentId =
        paid.data.data.attributes.protectedData.stripePaymentIntents.default.stripePaymentIntentId;
      expect(double.object(intentId)).toMatchObject({
        status: 'requires_capture',
        customer: stripeCustomerId,
        payment_method: visa.paymentMethod,
        amount: 4000,
      });
      await customer.sdk.transactions.transition({
        id: paid.data.data.id,
        transition: 'transition/confirm-payment',
        params: {},
      });
      await provider.sdk.transactions.transition({
        id: paid.data.data.id,
        transition: 'transition/accept',
        params: {},
      });
      expect(double.object(intentId)?.status).toBe('succeeded');

      // One card a user: a second waits until the first is deleted.
      const mastercard = await setUpCard(customer.sdk, 'pm_card_mastercard');
      expect(
        await refusal(
          customer.sdk.stripeCustomer.addPaymentMethod({ stripePaymentMethodId: mastercard.paymentMethod }),
        ),
      ).toMatchObject({
        status: 409,
        code: 'stripe-multiple-payment-methods-not-supported',
      });
      expect(
        await refusal(
          customer.sdk.stripeCustomer.create({ stripePaymentMethodId: mastercard.paymentMethod }),
        ),
      ).toMatchObject({
        status: 409,
        code: 'stripe-multiple-payment-methods-not-supported',
      });

      const deleted = await customer.sdk.stripeCustomer.deletePaymentMethod(
        {},
        { expand: true, include: ['defaultPaymentMethod'] },
      );
      expect(deleted.data.data.relationships.defaultPaymentMethod.data).toBeNull();
      expect(double.object(visa.paymentMethod)?.customer).toBeNull();
      expect((await savedCardOf(customer.sdk)).card).toBeUndefined();

      // The next SetupIntent is the customer's, so Stripe attaches its card to them at once.
      expect(double.object(mastercard.setupIntentId)?.customer).toBe(stripeCustomerId);
      const replaced = await customer.sdk.stripeCustomer.addPaymentMethod(
        { stripePaymentMethodId: mastercard.paymentMethod },
        { expand: true, include: ['defaultPaymentMethod'] },
      );
      expect(replaced.data.included[0].attributes.card).toMatchObject({
        brand: 'mastercard',
        last4Digits: '4444',
      });
      expect(double.object(stripeCustomerId)).toMatchObject({
        invoice_settings: { default_payment_method: mastercard.paymentMethod },
      });
    });

    it('saves the card that paid (setupPaymentMethodForSaving) and charges it off session', async () => {
      const provider = await onboardedProvider();
      const customer = await loggedIn();
      const { trusted } = await trustedSdkOf(baseUrl(), customer.sdk, { clientSecret: CLIENT_SECRET });
      // Checkout with "save this card for later": the intent keeps the card for off-session use,
      // then the template saves the intent's payment method.
      const paid = await trusted.transactions.initiate(
        bookingRequest(provider.listingId, 3, {
          paymentMethod: 'pm_card_visa',
          setupPaymentMethodForSaving: true,
        }),
      );
      const intentId =
        paid.data.data.attributes.protectedData.stripePaymentIntents.default.stripePaymentIntentId;
      const intent = double.object(intentId)!;
      expect(intent).toMatchObject({ status: 'requires_capture', setup_future_usage: 'off_session' });
      const saved = await customer.sdk.stripeCustomer.create(
        { stripePaymentMethodId: intent.payment_method },
        { expand: true, include: ['defaultPaymentMethod'] },
      );
      const stripeCustomerId = saved.data.data.attributes.stripeCustomerId;
      expect(double.object(String(intent.payment_method))?.customer).toBe(stripeCustomerId);

      // A process whose action is configured with use-customer-default-payment-method charges
      // the saved card without the customer present.
      const offSession = await platform().ctx.payments.createPaymentIntent({
        idempotencyKey: `off-session-${customer.id.uuid}`,
        transactionId: paid.data.data.id.uuid,
        amount: 4000,
        currency: 'USD',
        payout: { recipientId: provider.id.uuid, amount: 3600 },
        payerId: customer.id.uuid,
        useSavedPaymentMethod: true,
      });
      expect(double.object(offSession.id)).toMatchObject({
        status: 'requires_capture',
        customer: stripeCustomerId,
        payment_method: intent.payment_method,
        application_fee_amount: 400,
      });
      // Sent as an off-session, confirmed charge (Stripe's intent does not keep `off_session`).
      const creation = double.calls.find(
        (call) =>
          call.endpoint === 'payment_intents.create' &&
          call.idempotencyKey === `off-session-${customer.id.uuid}`,
      );
      expect(creation?.body).toMatchObject({ off_session: 'true', confirm: 'true' });
    });

    it('saves one card when the same user saves from several tabs at once; Stripe keeps only that one', async () => {
      const customer = await loggedIn();
      const cards = await Promise.all(
        Array.from({ length: 6 }, () => setUpCard(customer.sdk, 'pm_card_visa').then((c) => c.paymentMethod)),
      );
      const customersBefore = new Set(double.objectsOf('customer').map((c) => c.id));
      const outcomes = await Promise.allSettled(
        cards.map((paymentMethod) =>
          customer.sdk.stripeCustomer.create({ stripePaymentMethodId: paymentMethod }, { expand: true }),
        ),
      );
      const saved = outcomes.filter((o) => o.status === 'fulfilled');
      expect(saved).toHaveLength(1);
      for (const refused of outcomes.filter((o) => o.status === 'rejected')) {
        expect((refused as PromiseRejectedResult).reason).toMatchObject({
          status: 409,
          data: { errors: [{ code: 'stripe-multiple-payment-methods-not-supported' }] },
        });
      }
      const shown = await savedCardOf(customer.sdk);
      const kept = shown.customer?.attributes.stripeCustomerId as string;
      const keptCard = shown.card?.attributes.stripePaymentMethodId as string;
      // At Stripe: every customer the losers made is deleted, and only the kept card is attached.
      const made = double.objectsOf('customer').filter((c) => !customersBefore.has(c.id));
      expect(made.filter((c) => !c.deleted).map((c) => c.id)).toEqual([kept]);
      expect(cards.filter((pm) => double.object(pm)?.customer === kept)).toEqual([keptCard]);
    });

    it('limits the setup intents and saved cards one user asks Stripe for (card testing), not other users', async () => {
      const tester = await loggedIn();
      for (let i = 0; i < 30; i++) await tester.sdk.stripeSetupIntents.create();
      expect(await refusal(tester.sdk.stripeSetupIntents.create())).toMatchObject({
        status: 429,
        code: 'too-many-requests',
      });
      const tries = Array.from({ length: 21 }, () =>
        tester.sdk.stripeCustomer.create({ stripePaymentMethodId: 'pm_card_chargeDeclined' }).then(
          () => 200,
          (error: SdkError) => error.status,
        ),
      );
      const statuses = [];
      for (const attempt of tries) statuses.push(await attempt);
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
      const calls = double.calls.length;
      expect(
        await refusal(tester.sdk.stripeCustomer.create({ stripePaymentMethodId: 'pm_card_visa' })),
      ).toMatchObject({
        status: 429,
      });
      expect(double.calls).toHaveLength(calls);
      // Someone else saves a card as ever.
      const other = await loggedIn();
      await other.sdk.stripeSetupIntents.create();
    });

    it('deletes the Stripe customer, and the card with it, when the account is deleted', async () => {
      const customer = await loggedIn();
      const card = await setUpCard(customer.sdk, 'pm_card_visa');
      const saved = await customer.sdk.stripeCustomer.create(
        { stripePaymentMethodId: card.paymentMethod },
        { expand: true },
      );
      const stripeCustomerId = saved.data.data.attributes.stripeCustomerId as string;
      await customer.sdk.currentUser.delete({ currentPassword: customer.password });
      expect(double.object(stripeCustomerId)?.deleted).toBe(true);
      expect(double.object(card.paymentMethod)?.customer).toBeNull();
      const rows = await platform()
        .ctx.db.selectFrom('stripe_customers')
        .selectAll()
        .where('user_id', '=', customer.id.uuid)
        .execute();
      expect(rows).toEqual([]);
    });

    it('refuses what cannot be saved, and changes nothing', async () => {
      const customer = await loggedIn();
      expect(
        await refusal(
          customer.sdk.stripeCustomer.addPaymentMethod({ stripePaymentMethodId: 'pm_card_visa' }),
        ),
      ).toMatchObject({
        status: 404,
        code: 'stripe-customer-not-found',
      });
      expect(await refusal(customer.sdk.stripeCustomer.deletePaymentMethod({}))).toMatchObject({
        status: 404,
        code: 'stripe-customer-not-found',
      });
      const unknown = await refusal(
        customer.sdk.stripeCustomer.create({ stripePaymentMethodId: 'pm_1NoSuchMethod' }),
      );
      expect(unknown).toMatchObject({ status: 400, code: 'stripe-customer-refused' });
      expect(unknown.stripeMessage).toMatch(/No such PaymentMethod/);
      expect(await refusal(customer.sdk.stripeCustomer.create({ stripePaymentMethodId: '' }))).toMatchObject({
        status: 400,
      });
      expect(await savedCardOf(customer.sdk)).toMatchObject({ relationship: null });
      const customers = double
        .objectsOf('customer')
        .filter((c) => c.metadata && (c.metadata as Record<string, string>).userId === customer.id.uuid);
      expect(customers).toEqual([]);

      // Another user's card cannot be taken: Stripe refuses a card attached to someone else.
      const other = await loggedIn();
      const theirs = await setUpCard(other.sdk, 'pm_card_visa');
      await other.sdk.stripeCustomer.create({ stripePaymentMethodId: theirs.paymentMethod });
      const taken = await refusal(
        customer.sdk.stripeCustomer.create({ stripePaymentMethodId: theirs.paymentMethod }),
      );
      expect(taken).toMatchObject({ status: 400, code: 'stripe-customer-refused' });
      expect(await savedCardOf(customer.sdk)).toMatchObject({ relationship: null });
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
