import { describe, expect, it } from 'vitest';
import { priceVariantsInputSchema, priceVariantsSchema } from './price-variations.ts';

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

describe('priceVariantsInputSchema', () => {
  const input = priceVariantsInputSchema({ currency: 'USD', minimumPriceSubUnits: 500 }, 'en-US');
  const row = (name: string, price: string, bookingLengthInMinutes: string) => ({
    name,
    price,
    bookingLengthInMinutes,
  });
  const issuesOf = (rows: unknown) =>
    input.safeParse(rows).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('reads typed prices and lengths into stored variants', () => {
    expect(input.parse([row(' Short ', '20', '30'), row('Long', '35.50', '60')])).toEqual([
      { name: 'Short', priceInSubunits: 2000, bookingLengthInMinutes: 30 },
      { name: 'Long', priceInSubunits: 3550, bookingLengthInMinutes: 60 },
    ]);
  });

  it('refuses repeated names, short sessions and missing prices with the spec texts', () => {
    expect(issuesOf([row('Short', '20', '30'), row('short', '25', '10')])).toEqual([
      ['1.bookingLengthInMinutes', 'booking length must be at least 15 minutes'],
      ['1.name', 'variant names must be unique'],
    ]);
    expect(issuesOf([row('Short', '20', '30'), row('short', '25', '45')])).toEqual([
      ['1.name', 'variant names must be unique'],
    ]);
    expect(issuesOf([row('Short', '', '30')])).toEqual([['0.priceInSubunits', 'this field is required']]);
    expect(issuesOf([row('Short', '20', 'half an hour')])).toEqual([
      ['0.bookingLengthInMinutes', 'booking length must be a whole number of minutes'],
    ]);
    expect(issuesOf([])).toEqual([['', 'variants is required']]);
  });
});
