import { z } from 'zod';

/** The `marketplace` resource in JSON encoding. */
export const MarketplaceResourceSchema = z.object({
  id: z.string(),
  type: z.literal('marketplace'),
  attributes: z.object({ name: z.string(), description: z.string().nullable().optional() }),
});
/** The marketplace's public facts. */
export type MarketplaceResource = z.infer<typeof MarketplaceResourceSchema>;
