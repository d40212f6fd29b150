import { describe, expect, it } from 'vitest';
import { type Body, call, errorCodes, newUser } from './api-client.ts';
import { DIALECTS, describeEachDialect, type TestPlatform, withTwoServers } from './harness.ts';
import {
  SHIPPING_ADDRESS as ADDRESS,
  itemInquiry,
  itemListing,
  orderItem as order,
  purchased,
  purchaseParties,
} from './support/transaction-scenarios.ts';
import {
  ledgerKinds,
  operatorTransition,
  relogin,
  runDueJobs,
  stockOf,
  templatesTo,
  transition,
  trustedTokenOf,
} from './support/transactions.ts';

// The purchase process of issue #10 (spec §4, process-tables.md default-purchase): items with
// stock, shipping or pickup, delivery and receipt, disputes, the timers, and no overselling.

const DAY = 86_400_000;
const ADMIN_API_TOKEN = 'operator-admin-token-purchases-0123456789';

const operator = (p: TestPlatform, body: Record<string, unknown>) =>
  operatorTransition(p, body, { include: 'listing.currentStock' });

const stateOf = (res: { body: Body }) => res.body.data.attributes.state as string;

/** The transaction as a party sees it after the clock moved on (with a fresh login: tokens expire). */
async function showAfterTime(p: TestPlatform, user: { email: string; password: string }, id: string) {
  return call(p, 'GET', `transactions/show?id=${id}`, await relogin(p, user));
}

describeEachDialect(
  'transactions: the purchase process',
  (platform) => {
    /** A paid order of one unit (state purchased) on a listing of `stock` units. */
    async function paidOrder(stock = 3, params: Record<string, unknown> = {}) {
      const s = await purchased(platform(), { stock, params });
      return { ...s, seller: s.provider, buyer: s.customer };
    }

    it('ships, is delivered and received, pays the provider on receipt, and both review', async () => {
      const { p, seller, buyer, listingId, id, created } = await paidOrder(3, {
        stockReservationQuantity: 2,
        protectedData: { deliveryMethod: 'shipping', shippingDetails: ADDRESS },
      });
      // Two mugs at $25, shipped for $9 + $3: the line items are the platform's own.
      const lineItems = created.body.data.attributes.lineItems as Body[];
      expect(lineItems.map((l) => [l.code, l.lineTotal.amount])).toEqual([
        ['line-item/item', 5000],
        ['line-item/shipping-fee', 1200],
      ]);
      expect(created.body.data.attributes.payinTotal).toEqual({ amount: 6200, currency: 'USD' });
      expect(created.body.data.attributes.protectedData.shippingDetails).toEqual(ADDRESS);
      expect(await stockOf(p, listingId)).toBe(1);
      // Money is taken at purchase and reaches the provider only on receipt.
      expect(await ledgerKinds(p, id)).toEqual(['authorize', 'capture']);
      // The reservation of the two units (accepted once paid) and the marketplace come as includes.
      const withHold = await call(
        p,
        'GET',
        `transactions/show?id=${id}&include=stockReservation,marketplace`,
        buyer.token,
      );
      const rel = withHold.body.data.relationships;
      const hold = withHold.body.included.find((r: Body) => r.type === 'stockReservation');
      expect(hold).toMatchObject({
        id: rel.stockReservation.data.id,
        attributes: { quantity: 2, state: 'accepted' },
      });
      expect(hold).not.toHaveProperty('relationships');
      expect(withHold.body.included.find((r: Body) => r.type === 'marketplace').id).toBe(
        rel.marketplace.data.id,
      );

      // Each party may only take their own steps.
      const early = await transition(p, buyer.token, id, 'transition/mark-delivered');
      expect(early.status).toBe(403);
      const wrongSide = await transition(p, seller.token, id, 'transition/mark-received-from-purchased');
      expect(wrongSide.status).toBe(403);
      expect(stateOf(await transition(p, seller.token, id, 'transition/mark-delivered'))).toBe(
        'state/delivered',
      );
      expect((await transition(p, seller.token, id, 'transition/mark-received')).status).toBe(403);
      expect(stateOf(await transition(p, buyer.token, id, 'transition/mark-received'))).toBe(
        'state/received',
      );
      expect(await ledgerKinds(p, id)).toEqual(['authorize', 'capture', 'payout']);

      // Completed by the worker at once, then reviewed by both.
      await runDueJobs(p);
      const shown = await call(p, 'GET', `transactions/show?id=${id}`, buyer.token);
      expect(stateOf(shown)).toBe('state/completed');
      const review = { reviewRating: 5, reviewContent: 'Lovely mug, well packed.' };
      expect(stateOf(await transition(p, buyer.token, id, 'transition/review-1-by-customer', review))).toBe(
        'state/reviewed-by-customer',
      );
      const back = { reviewRating: 5, reviewContent: 'Quick to pay, thank you!' };
      expect(stateOf(await transition(p, seller.token, id, 'transition/review-2-by-provider', back))).toBe(
        'state/reviewed',
      );
      // The stock stayed sold: a completed order does not give its units back.
      expect(await stockOf(p, listingId)).toBe(1);

      await runDueJobs(p);
      expect(await templatesTo(p, seller.email)).toEqual(
        expect.arrayContaining([
          'purchase-new-order',
          'purchase-order-marked-as-received',
          'purchase-order-review-by-provider-wanted',
          'purchase-review-by-other-party-unpublished',
        ]),
      );
      expect(await templatesTo(p, buyer.email)).toEqual(
        expect.arrayContaining([
          'purchase-order-marked-as-delivered',
          'purchase-order-review-by-customer-wanted',
          'purchase-review-by-other-party-published',
        ]),
      );
    });

    it('lets the customer mark an order received before the provider marks it delivered', async () => {
      const { p, buyer, seller, id } = await paidOrder(2, {
        deliveryMethod: 'pickup',
        protectedData: { deliveryMethod: 'pickup' },
      });
      const received = await transition(p, buyer.token, id, 'transition/mark-received-from-purchased');
      expect(stateOf(received)).toBe('state/received');
      expect(await ledgerKinds(p, id)).toEqual(['authorize', 'capture', 'payout']);
      expect((await transition(p, seller.token, id, 'transition/mark-delivered')).status).toBe(409);
    });

    it('refuses bad delivery details, changing nothing: address rules, methods not offered, no stock', async () => {
      const parties = await purchaseParties(platform(), { stock: 1, listing: { shippingEnabled: false } });
      const { p, listingId, customer: buyer, trusted } = parties;
      const { listingId: shipsOnly } = await itemListing(p, 4, { pickupEnabled: false });
      const shipTo = (address: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
        order(p, trusted, shipsOnly, {
          protectedData: {
            shippingDetails: { ...ADDRESS, ...extra, address: { ...ADDRESS.address, ...address } },
          },
        });

      const badPostalCode = await shipTo({ postalCode: '1124' });
      expect(badPostalCode.status).toBe(400);
      expect(errorCodes(badPostalCode.body)).toEqual(['validation-invalid-params']);
      expect(badPostalCode.body.errors[0].title).toContain('postal code must be 5 or 9 digits');
      expect(badPostalCode.body.errors[0].source.path).toEqual([
        'params',
        'protectedData',
        'shippingDetails',
        'address',
        'postalCode',
      ]);
      expect((await shipTo({ city: '  ' })).status).toBe(400);
      expect((await shipTo({ country: 'USA' })).status).toBe(400);
      expect((await shipTo({}, { phoneNumber: '12345' })).status).toBe(400);
      expect((await shipTo({}, { name: undefined })).status).toBe(400);
      // A number is checked against the numbering plan of the address's country.
      const notAmerican = await shipTo({}, { phoneNumber: '555 123 456' });
      expect(notAmerican.status).toBe(400);
      expect(notAmerican.body.errors[0].source.path).toEqual([
        'params',
        'protectedData',
        'shippingDetails',
        'phoneNumber',
      ]);
      // Abroad: a London address with a London number, a Lisbon one with a number given with +351.
      expect(
        (await shipTo({ postalCode: 'SW1A 2AA', country: 'GB' }, { phoneNumber: '020 7946 0018' })).status,
      ).toBe(200);
      expect(
        (await shipTo({ postalCode: '1200-389', country: 'PT' }, { phoneNumber: '+351 912 345 678' })).status,
      ).toBe(200);
      expect((await shipTo({ postalCode: '11249', country: 'GB' }, { phoneNumber: undefined })).status).toBe(
        400,
      );
      // ZIP+4 and no phone at all are fine (spec §5).
      expect((await shipTo({ postalCode: '11249-1234' }, { phoneNumber: undefined })).status).toBe(200);

      // A quote comes before the address: the speculative request needs none.
      const quote = await order(p, trusted, shipsOnly, { protectedData: {} }, 'initiate_speculative');
      expect(quote.status).toBe(200);
      expect(quote.body.data.attributes.payinTotal).toEqual({ amount: 3400, currency: 'USD' });
      // The web template names the method only in protectedData (its own server takes the param).
      const templateQuote = await order(
        p,
        trusted,
        shipsOnly,
        { deliveryMethod: undefined, protectedData: { deliveryMethod: 'shipping' } },
        'initiate_speculative',
      );
      expect(templateQuote.status).toBe(200);
      expect(templateQuote.body.data.attributes.payinTotal).toEqual({ amount: 3400, currency: 'USD' });
      const noAddress = await order(p, trusted, shipsOnly, { protectedData: {} });
      expect(noAddress.status).toBe(400);
      const notOffered = await order(p, trusted, listingId);
      expect(notOffered.status).toBe(400);
      expect(notOffered.body.errors[0].source.path).toEqual(['params', 'deliveryMethod']);
      const noMethod = await order(p, trusted, listingId, { deliveryMethod: undefined, protectedData: {} });
      expect(noMethod.status).toBe(400);
      const unknownMethod = await order(p, trusted, listingId, { deliveryMethod: 'drone' });
      expect(unknownMethod.status).toBe(400);
      // None of the refusals took a unit, made a transaction or touched a card.
      expect(await stockOf(p, listingId)).toBe(1);
      const mine = await call(p, 'GET', 'transactions/query?only=order', buyer.token);
      // The orders shipped to New York, London and Lisbon above.
      expect(mine.body.data).toHaveLength(3);

      const pickup = await order(p, trusted, listingId, { deliveryMethod: 'pickup', protectedData: {} });
      expect(pickup.status).toBe(200);
      const soldOut = await order(p, trusted, listingId, { deliveryMethod: 'pickup', protectedData: {} });
      expect(soldOut.status).toBe(409);
      expect(errorCodes(soldOut.body)).toEqual(['transaction-listing-insufficient-stock']);
    });

    it('keeps the card holder and billing address with the payment; an incomplete one changes nothing', async () => {
      const { p, listingId, trusted } = await purchaseParties(platform(), { stock: 2 });
      const billing = {
        name: 'Ben Customer',
        addressLine1: '1 Market St',
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94105',
        country: 'US',
      };

      const intentsBefore = (await p.ctx.db.selectFrom('payment_intents').selectAll().execute()).length;
      const noCity = await order(p, trusted, listingId, { billingAddress: { ...billing, city: ' ' } });
      expect(noCity.status).toBe(400);
      expect(errorCodes(noCity.body)).toEqual(['validation-invalid-value']);
      expect(noCity.body.errors[0].source.path).toEqual(['params', 'billingAddress', 'city']);
      const noName = await order(p, trusted, listingId, { billingAddress: { ...billing, name: undefined } });
      expect(noName.status).toBe(400);
      const badCountry = await order(p, trusted, listingId, {
        billingAddress: { ...billing, country: 'USA' },
      });
      expect(badCountry.status).toBe(400);
      expect(await stockOf(p, listingId)).toBe(2);
      expect(await p.ctx.db.selectFrom('payment_intents').selectAll().execute()).toHaveLength(intentsBefore);

      const placed = await order(p, trusted, listingId, { billingAddress: billing });
      expect(placed.status).toBe(200);
      const rows = await p.ctx.db
        .selectFrom('payment_intents')
        .selectAll()
        .where('transaction_id', '=', placed.body.data.id as string)
        .execute();
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0]?.billing_details ?? 'null')).toEqual(billing);
      const page = await p.app.inject({ method: 'GET', url: '/_payments' });
      expect(page.body).toContain('Ben Customer, San Francisco 94105, US');
    });

    it('needs a reason to dispute; the operator cancels the disputed order, refunding it and restocking', async () => {
      const { p, seller, buyer, listingId, id } = await paidOrder(2);
      expect(await stockOf(p, listingId)).toBe(1);
      expect(stateOf(await transition(p, seller.token, id, 'transition/mark-delivered'))).toBe(
        'state/delivered',
      );
      const noReason = await transition(p, buyer.token, id, 'transition/dispute');
      expect(noReason.status).toBe(400);
      expect(noReason.body.errors[0].source.path).toEqual(['params', 'protectedData', 'disputeReason']);
      const blank = await transition(p, buyer.token, id, 'transition/dispute', {
        protectedData: { disputeReason: '   ' },
      });
      expect(blank.status).toBe(400);
      expect(
        (
          await transition(p, seller.token, id, 'transition/dispute', {
            protectedData: { disputeReason: 'x' },
          })
        ).status,
      ).toBe(403);
      const disputed = await transition(p, buyer.token, id, 'transition/dispute', {
        protectedData: { disputeReason: 'The mug arrived cracked.' },
      });
      expect(stateOf(disputed)).toBe('state/disputed');
      expect(disputed.body.data.attributes.protectedData.disputeReason).toBe('The mug arrived cracked.');
      // Parties cannot settle a dispute themselves.
      expect((await transition(p, seller.token, id, 'transition/cancel-from-disputed')).status).toBe(403);
      const cancelled = await operator(p, { id, transition: 'transition/cancel-from-disputed' });
      expect(cancelled.status).toBe(200);
      expect(stateOf(cancelled)).toBe('state/canceled');
      expect(await ledgerKinds(p, id)).toEqual(['authorize', 'capture', 'refund']);
      expect(await stockOf(p, listingId)).toBe(2);
      const refund = (cancelled.body.data.attributes.lineItems as Body[]).filter((l) => l.reversal);
      expect(refund.length).toBeGreaterThan(0);
      expect(cancelled.body.data.attributes.payinTotal.amount).toBe(0);
      await runDueJobs(p);
      expect(await templatesTo(p, seller.email)).toContain('purchase-order-disputed');
      expect(await templatesTo(p, buyer.email)).toContain('purchase-order-canceled-from-disputed-customer');
    });

    it('cancels an order not delivered within 14 days, refunding it and returning the units', async () => {
      const { p, buyer, listingId, id } = await paidOrder(1);
      expect(await stockOf(p, listingId)).toBe(0);
      p.clock.advance(13 * DAY);
      await runDueJobs(p);
      expect(stateOf(await showAfterTime(p, buyer, id))).toBe('state/purchased');
      p.clock.advance(DAY + 60_000);
      await runDueJobs(p);
      const shown = await showAfterTime(p, buyer, id);
      expect(stateOf(shown)).toBe('state/canceled');
      expect(shown.body.data.attributes.lastTransition).toBe('transition/auto-cancel');
      expect(await ledgerKinds(p, id)).toEqual(['authorize', 'capture', 'refund']);
      expect(await stockOf(p, listingId)).toBe(1);
      expect(await templatesTo(p, buyer.email)).toContain('purchase-shipping-time-expired-customer');
    });

    it('marks a delivered order received after 14 days, paying the provider', async () => {
      const { p, seller, buyer, id } = await paidOrder(1);
      await transition(p, seller.token, id, 'transition/mark-delivered');
      p.clock.advance(14 * DAY + 60_000);
      await runDueJobs(p);
      const shown = await showAfterTime(p, buyer, id);
      expect(shown.body.data.attributes.transitions.map((t: Body) => t.transition)).toEqual([
        'transition/request-payment',
        'transition/confirm-payment',
        'transition/mark-delivered',
        'transition/auto-mark-received',
        'transition/auto-complete',
      ]);
      expect(await ledgerKinds(p, id)).toEqual(['authorize', 'capture', 'payout']);
      expect(await templatesTo(p, seller.email)).toContain('purchase-order-auto-marked-as-received-provider');
    });

    it('cancels a dispute nobody settled within 60 days, refunding it', async () => {
      const { p, seller, buyer, listingId, id } = await paidOrder(1);
      await transition(p, seller.token, id, 'transition/mark-delivered');
      await transition(p, buyer.token, id, 'transition/dispute', {
        protectedData: { disputeReason: 'Never arrived.' },
      });
      // Disputed orders are not marked received by the 14-day timer.
      p.clock.advance(30 * DAY);
      await runDueJobs(p);
      expect(stateOf(await showAfterTime(p, buyer, id))).toBe('state/disputed');
      p.clock.advance(30 * DAY + 60_000);
      await runDueJobs(p);
      const shown = await showAfterTime(p, buyer, id);
      expect(shown.body.data.attributes.lastTransition).toBe('transition/auto-cancel-from-disputed');
      expect(await ledgerKinds(p, id)).toEqual(['authorize', 'capture', 'refund']);
      expect(await stockOf(p, listingId)).toBe(1);
    });

    it('lets the operator mark an order delivered, and settle a dispute as received', async () => {
      const { p, buyer, id } = await paidOrder(1);
      expect(stateOf(await operator(p, { id, transition: 'transition/operator-mark-delivered' }))).toBe(
        'state/delivered',
      );
      expect(stateOf(await operator(p, { id, transition: 'transition/operator-dispute' }))).toBe(
        'state/disputed',
      );
      expect((await transition(p, buyer.token, id, 'transition/mark-received-from-disputed')).status).toBe(
        403,
      );
      expect(stateOf(await operator(p, { id, transition: 'transition/mark-received-from-disputed' }))).toBe(
        'state/received',
      );
      expect(await ledgerKinds(p, id)).toEqual(['authorize', 'capture', 'payout']);
    });

    it('lets the operator cancel an undelivered order, refunding it and returning the units', async () => {
      const { p, seller, listingId, id } = await paidOrder(2);
      expect((await transition(p, seller.token, id, 'transition/cancel')).status).toBe(403);
      const cancelled = await operator(p, { id, transition: 'transition/cancel' });
      expect(stateOf(cancelled)).toBe('state/canceled');
      expect(await ledgerKinds(p, id)).toEqual(['authorize', 'capture', 'refund']);
      expect(await stockOf(p, listingId)).toBe(2);
    });

    it('turns an inquiry into an order with the after-inquiry transition', async () => {
      const inquiry = await itemInquiry(platform(), { stock: 2 });
      const { p, listingId, customer: buyer, trusted, id } = inquiry;
      expect(stateOf(inquiry.created)).toBe('state/inquiry');
      // Ordering is privileged: the customer's own token cannot price it.
      const untrusted = await transition(p, buyer.token, id, 'transition/request-payment-after-inquiry', {
        stockReservationQuantity: 1,
        deliveryMethod: 'pickup',
      });
      expect(untrusted.status).toBe(403);
      const ordered = await transition(p, trusted, id, 'transition/request-payment-after-inquiry', {
        stockReservationQuantity: 1,
        deliveryMethod: 'pickup',
        paymentMethod: 'pm_card_visa',
      });
      expect(stateOf(ordered)).toBe('state/pending-payment');
      expect(await stockOf(p, listingId)).toBe(1);
    });

    it('publishes the provider’s first review with the customer’s, or alone when the period ends', async () => {
      const { p, seller, buyer, id } = await paidOrder(2);
      await transition(p, buyer.token, id, 'transition/mark-received-from-purchased');
      await runDueJobs(p);
      const first = await transition(p, seller.token, id, 'transition/review-1-by-provider', {
        reviewRating: 4,
        reviewContent: 'Prompt and friendly.',
      });
      expect(stateOf(first)).toBe('state/reviewed-by-provider');
      const second = await transition(p, buyer.token, id, 'transition/review-2-by-customer', {
        reviewRating: 5,
        reviewContent: 'Great mug.',
      });
      expect(stateOf(second)).toBe('state/reviewed');

      const other = await paidOrder(2);
      await transition(other.p, other.buyer.token, other.id, 'transition/mark-received-from-purchased');
      await runDueJobs(other.p);
      await transition(other.p, other.seller.token, other.id, 'transition/review-1-by-provider', {
        reviewRating: 5,
        reviewContent: 'Lovely customer.',
      });
      other.p.clock.advance(7 * DAY + 60_000);
      await runDueJobs(other.p);
      const shown = await showAfterTime(other.p, other.buyer, other.id);
      expect(shown.body.data.attributes.lastTransition).toBe('transition/expire-customer-review-period');
    });

    it('keeps the stock rule while units are reserved: a new total needs the current one', async () => {
      const { p, seller, listingId } = await paidOrder(3);
      expect(await stockOf(p, listingId)).toBe(2);
      const stale = await call(p, 'POST', 'stock/compare_and_set', seller.token, {
        listingId,
        oldTotal: 3,
        newTotal: 10,
      });
      expect(stale.status).toBe(409);
      expect(errorCodes(stale.body)).toEqual(['old-total-mismatch']);
      const fresh = await call(p, 'POST', 'stock/compare_and_set', seller.token, {
        listingId,
        oldTotal: 2,
        newTotal: 10,
      });
      expect(fresh.status).toBe(200);
      expect(await stockOf(p, listingId)).toBe(10);
    });

    it('sells by product variant: each variant its own price and units, never oversold, given back on cancel', async () => {
      const p = platform();
      const { seller, listingId } = await itemListing(p, 0, {
        priceVariationsEnabled: true,
        priceVariants: [
          { name: 'Natural', priceInSubunits: 3200 },
          { name: 'Charcoal', priceInSubunits: 3600 },
        ],
      });
      const setVariant = (variantName: string, oldTotal: number | null, newTotal: number) =>
        call(p, 'POST', 'stock/compare_and_set?expand=true', seller.token, {
          listingId,
          variantName,
          oldTotal,
          newTotal,
        });
      expect((await setVariant('Natural', null, 10)).status).toBe(200);
      const set = await setVariant('Charcoal', null, 3);
      expect(set.status).toBe(200);
      expect(set.body.data.attributes).toEqual({ quantity: 13, variants: { Charcoal: 3, Natural: 10 } });
      const stale = await setVariant('Charcoal', 5, 8);
      expect(stale.status).toBe(409);
      expect(errorCodes(stale.body)).toEqual(['old-total-mismatch']);
      expect(await stockOf(p, listingId)).toBe(13);

      const buyer = await newUser(p);
      const trusted = await trustedTokenOf(p, buyer.token);
      const charcoal = (quantity: number, verb = 'initiate') =>
        order(
          p,
          trusted,
          listingId,
          { priceVariantName: 'Charcoal', stockReservationQuantity: quantity },
          verb,
        );
      const tooMany = await charcoal(4, 'initiate_speculative');
      expect(tooMany.status).toBe(409);
      expect(errorCodes(tooMany.body)).toEqual(['transaction-listing-insufficient-stock']);
      expect(tooMany.body.errors[0].source.path).toEqual(['params', 'priceVariantName']);
      expect((await charcoal(4)).status).toBe(409);
      expect(errorCodes((await order(p, trusted, listingId, { priceVariantName: 'Rust' })).body)).toEqual([
        'transaction-listing-variant-not-found',
      ]);
      expect((await order(p, trusted, listingId)).status).toBe(400);

      // 20 buyers race for the 3 charcoal aprons: exactly 3 sales, at the variant's price; the
      // natural ones are untouched.
      const results = await Promise.all(Array.from({ length: 20 }, () => charcoal(1)));
      const sold = results.filter((r) => r.status === 200);
      expect(sold).toHaveLength(3);
      expect(results.filter((r) => r.status !== 200).map((r) => errorCodes(r.body)[0])).toEqual(
        Array(17).fill('transaction-listing-insufficient-stock'),
      );
      expect(sold[0]?.body.data.attributes.lineItems[0]).toMatchObject({
        code: 'line-item/item',
        unitPrice: { amount: 3600, currency: 'USD' },
      });
      const shown = await call(p, 'GET', `listings/show?id=${listingId}&include=currentStock`, buyer.token);
      expect((shown.body.included as Body[])[0]?.attributes).toEqual({
        quantity: 10,
        variants: { Charcoal: 0, Natural: 10 },
      });

      // A cancelled order gives its unit back to its variant.
      const id = sold[0]?.body.data.id as string;
      expect(stateOf(await transition(p, buyer.token, id, 'transition/confirm-payment'))).toBe(
        'state/purchased',
      );
      expect(stateOf(await operator(p, { id, transition: 'transition/cancel' }))).toBe('state/canceled');
      const after = await call(p, 'GET', `listings/show?id=${listingId}&include=currentStock`, buyer.token);
      expect((after.body.included as Body[])[0]?.attributes).toEqual({
        quantity: 11,
        variants: { Charcoal: 1, Natural: 10 },
      });
    }, 60_000);

    it('never oversells: 100 concurrent orders of one unit on a stock of 5 make exactly 5 sales', async () => {
      const { p, listingId, trusted } = await purchaseParties(platform(), { stock: 5 });
      const results = await Promise.all(Array.from({ length: 100 }, () => order(p, trusted, listingId)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      expect(results.filter((r) => r.status !== 200 && r.status !== 409).map((r) => r.status)).toEqual([]);
      expect(await stockOf(p, listingId)).toBe(0);
      const reservations = await p.ctx.db
        .selectFrom('stock_reservations')
        .selectAll()
        .where('listing_id', '=', listingId)
        .execute();
      expect(reservations).toHaveLength(5);
    }, 120_000);
  },
  { ADMIN_API_TOKEN, RATE_LIMIT_ENABLED: 'false' },
);

for (const dialect of DIALECTS) {
  describe(`[${dialect}] transactions: purchases over two servers on one database`, () => {
    it('100 concurrent orders of one unit on a stock of 5 over two servers make exactly 5 sales', async () => {
      await withTwoServers(dialect, { RATE_LIMIT_ENABLED: 'false' }, async (first, second) => {
        const { listingId, trusted } = await purchaseParties(first, { stock: 5 });
        const results = await Promise.all(
          Array.from({ length: 100 }, (_, i) => order(i % 2 ? first : second, trusted, listingId)),
        );
        expect(results.filter((r) => r.status === 200)).toHaveLength(5);
        expect(results.filter((r) => r.status !== 200 && r.status !== 409).map((r) => r.status)).toEqual([]);
        expect(await stockOf(first, listingId)).toBe(0);
      });
    }, 120_000);
  });
}
