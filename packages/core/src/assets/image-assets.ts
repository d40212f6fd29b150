import { z } from 'zod';

/**
 * Image assets of the hosted asset tree (api notes §9): an `imageAsset` is a JSON document at
 * `/images/<id>.json` listing its variants; other assets point at it with
 * `{"_ref": {"type": "imageAsset", "id": "<id>"}}` and the Asset Delivery API returns the image in
 * `included` as `{id, type: 'imageAsset', attributes: {variants, assetPath}}`.
 */

/** Image asset ids: what may follow `/images/` in a path. */
export const IMAGE_ASSET_ID = /^[A-Za-z0-9_-]{1,80}$/;

/** One size of an image. */
export const ImageVariantSchema = z.object({
  url: z
    .string()
    .min(1)
    .max(2000)
    .refine((url) => /^(https?:\/\/|\/)/.test(url), 'variant url must be http(s):// or start with /'),
  width: z.int().positive().max(20_000),
  height: z.int().positive().max(20_000),
});

/** The document stored at `/images/<id>.json`. */
export const ImageAssetDocumentSchema = z.object({
  variants: z
    .record(
      z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'variant names are letters, digits, - and _'),
      ImageVariantSchema,
    )
    .refine((variants) => Object.keys(variants).length > 0, 'an image asset needs at least one variant'),
});
/** A parsed image asset document. */
export type ImageAssetDocument = z.infer<typeof ImageAssetDocumentSchema>;

/** The path of an image asset's document. */
export function imageAssetPath(id: string): string {
  return `/images/${id}.json`;
}

/** The image id of a path under `/images/`, if it is one. */
export function imageIdOfPath(path: string): string | undefined {
  const match = /^\/images\/([A-Za-z0-9_-]{1,80})\.json$/.exec(path);
  return match?.[1];
}

/** A reference to an image asset, as written inside another asset. */
export function imageRef(id: string): { _ref: { type: 'imageAsset'; id: string } } {
  return { _ref: { type: 'imageAsset', id } };
}

/** Every image asset id referenced anywhere in a JSON value (in first-seen order). */
export function collectImageRefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) collectImageRefs(item, found);
  } else if (value !== null && typeof value === 'object') {
    const ref = (value as { _ref?: unknown })._ref;
    if (ref !== null && typeof ref === 'object') {
      const { type, id } = ref as { type?: unknown; id?: unknown };
      if (type === 'imageAsset' && typeof id === 'string' && !found.includes(id)) found.push(id);
    }
    for (const item of Object.values(value)) collectImageRefs(item, found);
  }
  return found;
}
