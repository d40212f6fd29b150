import { describe, expect, it } from 'vitest';
import {
  findPriceVariant,
  getPriceVariantBookingEnd,
  getPriceVariantLineItem,
  PriceVariantSchema,
  PriceVariantsSchema,
  START_TIME_INTERVAL_MINUTES,
} from './price-variants.ts';

const short = {
  name: 'Short',
  priceInSubunits: 3000,
  bookingLengthInMinutes: 30,
  startTimeInterval: 'halfHour' as const,
};
const long = { name: 'Long', priceInSubunits: 5000, bookingLengthInMinutes: 90 };

describe('price variant schema', () => {
  it('accepts valid variants', () => {
    expect(PriceVariantsSchema.parse([short, long])).toEqual([short, long]);
  });

  it.each([
    ['a booking shorter than 15 minutes', { ...long, bookingLengthInMinutes: 14 }],
    ['a negative price', { ...long, priceInSubunits: -1 }],
    ['a fractional price', { ...long, priceInSubunits: 1.5 }],
    ['an empty name', { ...long, name: '  ' }],
    ['an unknown interval', { ...long, startTimeInterval: 'tenMinutes' }],
  ])('rejects %s', (_label, variant) => {
    expect(PriceVariantSchema.safeParse(variant).success).toBe(false);
  });

  it('accepts exactly 15 minutes', () => {
    expect(PriceVariantSchema.safeParse({ ...long, bookingLengthInMinutes: 15 }).success).toBe(true);
  });

  it('requires unique names', () => {
    expect(PriceVariantsSchema.safeParse([short, { ...long, name: 'Short' }]).success).toBe(false);
  });

  it('maps intervals to minutes', () => {
    expect(START_TIME_INTERVAL_MINUTES).toEqual({ quarterHour: 15, halfHour: 30, hour: 60 });
  });
});

describe('booking a variant', () => {
  it('finds a variant by name', () => {
    expect(findPriceVariant([short, long], 'Long')).toBe(long);
    expect(findPriceVariant([short, long], 'Other')).toBeUndefined();
    expect(findPriceVariant(null, 'Long')).toBeUndefined();
    expect(findPriceVariant([short], undefined)).toBeUndefined();
  });

  it('ends a booking after the variant length', () => {
    expect(getPriceVariantBookingEnd(long, Date.parse('2024-05-01T10:00:00Z'))).toBe(
      Date.parse('2024-05-01T11:30:00Z'),
    );
  });

  it('prices one session, split into units and seats for several seats', () => {
    expect(getPriceVariantLineItem(long, 'EUR')).toEqual({
      code: 'line-item/fixed',
      unitPrice: { amount: 5000, currency: 'EUR' },
      quantity: 1,
      includeFor: ['customer', 'provider'],
    });
    expect(getPriceVariantLineItem(long, 'EUR', 3)).toMatchObject({ units: 1, seats: 3 });
    expect(getPriceVariantLineItem(long, 'EUR', 0)).toMatchObject({ quantity: 1 });
  });
});
