import { z } from 'zod';
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
