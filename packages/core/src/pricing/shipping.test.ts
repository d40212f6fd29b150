import { describe, expect, it } from 'vitest';
import { calculateShippingFee, getDeliveryLineItems } from './shipping.ts';

const prices = (one?: number | null, additional?: number | null) => ({
  shippingPriceInSubunitsOneItem: one,
  shippingPriceInSubunitsAdditionalItems: additional,
});

describe('calculateShippingFee', () => {
  it.each([
    [1000, 100, 1, 1000],
    [1000, 100, 2, 1100],
    [1000, 100, 3, 1200],
    [1000, 0, 2, 1000],
    [0, 0, 2, 0],
    [0, 100, 2, 100],
    [1000, null, 1, 1000],
  ])('one item %s, additional %s, quantity %s → %s', (one, additional, quantity, expected) => {
    expect(calculateShippingFee(prices(one, additional), 'EUR', quantity)).toEqual({
      amount: expected,
      currency: 'EUR',
    });
  });

  it.each([
    [-1000, -100, 1],
    [-1000, -100, 2],
    [1000, null, 2],
    [null, 100, 1],
    [1000, 100, 0],
    [1000, 100, 1.5],
    [10.5, 100, 1],
  ])('gives no fee for one item %s, additional %s, quantity %s', (one, additional, quantity) => {
    expect(calculateShippingFee(prices(one, additional), 'EUR', quantity)).toBeNull();
  });
});

describe('getDeliveryLineItems', () => {
  it('adds a shipping line for shipping', () => {
    expect(getDeliveryLineItems('shipping', prices(1000, 500), 'EUR', 3)).toEqual([
      {
        code: 'line-item/shipping-fee',
        unitPrice: { amount: 2000, currency: 'EUR' },
        quantity: 1,
        includeFor: ['customer', 'provider'],
      },
    ]);
    expect(getDeliveryLineItems('shipping', prices(null, null), 'EUR', 1)).toEqual([]);
  });

  it('adds a zero pickup line for pickup, nothing otherwise', () => {
    expect(getDeliveryLineItems('pickup', prices(1000, 500), 'EUR', 3)).toEqual([
      {
        code: 'line-item/pickup-fee',
        unitPrice: { amount: 0, currency: 'EUR' },
        quantity: 1,
        includeFor: ['customer', 'provider'],
      },
    ]);
    expect(getDeliveryLineItems('none', prices(1000, 500), 'EUR', 1)).toEqual([]);
    expect(getDeliveryLineItems(undefined, prices(1000, 500), 'EUR', 1)).toEqual([]);
  });
});
