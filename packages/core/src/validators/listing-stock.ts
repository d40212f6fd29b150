import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.ts';

/** Texts of the stock rules. */
export const STOCK_MESSAGES = {
  wholeNumber: 'stock must be a whole number',
  notNegative: 'stock must be 0 or more',
  oldTotalUnknown: 'the current stock is unknown; reload and try again',
} as const;

const StockQuantitySchema = z
  .number({ error: VALIDATION_MESSAGES.required })
  .int(STOCK_MESSAGES.wholeNumber)
  .min(0, STOCK_MESSAGES.notNegative)
  .max(Number.MAX_SAFE_INTEGER);

/** The stock field of the pricing-and-stock tab: required, a whole number, 0 or more. */
export const ListingStockFormSchema = z.object({ stock: StockQuantitySchema });
/** Parsed stock field. */
export type ListingStockForm = z.infer<typeof ListingStockFormSchema>;

/**
 * Body of the stock compare-and-set (spec §7: listingId, oldTotal, newTotal). The old total must
 * be known — null meaning "no stock recorded yet" — so concurrent edits are detected, not lost.
 */
export const StockUpdateCommandSchema = z.strictObject({
  listingId: z.string().min(1, VALIDATION_MESSAGES.required),
  oldTotal: z.union([StockQuantitySchema, z.null()], { error: STOCK_MESSAGES.oldTotalUnknown }),
  newTotal: StockQuantitySchema,
});
/** Parsed stock update. */
export type StockUpdateCommand = z.infer<typeof StockUpdateCommandSchema>;
