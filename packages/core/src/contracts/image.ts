import { z } from 'zod';

/** An image variant: a URL and its pixel size (api notes §5 `image`). */
export const ImageVariantSchema = z.object({
  name: z.string(),
  width: z.number(),
  height: z.number(),
  url: z.string(),
});

/** The `image` resource in JSON encoding. */
export const ImageResourceSchema = z.object({
  id: z.string(),
  type: z.literal('image'),
  attributes: z.object({ variants: z.record(z.string(), ImageVariantSchema.nullable()) }),
});
/** An uploaded image with its variants. */
export type ImageResource = z.infer<typeof ImageResourceSchema>;
