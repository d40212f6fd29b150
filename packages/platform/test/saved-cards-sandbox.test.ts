import { expect, it } from 'vitest';
import { call, newUser } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { newProvider, requestBooking, slot, trustedTokenOf } from './support/transactions.ts';

// Saved cards offline: the sandbox saves Stripe's test cards (given by payment method id or test
// card number, kept as the id: no card number is stored) and pays with them.
describeEachDialect('saved cards with the sandbox', (platform) => {
  it('saves a test card given by its number as its payment method id, pays with it, deletes it', async () => {
    const p = platform();
    const customer = await newUser(p);
    const intent = await call(p, 'POST', 'stripe_setup_intents/create', customer.token, {});
    expect(intent.status).toBe(200);
    expect(intent.body.data.attributes.stripeSetupIntentId).toMatch(/^seti_sandbox_/);
    expect(intent.body.data.attributes.clientSecret).toMatch(/_secret_/);

    const saved = await call(
      p,
      'POST',
      'stripe_customer/create?expand=true&include=defaultPaymentMethod',
      customer.token,
      { stripePaymentMethodId: '4000 0025 0000 3155' },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.included[0].attributes).toEqual({
      type: 'stripe-payment-method/card',
      stripePaymentMethodId: 'pm_card_authenticationRequired',
      card: { brand: 'visa', last4Digits: '3155', expirationMonth: 12, expirationYear: 2034 },
    });
    const stored = await p.ctx.db.selectFrom('stripe_customers').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain('4000002500003155');

    const replaced = await call(p, 'POST', 'stripe_customer/delete_payment_method', customer.token, {});
    expect(replaced.status).toBe(200);
    const added = await call(p, 'POST', 'stripe_customer/add_payment_method?expand=true', customer.token, {
      stripePaymentMethodId: 'pm_card_visa',
    });
    expect(added.status).toBe(200);

    const provider = await newProvider(p);
    const trusted = await trustedTokenOf(p, customer.token);
    const booked = await requestBooking(p, trusted, provider.listingId, slot(p), {
      paymentMethod: 'pm_card_visa',
    });
    expect(booked.status).toBe(200);
    expect(booked.body.data.attributes.state).toBe('state/pending-payment');

    // Off session: the saved card pays without a payment method in the request.
    const charged = await p.ctx.payments.createPaymentIntent({
      idempotencyKey: `off-session-${customer.id}`,
      transactionId: booked.body.data.id,
      amount: 1000,
      currency: 'USD',
      payerId: customer.id,
      useSavedPaymentMethod: true,
    });
    expect(charged.status).toBe('requires_capture');

    const unknown = await call(p, 'POST', 'stripe_customer/delete_payment_method', customer.token, {});
    expect(unknown.status).toBe(200);
    const none = await p.ctx.payments
      .createPaymentIntent({
        idempotencyKey: `off-session-again-${customer.id}`,
        transactionId: booked.body.data.id,
        amount: 1000,
        currency: 'USD',
        payerId: customer.id,
        useSavedPaymentMethod: true,
      })
      .catch((error: Error) => error.message);
    expect(none).toBe('The customer has no saved card.');
  });

  it('refuses a card the sandbox does not know, and saves nothing', async () => {
    const p = platform();
    const customer = await newUser(p);
    const refused = await call(p, 'POST', 'stripe_customer/create', customer.token, {
      stripePaymentMethodId: '4111 1111 1111 1111',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].code).toBe('stripe-customer-refused');
    const rows = await p.ctx.db
      .selectFrom('stripe_customers')
      .selectAll()
      .where('user_id', '=', customer.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
