import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asksForStock,
  INFINITE_STOCK_TOTAL,
  isInfiniteStockType,
  ListingStockFormSchema,
  StockAdjustmentCommandSchema,
  StockInputSchema,
  StockUpdateCommandSchema,
  stockChangeOf,
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

describe('StockInputSchema', () => {
  const messageOf = (text: string) => StockInputSchema.safeParse(text).error?.issues[0]?.message;

  it('reads a typed whole total', () => {
    expect(StockInputSchema.parse(' 12 ')).toBe(12);
    expect(StockInputSchema.parse('0')).toBe(0);
  });

  it('refuses an empty, fractional, negative or unsafe total with the stock texts', () => {
    expect(messageOf('')).toBe('this field is required');
    expect(messageOf('2.5')).toBe('stock must be a whole number');
    expect(messageOf('many')).toBe('stock must be a whole number');
    expect(messageOf('-1')).toBe('stock must be 0 or more');
    expect(messageOf('99999999999999999999')).toBe('the stock would grow beyond the largest total');
  });
});

describe('stockChangeOf (spec §5 stock and stock type change)', () => {
  it('sets the typed total against the total the author saw', () => {
    expect(stockChangeOf('multipleItems', 4, 7)).toEqual({ oldTotal: 4, newTotal: 7 });
    expect(stockChangeOf(undefined, null, 3)).toEqual({ oldTotal: null, newTotal: 3 });
    expect(stockChangeOf('multipleItems', 4, 4)).toBeNull();
  });

  it('moves infinite types to the infinite total first, whatever was typed or stored', () => {
    expect(stockChangeOf('infiniteMultipleItems', 4, undefined)).toEqual({
      oldTotal: 4,
      newTotal: INFINITE_STOCK_TOTAL,
    });
    expect(stockChangeOf('infiniteOneItem', null, undefined)).toEqual({
      oldTotal: null,
      newTotal: INFINITE_STOCK_TOTAL,
    });
    expect(stockChangeOf('infiniteOneItem', INFINITE_STOCK_TOTAL, undefined)).toBeNull();
  });

  it('gives a one-item listing its item once, and keeps a sold one sold', () => {
    expect(stockChangeOf('oneItem', null, undefined)).toEqual({ oldTotal: null, newTotal: 1 });
    expect(stockChangeOf('oneItem', INFINITE_STOCK_TOTAL, undefined)).toEqual({
      oldTotal: INFINITE_STOCK_TOTAL,
      newTotal: 1,
    });
    expect(stockChangeOf('oneItem', 0, undefined)).toBeNull();
  });

  it('only asks for a total where the type counts items', () => {
    expect(asksForStock('multipleItems')).toBe(true);
    expect(asksForStock(undefined)).toBe(true);
    expect(asksForStock('oneItem')).toBe(false);
    expect(isInfiniteStockType('infiniteOneItem')).toBe(true);
    expect(isInfiniteStockType('multipleItems')).toBe(false);
  });

  it('never asks for a no-op and always carries the old total it was given', () => {
    const stockType = fc.constantFrom(
      undefined,
      ...(['oneItem', 'multipleItems', 'infiniteOneItem', 'infiniteMultipleItems'] as const),
    );
    const total = fc.option(fc.nat(), { nil: null });
    fc.assert(
      fc.property(stockType, total, fc.option(fc.nat(), { nil: undefined }), (type, old, typed) => {
        const change = stockChangeOf(type, old, typed);
        if (change === null) return;
        expect(change.oldTotal).toBe(old);
        expect(change.newTotal).not.toBe(old);
        expect(change.newTotal).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
