import { describe, expect, it } from 'vitest';
import { priceVariantsSchema } from './price-variations.ts';

const schema = priceVariantsSchema({ currency: 'USD', minimumPriceSubUnits: 500 });
const variant = { name: 'Short', priceInSubunits: 1000, bookingLengthInMinutes: 30 };
const issues = (input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('priceVariantsSchema', () => {
  it('accepts named, priced variants of 15 minutes or more', () => {
    expect(
      issues([
        variant,
        { ...variant, name: 'Long', bookingLengthInMinutes: 15, startTimeInterval: 'halfHour' },
      ]),
    ).toBeUndefined();
  });

  it('needs at least one variant', () => {
    expect(issues([])).toEqual([['', 'variants is required']]);
    expect(issues(undefined)).toEqual([['', 'variants is required']]);
  });

  it('needs unique names regardless of case and spacing', () => {
    expect(issues([variant, { ...variant, name: ' short ' }])).toEqual([
      ['1.name', 'variant names must be unique'],
    ]);
  });

  it('needs a name, a price of at least the minimum and at least 15 minutes', () => {
    expect(issues([{ name: '', bookingLengthInMinutes: 14, priceInSubunits: 499 }])).toEqual([
      ['0.name', 'this field is required'],
      ['0.priceInSubunits', 'price must be at least $5.00'],
      ['0.bookingLengthInMinutes', 'booking length must be at least 15 minutes'],
    ]);
    expect(issues([{ name: 'x' }])).toEqual([
      ['0.priceInSubunits', 'this field is required'],
      ['0.bookingLengthInMinutes', 'this field is required'],
    ]);
  });
});
