import { expect, it } from 'vitest';
import { call } from './api-client.ts';
import { describeEachDialect, type TestPlatform } from './harness.ts';
import { latestMail, listMail } from './mail.ts';
import { purchased, requested } from './support/transaction-scenarios.ts';
import { bookableListingBody, runDueJobs, transition } from './support/transactions.ts';

// What transaction emails say (issue #32, defect 9): every one states the listing, the booked
// time on the listing's clock and the recipient's amounts; the purchase receipt goes with the
// payment; a message reaches the other party by email.

const MINUTE = 60_000;

const ADDRESS = {
  name: 'Ben Customer',
  phoneNumber: '+44 20 7946 0958',
  address: {
    line1: '10 Downing Street',
    city: 'London',
    state: 'Greater London',
    postalCode: 'SW1A 2AA',
    country: 'GB',
  },
};

/** A provider with an hourly listing in Berlin, and a customer who asked to book 10:00–11:00 UTC. */
function berlinBooking(p: TestPlatform) {
  const plan = bookableListingBody().availabilityPlan as Record<string, unknown>;
  return requested(p, {
    daysAhead: 2,
    listing: { title: 'Spree canoe tour', availabilityPlan: { ...plan, timezone: 'Europe/Berlin' } },
  });
}

describeEachDialect('transaction emails', (platform) => {
  it('state the listing, the time on its clock and the amounts of the recipient', async () => {
    const p = platform();
    const { provider, customer, id } = await berlinBooking(p);
    expect(
      (await transition(p, customer.token, id, 'transition/confirm-payment')).body.data.attributes.state,
    ).toBe('state/preauthorized');
    await runDueJobs(p);

    // 10:00 UTC on Tuesday 24 November is 11:00 in Berlin, and the email says so.
    const request = await latestMail(p.ctx, provider.email, 'booking-new-request');
    expect(request.text).toContain('Listing: Spree canoe tour');
    expect(request.text).toContain('When: Tue, Nov 24, 2026, 11:00 – 12:00 (Europe/Berlin)');
    expect(request.text).toContain('$40.00 × 1 hour: $40.00');
    expect(request.text).toMatch(/You will earn: \$\d+\.\d\d/);
    expect(request.html).toContain('Europe/Berlin');

    expect((await transition(p, provider.token, id, 'transition/accept')).body.data.attributes.state).toBe(
      'state/accepted',
    );
    await runDueJobs(p);
    const accepted = await latestMail(p.ctx, customer.email, 'booking-accepted-request');
    expect(accepted.text).toContain('When: Tue, Nov 24, 2026, 11:00 – 12:00 (Europe/Berlin)');
    expect(accepted.text).toMatch(/Total price: \$\d+\.\d\d/);
    expect(accepted.text).not.toContain('You will earn');
  });

  it('sends the purchase receipt with the payment, with the items, the address and the total', async () => {
    const p = platform();
    const {
      provider: seller,
      customer: buyer,
      created,
    } = await purchased(p, {
      stock: 5,
      params: {
        stockReservationQuantity: 2,
        protectedData: { deliveryMethod: 'shipping', shippingDetails: ADDRESS },
      },
    });
    expect(created.body.errors).toBeUndefined();

    // At once: the clock has not moved.
    await runDueJobs(p);
    const receipt = await latestMail(p.ctx, buyer.email, 'purchase-order-receipt');
    const shipTo = 'Ship to: Ben Customer, 10 Downing Street, London Greater London SW1A 2AA, GB';
    for (const line of [
      'Listing: Hand-thrown mug',
      '$25.00 × 2 items: $50.00',
      'Shipping: $12.00',
      'Total price: $62.00',
      shipTo,
    ]) {
      expect(receipt.text).toContain(line);
    }
    const order = await latestMail(p.ctx, seller.email, 'purchase-new-order');
    expect(order.text).toContain(shipTo);
    expect(order.text).toMatch(/You will earn: \$\d+\.\d\d/);
  });

  it('emails a message to the other party once its window closes, a burst as one email', async () => {
    const p = platform();
    const { provider, customer, id } = await berlinBooking(p);
    const send = (token: string, content: string) =>
      call(p, 'POST', 'messages/send', token, { transactionId: id, content });

    expect((await send(customer.token, 'Is the pier easy to find?')).status).toBe(200);
    p.clock.advance(30_000);
    expect((await send(customer.token, 'And is there <b>parking</b>?')).status).toBe(200);
    await runDueJobs(p);
    expect((await listMail(p.ctx, provider.email)).filter((m) => m.template === 'new-message')).toEqual([]);

    p.clock.advance(2 * MINUTE);
    await runDueJobs(p);
    const toProvider = (await listMail(p.ctx, provider.email)).filter((m) => m.template === 'new-message');
    expect(toProvider).toHaveLength(1);
    const [mail] = toProvider;
    expect(mail?.subject).toMatch(/sent you a message about Spree canoe tour$/);
    expect(mail?.text).toContain('> Is the pier easy to find?');
    expect(mail?.text).toContain('> And is there <b>parking</b>?');
    expect(mail?.html).toContain('And is there &lt;b&gt;parking&lt;/b&gt;?');
    expect(mail?.text).toContain('When: Tue, Nov 24, 2026, 11:00 – 12:00 (Europe/Berlin)');
    expect(mail?.text).toContain(`/sale/${id}`);
    // The writer is not told of their own words.
    expect((await listMail(p.ctx, customer.email)).filter((m) => m.template === 'new-message')).toEqual([]);

    expect((await send(provider.token, 'Yes, right by the bridge.')).status).toBe(200);
    p.clock.advance(2 * MINUTE);
    await runDueJobs(p);
    const toCustomer = await latestMail(p.ctx, customer.email, 'new-message');
    expect(toCustomer.text).toContain('> Yes, right by the bridge.');
    expect(toCustomer.text).not.toContain('pier');
    expect(toCustomer.text).toContain(`/order/${id}`);
  });
});
