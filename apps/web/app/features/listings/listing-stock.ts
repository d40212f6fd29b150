import type { ListingResource } from '@mercato/core/contracts/listing';
import { z } from 'zod';
import { relatedOne } from '../../lib/relationships.ts';

// The `stock` resource (api notes §5); core has no contract for it yet, the pages need one number.
const StockResourceSchema = z.object({
  type: z.literal('stock'),
  attributes: z.object({
    quantity: z.number(),
    /** Units of each product variant, for a listing sold by variant (Mercato's own attribute). */
    variants: z.record(z.string(), z.number()).optional(),
  }),
});

/** The listing's current stock from its `currentStock` include; null when it keeps none. */
export function stockQuantityOf(listing: ListingResource, included: readonly unknown[]): number | null {
  const stock = StockResourceSchema.safeParse(relatedOne(listing, 'currentStock', included));
  return stock.success ? stock.data.attributes.quantity : null;
}

/** The units of each product variant from the listing's `currentStock` include; empty when none. */
export function variantStocksOf(
  listing: ListingResource,
  included: readonly unknown[],
): Record<string, number> {
  const stock = StockResourceSchema.safeParse(relatedOne(listing, 'currentStock', included));
  return stock.success ? (stock.data.attributes.variants ?? {}) : {};
}
