import type { LayoutConfig } from '@mercato/core/config/layout';
import { type ImageResource, ImageResourceSchema } from '@mercato/core/contracts/image';
import { MAX_VARIANT_SIDE_PX } from '@mercato/core/images/image-variants';
import { relatedMany } from '../../lib/relationships.ts';

/** An image ready for `<img>`: the first variant as `src`, every variant by width in `srcSet`. */
export interface ImageSource {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** The built-in variants a listing page shows its photos in, smallest first (api notes §5 sizes). */
export const LISTING_PHOTO_VARIANTS = ['scaled-medium', 'scaled-large', 'scaled-xlarge'] as const;

/** The variant link previews (og:image) use: 1200×630, cropped. */
export const SHARE_IMAGE_VARIANT = 'facebook';

/**
 * The card widths of the listing-card variants (spec §3 `listing-card` with `-2x`/`-4x`; spec §9:
 * 400 and 800 px, and 1600 px for the densest screens). Browsers pick one by the `srcSet` widths.
 */
const CARD_WIDTHS = [
  [400, ''],
  [800, '-2x'],
  [1600, '-4x'],
] as const;

/**
 * The query that brings each listing's images as listing cards (api notes §4.1 `VARIANTS`): the
 * `<prefix>` and `<prefix>-2x` variants defined ad hoc, cropped to the configured aspect ratio.
 * A side past the API's 3072 px limit is clamped, as the web template does.
 */
export function listingCardImageQuery(listingImage: LayoutConfig['listingImage']): Record<string, string> {
  const { aspectWidth, aspectHeight, variantPrefix } = listingImage;
  const query: Record<string, string> = {
    'fields.image': CARD_WIDTHS.map(([, suffix]) => `variants.${variantPrefix}${suffix}`).join(','),
  };
  for (const [width, suffix] of CARD_WIDTHS) {
    const height = Math.min(
      MAX_VARIANT_SIDE_PX,
      Math.max(1, Math.round((width * aspectHeight) / aspectWidth)),
    );
    query[`imageVariant.${variantPrefix}${suffix}`] = `w:${width};h:${height};fit:crop`;
  }
  return query;
}

/** The names of the listing-card variants `listingCardImageQuery` asks for. */
export function listingCardVariantNames(listingImage: LayoutConfig['listingImage']): string[] {
  return CARD_WIDTHS.map(([, suffix]) => `${listingImage.variantPrefix}${suffix}`);
}

/** The given variants of an image as `<img>` sources; null when it has none of them. */
export function imageSourceOf(image: ImageResource, names: readonly string[]): ImageSource | null {
  const variants = names
    .map((name) => image.attributes.variants[name])
    .filter((variant) => variant !== null && variant !== undefined);
  const first = variants[0];
  if (!first) return null;
  return {
    src: first.url,
    srcSet: variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
    width: first.width,
    height: first.height,
  };
}

/** A listing's images from `included`, in the listing's order. */
export function listingImagesOf(
  listing: { relationships?: Record<string, unknown> | undefined },
  included: readonly unknown[],
): ImageResource[] {
  return relatedMany(listing, 'images', included).flatMap((resource) => {
    const image = ImageResourceSchema.safeParse(resource);
    return image.success ? [image.data] : [];
  });
}

/** A listing's first image in the given variants, as a card shows it; null without one. */
export function firstImageSourceOf(
  listing: { relationships?: Record<string, unknown> | undefined },
  included: readonly unknown[],
  names: readonly string[],
): ImageSource | null {
  const first = listingImagesOf(listing, included)[0];
  return first ? imageSourceOf(first, names) : null;
}
