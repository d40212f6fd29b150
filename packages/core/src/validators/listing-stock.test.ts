import { describe, expect, it } from 'vitest';
import { ListingStockFormSchema, StockUpdateCommandSchema } from './listing-stock.ts';

describe('ListingStockFormSchema', () => {
  it('requires a whole stock of 0 or more', () => {
    const message = (stock: unknown) => ListingStockFormSchema.safeParse({ stock }).error?.issues[0]?.message;
    expect(message(undefined)).toBe('this field is required');
    expect(message(-1)).toBe('stock must be 0 or more');
    expect(message(1.5)).toBe('stock must be a whole number');
    expect(message(0)).toBeUndefined();
  });
});

describe('StockUpdateCommandSchema', () => {
  it('needs a new total of 0 or more and a known old total', () => {
    expect(StockUpdateCommandSchema.safeParse({ listingId: 'l', oldTotal: 3, newTotal: 0 }).success).toBe(
      true,
    );
    expect(StockUpdateCommandSchema.safeParse({ listingId: 'l', oldTotal: null, newTotal: 5 }).success).toBe(
      true,
    );
    expect(
      StockUpdateCommandSchema.safeParse({ listingId: 'l', newTotal: 5 }).error?.issues[0]?.message,
    ).toBe('the current stock is unknown; reload and try again');
    expect(
      StockUpdateCommandSchema.safeParse({ listingId: 'l', oldTotal: 1, newTotal: -1 }).error?.issues[0]
        ?.message,
    ).toBe('stock must be 0 or more');
  });
});
