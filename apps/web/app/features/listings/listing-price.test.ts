import { describe, expect, it } from 'vitest';
import { listingPriceView, orderActionOf, priceText, priceUnitText, unitTypeOf } from './listing-price.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' });

describe('price with unit', () => {
  it.each([
    ['hour', '$25.00 per hour'],
    ['day', '$25.00 per day'],
    ['night', '$25.00 per night'],
    ['item', '$25.00 per item'],
    ['fixed', '$25.00 per session'],
  ] as const)('writes a %s price as %j', (unit, text) => {
    const view = listingPriceView(usd(2500), unit);
    expect(view && priceText(view)).toBe(text);
  });

  it('shows no price for conversations, even when one is stored', () => {
    expect(listingPriceView(usd(2500), 'inquiry')).toBeNull();
    expect(priceUnitText('inquiry')).toBeNull();
  });

  it('shows no price when the listing has none', () => {
    expect(listingPriceView(null, 'hour')).toBeNull();
    expect(listingPriceView(undefined, 'hour')).toBeNull();
  });

  it('formats with grouping and the currency of the price', () => {
    expect(listingPriceView(usd(123456789), 'night')).toEqual({ amount: '$1,234,567.89', unit: 'per night' });
    expect(listingPriceView({ amount: 1500, currency: 'JPY' }, 'day')?.amount).toBe('¥1,500');
  });

  it('shows the amount alone when the unit is unknown', () => {
    const view = listingPriceView(usd(900), null);
    expect(view && priceText(view)).toBe('$9.00');
  });

  it('does not fail on a currency it cannot format', () => {
    expect(listingPriceView({ amount: 100, currency: 'XXX' }, 'hour')?.amount).toBe('100 XXX');
  });
});

describe('unitTypeOf', () => {
  it('reads known unit types only', () => {
    expect(unitTypeOf({ unitType: 'hour' })).toBe('hour');
    expect(unitTypeOf({ unitType: 'week' })).toBeNull();
    expect(unitTypeOf({ unitType: 3 })).toBeNull();
    expect(unitTypeOf(undefined)).toBeNull();
  });
});

describe('orderActionOf', () => {
  it('books time, buys items and contacts for conversations', () => {
    expect(orderActionOf('hour')).toBe('book');
    expect(orderActionOf('night')).toBe('book');
    expect(orderActionOf(null)).toBe('book');
    expect(orderActionOf('item')).toBe('buy');
    expect(orderActionOf('inquiry')).toBe('contact');
  });
});
