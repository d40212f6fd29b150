import { describe, expect, it } from 'vitest';
import {
  INFINITE_STOCK_TOTAL,
  ListingStockFormSchema,
  StockAdjustmentCommandSchema,
  StockUpdateCommandSchema,
} from './listing-stock.ts';

const listingId = '6f1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';

describe('ListingStockFormSchema', () => {
  it('requires a whole stock of 0 or more', () => {
    const message = (stock: unknown) => ListingStockFormSchema.safeParse({ stock }).error?.issues[0]?.message;
    expect(message(undefined)).toBe('this field is required');
    expect(message(-1)).toBe('stock must be 0 or more');
    expect(message(1.5)).toBe('stock must be a whole number');
    // Past the largest exact integer a number is no longer a whole count (zod's int is safe-int).
    expect(message(Number.MAX_SAFE_INTEGER + 2)).toBeDefined();
    expect(message(0)).toBeUndefined();
  });
});

describe('StockUpdateCommandSchema', () => {
  const message = (body: Record<string, unknown>) =>
    StockUpdateCommandSchema.safeParse(body).error?.issues[0]?.message;

  it('needs a new total of 0 or more and a known old total', () => {
    expect(StockUpdateCommandSchema.safeParse({ listingId, oldTotal: 3, newTotal: 0 }).success).toBe(true);
    expect(StockUpdateCommandSchema.safeParse({ listingId, oldTotal: null, newTotal: 5 }).success).toBe(true);
    expect(message({ listingId, newTotal: 5 })).toBe('the current stock is unknown; reload and try again');
    expect(message({ listingId, oldTotal: 1, newTotal: -1 })).toBe('stock must be 0 or more');
  });

  it('takes the infinite-stock total exactly', () => {
    const parsed = StockUpdateCommandSchema.parse({
      listingId,
      oldTotal: null,
      newTotal: INFINITE_STOCK_TOTAL,
    });
    expect(parsed.newTotal).toBe(1_000_000_000_000_000);
  });

  it('refuses a listing id that is not a UUID and keys it does not know', () => {
    expect(message({ listingId: 'l', oldTotal: null, newTotal: 1 })).toBe('must be a listing id');
    expect(StockUpdateCommandSchema.safeParse({ listingId, oldTotal: null, newTotal: 1, x: 1 }).success).toBe(
      false,
    );
  });
});

describe('StockAdjustmentCommandSchema', () => {
  const message = (quantity: unknown) =>
    StockAdjustmentCommandSchema.safeParse({ listingId, quantity }).error?.issues[0]?.message;

  it('takes a whole, non-zero change either way', () => {
    expect(message(-3)).toBeUndefined();
    expect(message(7)).toBeUndefined();
    expect(message(0)).toBe('an adjustment must change the stock: use a whole number other than 0');
    expect(message(1.5)).toBe('stock must be a whole number');
    expect(message(undefined)).toBe('this field is required');
    expect(message(-Number.MAX_SAFE_INTEGER - 2)).toBeDefined();
  });
});
