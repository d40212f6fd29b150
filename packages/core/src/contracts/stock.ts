import { z } from 'zod';
import { RelationshipsSchema } from './resource.ts';

/** The `stock` resource in JSON encoding: a listing's current total (api notes §5). */
export const StockResourceSchema = z.object({
  id: z.string(),
  type: z.literal('stock'),
  attributes: z.object({
    quantity: z.number().optional(),
    /** Units of each product variant, for a listing sold by variant (Mercato's own attribute). */
    variants: z.record(z.string(), z.number()).optional(),
  }),
});
/** A listing's stock, as the API answers it. */
export type StockResource = z.infer<typeof StockResourceSchema>;

/** The `stockAdjustment` resource in JSON encoding: one change of a listing's total. */
export const StockAdjustmentResourceSchema = z.object({
  id: z.string(),
  type: z.literal('stockAdjustment'),
  attributes: z.object({ at: z.string().optional(), quantity: z.number().optional() }),
  relationships: RelationshipsSchema,
});
/** A stock adjustment, as the API answers it. */
export type StockAdjustmentResource = z.infer<typeof StockAdjustmentResourceSchema>;
