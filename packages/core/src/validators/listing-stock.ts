import { z } from 'zod';
import type { STOCK_TYPES } from '../config/listing-types.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/** Texts of the stock rules. */
export const STOCK_MESSAGES = {
  wholeNumber: 'stock must be a whole number',
  notNegative: 'stock must be 0 or more',
  oldTotalUnknown: 'the current stock is unknown; reload and try again',
  adjustmentNotZero: 'an adjustment must change the stock: use a whole number other than 0',
  belowZero: 'the stock would fall below 0',
  aboveMaximum: 'the stock would grow beyond the largest total',
} as const;

/** The largest stock total a listing may hold: beyond it, totals are no longer exact numbers. */
export const STOCK_MAX_TOTAL = Number.MAX_SAFE_INTEGER;

/**
 * The total the template gives listings of an infinite-stock type ('infiniteOneItem',
 * 'infiniteMultipleItems'): a billiard (10^15). Moving a listing between stock types is a
 * compare-and-set to or from this figure (spec §5), so it must survive storage exactly.
 */
export const INFINITE_STOCK_TOTAL = 10 ** 15;

const stockQuantity = (missing: string) =>
  z
    .number({ error: missing })
    .int(STOCK_MESSAGES.wholeNumber)
    .min(0, STOCK_MESSAGES.notNegative)
    .max(STOCK_MAX_TOTAL);
const StockQuantitySchema = stockQuantity(VALIDATION_MESSAGES.required);

const ListingIdSchema = z.uuid('must be a listing id');

/** The stock field of the pricing-and-stock tab: required, a whole number, 0 or more. */
export const ListingStockFormSchema = z.object({ stock: StockQuantitySchema });
/** Parsed stock field. */
export type ListingStockForm = z.infer<typeof ListingStockFormSchema>;

/**
 * Body of the stock compare-and-set (spec §7: listingId, oldTotal, newTotal). The old total must
 * be known — null meaning "no stock recorded yet" — so concurrent edits are detected, not lost.
 */
export const StockUpdateCommandSchema = z.strictObject({
  listingId: ListingIdSchema,
  oldTotal: stockQuantity(STOCK_MESSAGES.oldTotalUnknown).nullable(),
  newTotal: StockQuantitySchema,
  /**
   * Mercato's own: the product variant whose units these are (a listing sold by variant); the
   * listing's total moves by the same difference.
   */
  variantName: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(100).optional(),
});
/** Parsed stock update. */
export type StockUpdateCommand = z.infer<typeof StockUpdateCommandSchema>;

/**
 * Body of `stock_adjustments/create`: a change of a listing's stock by a whole number other than 0
 * (negative takes stock away). Whether the result stays within 0 and the largest total depends on
 * the stock at that moment, so that is checked where the change is written.
 */
export const StockAdjustmentCommandSchema = z.strictObject({
  listingId: ListingIdSchema,
  quantity: z
    .number({ error: VALIDATION_MESSAGES.required })
    .int(STOCK_MESSAGES.wholeNumber)
    .min(-STOCK_MAX_TOTAL)
    .max(STOCK_MAX_TOTAL)
    .refine((quantity) => quantity !== 0, STOCK_MESSAGES.adjustmentNotZero),
});
/** Parsed stock adjustment. */
export type StockAdjustmentCommand = z.infer<typeof StockAdjustmentCommandSchema>;

/** The text of a stock input read as a total: required, a whole number, 0 or more (spec §5). */
export const StockInputSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .transform((input, context) => {
    const text = input.trim();
    if (text === '') {
      context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.required });
      return z.NEVER;
    }
    if (!/^[-+]?\d+$/.test(text)) {
      context.addIssue({ code: 'custom', message: STOCK_MESSAGES.wholeNumber });
      return z.NEVER;
    }
    const total = Number(text);
    if (total < 0) {
      context.addIssue({ code: 'custom', message: STOCK_MESSAGES.notNegative });
      return z.NEVER;
    }
    if (total > STOCK_MAX_TOTAL) {
      context.addIssue({ code: 'custom', message: STOCK_MESSAGES.aboveMaximum });
      return z.NEVER;
    }
    return total;
  });

/** A listing type's stock type; purchase types without one count items one by one. */
export type StockType = (typeof STOCK_TYPES)[number];

/** Whether listings of a stock type never run out. */
export function isInfiniteStockType(stockType: StockType | undefined): boolean {
  return stockType === 'infiniteOneItem' || stockType === 'infiniteMultipleItems';
}

/** How the pricing-and-stock tab asks for stock: a total typed in, or none (set by the type). */
export function asksForStock(stockType: StockType | undefined): boolean {
  return stockType === undefined || stockType === 'multipleItems';
}

/**
 * The compare-and-set a saved stock needs (spec §5 Listing), or null when the total stays: a type
 * with infinite stock moves the listing to the infinite total first (also when the operator switched
 * the type to infinite stock), 'oneItem' starts at one item, and counted types take the typed total.
 * The old total is the one the author saw, so a concurrent change is refused, not overwritten.
 */
export function stockChangeOf(
  stockType: StockType | undefined,
  oldTotal: number | null,
  typedTotal: number | undefined,
): { oldTotal: number | null; newTotal: number } | null {
  let newTotal: number | undefined;
  if (isInfiniteStockType(stockType)) newTotal = INFINITE_STOCK_TOTAL;
  else if (stockType === 'oneItem')
    newTotal = oldTotal === null || oldTotal === INFINITE_STOCK_TOTAL ? 1 : oldTotal;
  else newTotal = typedTotal;
  return newTotal === undefined || newTotal === oldTotal ? null : { oldTotal, newTotal };
}
