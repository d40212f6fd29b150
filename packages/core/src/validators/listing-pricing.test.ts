import { describe, expect, it } from 'vitest';
import {
  canEditListingPrice,
  listingPriceInputSchema,
  listingPricingFormSchema,
  minimumPriceMessage,
} from './listing-pricing.ts';

const schema = listingPricingFormSchema({ currency: 'USD', minimumPriceSubUnits: 500 });
const messageOf = (price: unknown) => schema.safeParse({ price }).error?.issues[0]?.message;

describe('listingPricingFormSchema', () => {
  it('requires a price', () => {
    expect(messageOf(undefined)).toBe('this field is required');
  });

  it('needs at least the configured minimum (500 sub-units in the sample)', () => {
    expect(messageOf({ amount: 499, currency: 'USD' })).toBe('price must be at least $5.00');
    expect(messageOf({ amount: 500, currency: 'USD' })).toBeUndefined();
  });

  it('defaults the minimum to 0', () => {
    const free = listingPricingFormSchema({ currency: 'USD' });
    expect(free.safeParse({ price: { amount: 0, currency: 'USD' } }).success).toBe(true);
  });

  it('refuses a price in another currency', () => {
    expect(messageOf({ amount: 1000, currency: 'EUR' })).toBe(
      'Value currency different from marketplace currency',
    );
  });

  it('formats the minimum in the marketplace currency', () => {
    expect(minimumPriceMessage(500, 'JPY')).toBe('price must be at least ¥500');
  });
});

describe('canEditListingPrice', () => {
  it('allows editing only prices in the marketplace currency', () => {
    expect(canEditListingPrice({ currency: 'USD' }, 'USD')).toBe(true);
    expect(canEditListingPrice({ currency: 'EUR' }, 'USD')).toBe(false);
    expect(canEditListingPrice(null, 'USD')).toBe(true);
  });
});

describe('listingPriceInputSchema', () => {
  const input = listingPriceInputSchema({ currency: 'USD', minimumPriceSubUnits: 500 }, 'en-US');
  const resultOf = (text: string) => input.safeParse(text);

  it('reads typed money in the marketplace currency', () => {
    expect(resultOf('25').data).toEqual({ amount: 2500, currency: 'USD' });
    expect(resultOf('$1,234.50').data).toEqual({ amount: 123450, currency: 'USD' });
    expect(resultOf('12,5').data).toEqual({ amount: 1250, currency: 'USD' });
  });

  it('words an empty, unreadable, too precise or too low price as spec §5 does', () => {
    expect(resultOf('').error?.issues[0]?.message).toBe('this field is required');
    expect(resultOf('abc').error?.issues[0]?.message).toBe('please enter a valid amount');
    expect(resultOf('5.001').error?.issues[0]?.message).toBe('value must divisible by 100');
    expect(resultOf('4.99').error?.issues[0]?.message).toBe('price must be at least $5.00');
    expect(resultOf('-5').error?.issues[0]?.message).toBe('value must not be negative');
  });
});
