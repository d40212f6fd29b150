import { describe, expect, it } from 'vitest';
import { MINIMUM_COMMISSION_EXCEEDS_PAYIN_MESSAGE } from './commission.ts';
import { buildOrderLineItems, type OrderListing } from './order-line-items.ts';

const USD = (amount: number) => ({ amount, currency: 'USD' });
const listing = (overrides: Partial<OrderListing> = {}): OrderListing => ({
  price: USD(5000),
  unitType: 'night',
  ...overrides,
});
const dates = {
  bookingStart: Date.parse('2024-01-01T00:00:00Z'),
  bookingEnd: Date.parse('2024-01-04T00:00:00Z'),
};

function built(...args: Parameters<typeof buildOrderLineItems>) {
  const result = buildOrderLineItems(...args);
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result;
}

describe('bookings', () => {
  it('prices nights from the dates', () => {
    const result = built(listing(), dates);
    expect(result.lineItems).toEqual([
      {
        code: 'line-item/night',
        unitPrice: USD(5000),
        quantity: 3,
        includeFor: ['customer', 'provider'],
        lineTotal: USD(15000),
        reversal: false,
      },
    ]);
    expect(result.payinTotal).toEqual(USD(15000));
    expect(result.payoutTotal).toEqual(USD(15000));
  });

  it('splits into units and seats when seats are booked', () => {
    const result = built(listing({ unitType: 'day' }), { ...dates, seats: 2 });
    expect(result.lineItems[0]).toMatchObject({
      code: 'line-item/day',
      units: 3,
      seats: 2,
      lineTotal: USD(30000),
    });
  });

  it('prices hours, fractions included', () => {
    const result = built(listing({ unitType: 'hour', price: USD(2000) }), {
      bookingStart: new Date('2024-01-01T10:00:00Z'),
      bookingEnd: new Date('2024-01-01T11:30:00Z'),
    });
    expect(result.lineItems[0]).toMatchObject({
      code: 'line-item/hour',
      quantity: 1.5,
      lineTotal: USD(3000),
    });
  });

  it('prices a fixed session as one unit', () => {
    expect(built(listing({ unitType: 'fixed' }), {}).lineItems[0]).toMatchObject({
      quantity: 1,
      lineTotal: USD(5000),
    });
    expect(built(listing({ unitType: 'fixed' }), { seats: 3 }).lineItems[0]).toMatchObject({
      units: 1,
      seats: 3,
      lineTotal: USD(15000),
    });
  });

  it('uses the chosen price variant when variations are enabled', () => {
    const priceVariants = [{ name: 'Long', priceInSubunits: 8000, bookingLengthInMinutes: 90 }];
    const withVariants = listing({ unitType: 'fixed', priceVariationsEnabled: true, priceVariants });
    expect(built(withVariants, { priceVariantName: 'Long' }).lineItems[0]?.unitPrice).toEqual(USD(8000));
    expect(built(withVariants, {}).lineItems[0]?.unitPrice).toEqual(USD(5000));
    expect(
      built({ ...withVariants, priceVariationsEnabled: false }, { priceVariantName: 'Long' }).lineItems[0]
        ?.unitPrice,
    ).toEqual(USD(5000));
    expect(buildOrderLineItems(withVariants, { priceVariantName: 'Nope' })).toMatchObject({
      ok: false,
      code: 'transaction-listing-variant-not-found',
    });
  });

  it('sells a fixed session only for its variant’s length', () => {
    const priceVariants = [{ name: 'Long', priceInSubunits: 8000, bookingLengthInMinutes: 90 }];
    const withVariants = listing({ unitType: 'fixed', priceVariationsEnabled: true, priceVariants });
    const start = new Date('2026-12-07T09:00:00Z');
    const session = (minutes: number) => ({
      priceVariantName: 'Long',
      bookingStart: start,
      bookingEnd: new Date(start.getTime() + minutes * 60_000),
    });
    expect(built(withVariants, session(90)).lineItems[0]?.lineTotal).toEqual(USD(8000));
    expect(buildOrderLineItems(withVariants, session(180))).toMatchObject({
      ok: false,
      code: 'validation-invalid-params',
      message: 'a booking of Long lasts 90 minutes, not 180',
    });
  });

  it('prices an item sold by product variant at its variant, and needs the variant named', () => {
    const priceVariants = [
      { name: 'Natural', priceInSubunits: 3200 },
      { name: 'Charcoal', priceInSubunits: 3600 },
    ] as never;
    const apron = listing({ unitType: 'item', priceVariationsEnabled: true, priceVariants });
    const order = { stockReservationQuantity: 2, deliveryMethod: 'pickup' };
    expect(built(apron, { ...order, priceVariantName: 'Charcoal' }).lineItems[0]).toMatchObject({
      code: 'line-item/item',
      unitPrice: USD(3600),
      quantity: 2,
      lineTotal: USD(7200),
    });
    expect(buildOrderLineItems(apron, { ...order, priceVariantName: 'Rust' })).toMatchObject({
      ok: false,
      code: 'transaction-listing-variant-not-found',
    });
    expect(buildOrderLineItems(apron, order)).toMatchObject({ ok: false, code: 'validation-invalid-params' });
    // Without variations, the listing's own price; a variant name changes nothing.
    const plain = { ...apron, priceVariationsEnabled: false };
    expect(built(plain, { ...order, priceVariantName: 'Charcoal' }).lineItems[0]?.unitPrice).toEqual(
      USD(5000),
    );
  });

  it('refuses bookings without usable dates', () => {
    expect(buildOrderLineItems(listing(), {})).toMatchObject({
      ok: false,
      code: 'validation-invalid-params',
      status: 400,
    });
    expect(
      buildOrderLineItems(listing(), { bookingStart: dates.bookingEnd, bookingEnd: dates.bookingStart }),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('after bookingStart'),
    });
  });
});

describe('item purchases', () => {
  const item = listing({
    unitType: 'item',
    price: USD(2500),
    shippingPriceInSubunitsOneItem: 1000,
    shippingPriceInSubunitsAdditionalItems: 500,
  });

  it('adds shipping for every item after the first at the additional rate', () => {
    const result = built(item, { stockReservationQuantity: 3, deliveryMethod: 'shipping' });
    expect(result.lineItems.map((l) => [l.code, l.lineTotal.amount])).toEqual([
      ['line-item/item', 7500],
      ['line-item/shipping-fee', 2000],
    ]);
    expect(result.payinTotal).toEqual(USD(9500));
  });

  it('adds a zero pickup fee for pickup', () => {
    const result = built(item, { stockReservationQuantity: 1, deliveryMethod: 'pickup' });
    expect(result.lineItems[1]).toMatchObject({ code: 'line-item/pickup-fee', lineTotal: USD(0) });
  });

  it('requires a positive whole quantity', () => {
    for (const stockReservationQuantity of [undefined, 0, -1, 1.5]) {
      expect(buildOrderLineItems(item, { stockReservationQuantity }).ok).toBe(false);
    }
  });

  it('prices a digital file as one item', () => {
    expect(built(listing({ unitType: 'file' }), {}).lineItems[0]).toMatchObject({
      code: 'line-item/file',
      quantity: 1,
    });
  });
});

describe('commissions', () => {
  it('adds provider then customer commission on the order line only', () => {
    const item = listing({ unitType: 'item', price: USD(10000), shippingPriceInSubunitsOneItem: 1000 });
    const result = built(
      item,
      { stockReservationQuantity: 1, deliveryMethod: 'shipping' },
      {
        provider: { percentage: 10 },
        customer: { percentage: 5 },
      },
    );
    expect(
      result.lineItems.map((l) => [l.code, l.unitPrice.amount, l.percentage, l.lineTotal.amount]),
    ).toEqual([
      ['line-item/item', 10000, undefined, 10000],
      ['line-item/shipping-fee', 1000, undefined, 1000],
      ['line-item/provider-commission', 10000, -10, -1000],
      ['line-item/customer-commission', 10000, 5, 500],
    ]);
    expect(result.payinTotal).toEqual(USD(11500));
    expect(result.payoutTotal).toEqual(USD(10000));
  });

  it('uses a minimum commission when it is larger', () => {
    const result = built(listing(), dates, { provider: { percentage: 1, minimumAmount: 500 } });
    expect(result.lineItems[1]).toMatchObject({
      code: 'line-item/provider-commission',
      quantity: -1,
      lineTotal: USD(-500),
    });
    expect(result.payoutTotal).toEqual(USD(14500));
  });

  it('refuses an order smaller than the provider minimum commission, with the text clients detect', () => {
    expect(
      buildOrderLineItems(listing(), dates, { provider: { percentage: 5, minimumAmount: 50000 } }),
    ).toEqual({
      ok: false,
      code: 'bad-request',
      status: 400,
      message: MINIMUM_COMMISSION_EXCEEDS_PAYIN_MESSAGE,
    });
  });

  it('refuses a provider percentage that would make the payout negative', () => {
    expect(buildOrderLineItems(listing(), dates, { provider: { percentage: 150 } })).toMatchObject({
      ok: false,
      code: 'validation-invalid-params',
      message: 'payoutTotal must not be negative',
    });
  });
});

describe('unpriced listings', () => {
  it('refuses inquiry and unknown unit types', () => {
    expect(buildOrderLineItems(listing({ unitType: 'inquiry' }), {})).toMatchObject({
      ok: false,
      code: 'validation-invalid-params',
    });
  });

  it('refuses a listing price that cannot be multiplied safely', () => {
    expect(buildOrderLineItems(listing({ price: USD(Number.MAX_SAFE_INTEGER) }), dates)).toMatchObject({
      ok: false,
      message: 'line total is out of range',
    });
  });
});
