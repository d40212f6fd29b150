import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type StripeDouble, startStripeDouble } from '@mercato/test-support/stripe-double/stripe-double';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/**
 * The Stripe double through the official SDK: what the Stripe adapter relies on must behave as
 * Stripe documents it, or the adapter's tests prove nothing.
 */
let double: StripeDouble;
let stripe: Stripe;

function sdkFor(key: string, options: { maxNetworkRetries?: number; timeout?: number } = {}): Stripe {
  const base = new URL(double.url);
  return new Stripe(key, {
    host: base.hostname,
    port: Number(base.port),
    protocol: 'http',
    maxNetworkRetries: options.maxNetworkRetries ?? 0,
    timeout: options.timeout ?? 5000,
  });
}

/** The error Stripe answered a call with; fails the test if the call succeeded. */
async function refusal<E = Stripe.errors.StripeError>(call: Promise<unknown>): Promise<E> {
  try {
    await call;
  } catch (error) {
    return error as E;
  }
  throw new Error('expected Stripe to refuse the call');
}

async function connectedAccount(): Promise<string> {
  const account = await stripe.accounts.create({
    type: 'custom',
    country: 'US',
    capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
  });
  double.completeOnboarding(account.id);
  return account.id;
}

beforeAll(async () => {
  double = await startStripeDouble();
  stripe = sdkFor(double.secretKey);
});
afterAll(async () => {
  await double.close();
});

describe('Stripe double: payment intents', () => {
  it('authorises with manual capture, captures a destination charge and keeps the application fee', async () => {
    const destination = await connectedAccount();
    const created = await stripe.paymentIntents.create({
      amount: 10_000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      capture_method: 'manual',
      transfer_data: { destination },
      application_fee_amount: 1_000,
      metadata: { transactionId: 'tx-1' },
    });
    expect(created).toMatchObject({
      object: 'payment_intent',
      status: 'requires_capture',
      amount_capturable: 10_000,
    });
    expect(created.payment_method).toMatch(/^pm_/);
    expect(created.payment_method).not.toBe('pm_card_visa');

    const captured = await stripe.paymentIntents.capture(created.id);
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 10_000, amount_capturable: 0 });
    expect(double.balance(destination, 'usd')).toBe(9_000);
    expect(double.balance('platform', 'usd')).toBe(1_000);

    const again = await stripe.paymentIntents.retrieve(created.id, { expand: ['latest_charge'] });
    const charge = again.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({
      object: 'charge',
      captured: true,
      amount_captured: 10_000,
      amount_refunded: 0,
    });
  });

  it('declines with a card_error carrying the decline code, and the intent asks for another card', async () => {
    const error = await refusal<unknown>(
      stripe.paymentIntents.create({
        amount: 2_000,
        currency: 'usd',
        payment_method: 'pm_card_chargeDeclined',
        confirm: true,
      }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const cardError = error as Stripe.errors.StripeCardError;
    expect(cardError).toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const intent = cardError.payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error?.decline_code).toBe('generic_decline');

    const poor = await refusal(
      stripe.paymentIntents.create({
        amount: 2_000,
        currency: 'usd',
        payment_method: 'pm_card_insufficientFunds',
        confirm: true,
      }),
    );
    expect(poor).toMatchObject({
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('asks for 3-D Secure on session, declines it off session, and authorises once the customer passes', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 3_000,
      currency: 'eur',
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
      capture_method: 'manual',
    });
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action?.type).toBe('use_stripe_sdk');
    double.authenticate(intent.id, true);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_capture');

    const failed = await stripe.paymentIntents.create({
      amount: 3_000,
      currency: 'eur',
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
    });
    double.authenticate(failed.id, false);
    const after = await stripe.paymentIntents.retrieve(failed.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.code).toBe('payment_intent_authentication_failure');

    const customer = await stripe.customers.create({ email: 'off@example.com' });
    const method = await stripe.paymentMethods.attach('pm_card_authenticationRequired', {
      customer: customer.id,
    });
    const offSession = await refusal(
      stripe.paymentIntents.create({
        amount: 3_000,
        currency: 'eur',
        customer: customer.id,
        payment_method: method.id,
        confirm: true,
        off_session: true,
      }),
    );
    expect(offSession).toMatchObject({
      code: 'authentication_required',
      decline_code: 'authentication_required',
    });
  });

  it('creates without a card, confirms later, and refuses to confirm or capture in the wrong state', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 1_500,
      currency: 'usd',
      capture_method: 'manual',
    });
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      client_secret: expect.stringMatching(/^pi_.+_secret_/),
    });
    const early = await refusal(stripe.paymentIntents.capture(intent.id));
    expect(early).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(early).toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect(early.message).toContain('status of requires_payment_method');

    const confirmed = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_mastercard',
    });
    expect(confirmed.status).toBe('requires_capture');
    const twice = await refusal(stripe.paymentIntents.confirm(intent.id));
    expect(twice).toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('cancels an authorisation and refunds a capture, reversing the transfer and the fee', async () => {
    const destination = await connectedAccount();
    const held = await stripe.paymentIntents.create({
      amount: 5_000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      capture_method: 'manual',
    });
    const cancelled = await stripe.paymentIntents.cancel(held.id);
    expect(cancelled).toMatchObject({ status: 'canceled', amount_capturable: 0 });
    const recancel = await refusal(stripe.paymentIntents.cancel(held.id));
    expect(recancel).toMatchObject({ code: 'payment_intent_unexpected_state' });

    const paid = await stripe.paymentIntents.create({
      amount: 5_000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      capture_method: 'manual',
      transfer_data: { destination },
      application_fee_amount: 500,
    });
    await stripe.paymentIntents.capture(paid.id);
    expect(double.balance(destination, 'usd')).toBe(4_500);
    const refund = await stripe.refunds.create({
      payment_intent: paid.id,
      reverse_transfer: true,
      refund_application_fee: true,
    });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 5_000,
      status: 'succeeded',
      payment_intent: paid.id,
    });
    expect(double.balance(destination, 'usd')).toBe(0);
    const again = await refusal(stripe.refunds.create({ payment_intent: paid.id }));
    expect(again).toMatchObject({ code: 'charge_already_refunded' });
    const retrieved = await stripe.paymentIntents.retrieve(paid.id, { expand: ['latest_charge'] });
    expect(retrieved.latest_charge).toMatchObject({ refunded: true, amount_refunded: 5_000 });
  });

  it('finds the intents of a transaction by metadata search and by listing recent ones', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const intent = await stripe.paymentIntents.create({
        amount: 1_000 + i,
        currency: 'usd',
        metadata: { transactionId: i < 2 ? 'tx-search' : 'tx-other' },
      });
      ids.push(intent.id);
    }
    const found = await stripe.paymentIntents.search({ query: "metadata['transactionId']:'tx-search'" });
    expect(found.data.map((i) => i.id).sort()).toEqual(ids.slice(0, 2).sort());
    const both = await stripe.paymentIntents.search({
      query: "metadata['transactionId']:'tx-search' AND status:'requires_payment_method'",
      limit: 1,
    });
    expect(both).toMatchObject({ object: 'search_result', has_more: true });
    const next = await stripe.paymentIntents.search({
      query: "metadata['transactionId']:'tx-search'",
      limit: 1,
      page: both.next_page as string,
    });
    expect(next.data).toHaveLength(1);

    const recent = await stripe.paymentIntents.list({
      created: { gte: Math.floor(Date.now() / 1000) - 60 },
      limit: 100,
    });
    expect(recent.data.map((i) => i.id)).toEqual(expect.arrayContaining(ids));
    expect(recent.data[0]?.id).toBe(ids[2]);
  });

  it('refuses an amount below the currency minimum and an unknown parameter, as Stripe does', async () => {
    const small = await refusal(stripe.paymentIntents.create({ amount: 20, currency: 'usd' }));
    expect(small).toMatchObject({ code: 'amount_too_small', param: 'amount' });
    expect(small.message).toMatch(/^Amount must be at least/);
    const unknown = await refusal(
      stripe.paymentIntents.create({
        amount: 2_000,
        currency: 'usd',
        colour: 'red',
      } as Stripe.PaymentIntentCreateParams),
    );
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'colour' });
    const missing = await refusal(stripe.paymentIntents.retrieve('pi_missing'));
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const wrongKey = await refusal(sdkFor('sk_test_wrong').paymentIntents.list());
    expect(wrongKey).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe('Stripe double: idempotency', () => {
  it('replays the first answer for the same key and body, and refuses the key with another body', async () => {
    const key = { idempotencyKey: 'tx-9:create' };
    const first = await stripe.paymentIntents.create({ amount: 4_000, currency: 'usd' }, key);
    const second = await stripe.paymentIntents.create({ amount: 4_000, currency: 'usd' }, key);
    expect(second.id).toBe(first.id);
    expect(double.calls.at(-1)).toMatchObject({ replayed: true, idempotencyKey: 'tx-9:create' });
    const misuse = await refusal(stripe.paymentIntents.create({ amount: 4_001, currency: 'usd' }, key));
    expect(misuse).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(misuse).toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });

  it('replays a decline too: the same key never charges twice', async () => {
    const options = { idempotencyKey: 'tx-10:create' };
    const params = {
      amount: 4_000,
      currency: 'usd',
      payment_method: 'pm_card_chargeDeclined',
      confirm: true,
    };
    const first = await refusal<Stripe.errors.StripeCardError>(stripe.paymentIntents.create(params, options));
    const second = await refusal<Stripe.errors.StripeCardError>(
      stripe.paymentIntents.create(params, options),
    );
    expect(second.payment_intent?.id).toBe(first.payment_intent?.id);
    expect(first.payment_intent?.id).toMatch(/^pi_/);
  });
});

describe('Stripe double: faults', () => {
  afterEach(() => {
    double.calls.length = 0;
  });

  it('fails the next call with 500, and the SDK surfaces it as an API error', async () => {
    double.failNext('payment_intents.create', 'error');
    const error = await refusal(stripe.paymentIntents.create({ amount: 1_000, currency: 'usd' }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    const ok = await stripe.paymentIntents.create({ amount: 1_000, currency: 'usd' });
    expect(ok.status).toBe('requires_payment_method');
  });

  it('hangs until the client times out', async () => {
    double.failNext('payment_intents.retrieve', 'hang');
    const quick = sdkFor(double.secretKey, { timeout: 300 });
    const error = await refusal(quick.paymentIntents.retrieve('pi_whatever'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });

  it('drops the connection after doing the work; the retry with the same key gets the first answer', async () => {
    const destination = await connectedAccount();
    const intent = await stripe.paymentIntents.create({
      amount: 8_000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      capture_method: 'manual',
      transfer_data: { destination },
      application_fee_amount: 800,
    });
    double.failNext('payment_intents.capture', 'reset', { after: true, times: 2 });
    const key = { idempotencyKey: 'tx-11:capture' };
    const lost = await refusal(stripe.paymentIntents.capture(intent.id, {}, key));
    expect(lost).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    const retried = await stripe.paymentIntents.capture(intent.id, {}, key);
    expect(retried.status).toBe('succeeded');
    expect(double.balance(destination, 'usd')).toBe(7_200);
    const captures = double.calls.filter((c) => c.endpoint === 'payment_intents.capture');
    // The lost answer, the SDK's own retry of a closed connection (replayed, lost again), ours.
    expect(captures.map((c) => c.replayed)).toEqual([false, true, true]);
  });
});

describe('Stripe double: saved cards', () => {
  it('sets up a card for a customer, makes it the default and pays off session with it', async () => {
    const customer = await stripe.customers.create({ email: 'saver@example.com' });
    const setup = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    expect(setup).toMatchObject({
      status: 'requires_payment_method',
      client_secret: expect.stringMatching(/^seti_/),
    });
    const confirmed = await stripe.setupIntents.confirm(setup.id, {
      payment_method: 'pm_card_authenticationRequiredOnSetup',
    });
    expect(confirmed.status).toBe('requires_action');
    double.authenticate(setup.id, true);
    const done = await stripe.setupIntents.retrieve(setup.id);
    expect(done.status).toBe('succeeded');
    const methodId = done.payment_method as string;
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: methodId } });
    const withDefault = await stripe.customers.retrieve(customer.id, {
      expand: ['invoice_settings.default_payment_method'],
    });
    const method = (withDefault as Stripe.Customer).invoice_settings
      .default_payment_method as Stripe.PaymentMethod;
    expect(method.card).toMatchObject({ brand: 'visa', last4: '3155' });

    // Set up for off-session use, the card pays without the customer.
    const charge = await stripe.paymentIntents.create({
      amount: 2_500,
      currency: 'usd',
      customer: customer.id,
      payment_method: methodId,
      confirm: true,
      off_session: true,
      capture_method: 'manual',
    });
    expect(charge.status).toBe('requires_capture');

    const detached = await stripe.paymentMethods.detach(methodId);
    expect(detached.customer).toBeNull();
    const after = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(after.invoice_settings.default_payment_method).toBeNull();
    const declined = await refusal(
      stripe.setupIntents.create({
        customer: customer.id,
        payment_method: 'pm_card_chargeDeclined',
        confirm: true,
      }),
    );
    expect(declined).toMatchObject({ code: 'card_declined', statusCode: 402 });
  });

  it('lets Stripe.js make a payment method and confirm with the publishable key and client secret', async () => {
    const browser = sdkFor(double.publishableKey);
    const method = await browser.paymentMethods.create({
      type: 'card',
      card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    const intent = await stripe.paymentIntents.create({
      amount: 2_000,
      currency: 'usd',
      capture_method: 'manual',
    });
    const denied = await refusal(browser.paymentIntents.retrieve(intent.id));
    expect(denied).toMatchObject({ statusCode: 404 });
    const confirmed = await browser.paymentIntents.confirm(intent.id, {
      payment_method: method.id,
      client_secret: intent.client_secret,
    } as Stripe.PaymentIntentConfirmParams);
    expect(confirmed.status).toBe('requires_capture');
    const refused = await refusal(browser.paymentIntents.capture(intent.id));
    expect(refused).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe('Stripe double: connected accounts and payouts', () => {
  it('opens an account with requirements, onboards it through an account link and pays out', async () => {
    const account = await stripe.accounts.create({
      type: 'custom',
      country: 'DE',
      business_profile: { mcc: '5734', url: 'https://shop.example/u/1' },
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      account_token: 'ct_test_token',
    });
    expect(account).toMatchObject({
      charges_enabled: false,
      payouts_enabled: false,
      default_currency: 'eur',
    });
    expect(account.requirements?.currently_due).toEqual(['external_account']);

    const link = await stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: 'http://127.0.0.1:9/refresh',
      return_url: 'http://127.0.0.1:9/return',
      collection_options: { fields: 'currently_due', future_requirements: 'include' },
    });
    expect(link).toMatchObject({ object: 'account_link', expires_at: expect.any(Number) });
    const visit = await fetch(link.url, { redirect: 'manual' });
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe('http://127.0.0.1:9/return');
    const onboarded = await stripe.accounts.retrieve(account.id);
    expect(onboarded).toMatchObject({ charges_enabled: true, payouts_enabled: true });
    expect(onboarded.capabilities).toEqual({ card_payments: 'active', transfers: 'active' });

    const person = await stripe.accounts.createPerson(account.id, { person_token: 'cpt_test' });
    expect(person).toMatchObject({ object: 'person', account: account.id });

    const intent = await stripe.paymentIntents.create({
      amount: 12_000,
      currency: 'eur',
      payment_method: 'pm_card_visa',
      confirm: true,
      capture_method: 'manual',
      transfer_data: { destination: account.id },
      application_fee_amount: 2_000,
    });
    await stripe.paymentIntents.capture(intent.id);
    const tooMuch = await refusal(
      stripe.payouts.create({ amount: 10_001, currency: 'eur' }, { stripeAccount: account.id }),
    );
    expect(tooMuch).toMatchObject({ code: 'balance_insufficient' });
    const payout = await stripe.payouts.create(
      { amount: 10_000, currency: 'eur' },
      { stripeAccount: account.id },
    );
    expect(payout).toMatchObject({ object: 'payout', amount: 10_000, status: 'pending' });
    expect(double.balance(account.id, 'eur')).toBe(0);

    double.requireMore(account.id, ['individual.verification.document']);
    const restricted = await stripe.accounts.retrieve(account.id);
    expect(restricted).toMatchObject({ charges_enabled: false, payouts_enabled: false });
    expect(restricted.requirements?.disabled_reason).toBe('requirements.past_due');
  });

  it('transfers from the platform balance to a connected account', async () => {
    const destination = await connectedAccount();
    const broke = await refusal(stripe.transfers.create({ amount: 1_000_000, currency: 'gbp', destination }));
    expect(broke).toMatchObject({ code: 'balance_insufficient' });
    const funded = await stripe.paymentIntents.create({
      amount: 5_000,
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(funded.status).toBe('succeeded');
    const transfer = await stripe.transfers.create({ amount: 4_000, currency: 'gbp', destination });
    expect(transfer).toMatchObject({ object: 'transfer', destination, amount: 4_000 });
    expect(double.balance(destination, 'gbp')).toBe(4_000);
  });

  it('holds a destination charge’s funds as pending when asked, refusing their payout until released', async () => {
    const account = await connectedAccount();
    double.holdFunds(true);
    try {
      const intent = await stripe.paymentIntents.create({
        amount: 6_000,
        currency: 'sek',
        payment_method: 'pm_card_visa',
        confirm: true,
        transfer_data: { destination: account },
        application_fee_amount: 600,
      });
      expect(intent.status).toBe('succeeded');
      const balance = await stripe.balance.retrieve({}, { stripeAccount: account });
      expect(balance.available.find((b) => b.currency === 'sek')?.amount ?? 0).toBe(0);
      expect(balance.pending.find((b) => b.currency === 'sek')?.amount).toBe(5_400);
      const early = await refusal(
        stripe.payouts.create({ amount: 5_400, currency: 'sek' }, { stripeAccount: account }),
      );
      expect(early).toMatchObject({ code: 'balance_insufficient' });

      double.releaseFunds();
      expect(double.pending(account, 'sek')).toBe(0);
      const payout = await stripe.payouts.create(
        { amount: 5_400, currency: 'sek' },
        { stripeAccount: account },
      );
      expect(payout).toMatchObject({ amount: 5_400, status: 'pending' });
    } finally {
      double.holdFunds(false);
    }
  });
});

describe('Stripe double: webhooks', () => {
  let receiver: Server;
  const received: { signature: string; payload: string }[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        received.push({
          signature: String(request.headers['stripe-signature']),
          payload: Buffer.concat(chunks).toString('utf8'),
        });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    double.setWebhookUrl(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`);
  });
  afterAll(async () => {
    double.setWebhookUrl(null);
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('posts events signed so that the SDK verifies them, and a forged or stale one fails', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 2_000, currency: 'usd' });
    await stripe.paymentIntents.cancel(intent.id);
    await double.flushWebhooks();
    const events = received.map((r) =>
      stripe.webhooks.constructEvent(r.payload, r.signature, double.webhookSecret),
    );
    const cancelled = events.find((e) => e.type === 'payment_intent.canceled');
    expect(cancelled?.data.object).toMatchObject({ id: intent.id, status: 'canceled' });

    const forged = double.sign(
      { id: 'evt_forged', type: 'payment_intent.canceled' },
      { secret: 'whsec_other' },
    );
    expect(() =>
      stripe.webhooks.constructEvent(forged.payload, forged.signature, double.webhookSecret),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const stale = double.sign({ id: 'evt_old' }, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(() =>
      stripe.webhooks.constructEvent(stale.payload, stale.signature, double.webhookSecret, 300),
    ).toThrow(/Timestamp outside the tolerance zone/);
  });
});
