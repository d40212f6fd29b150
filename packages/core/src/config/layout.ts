import { z } from 'zod';

/** Search page variants (spec §5 Config validation). */
export const SEARCH_PAGE_VARIANTS = ['map', 'grid'] as const;
/** Listing page variants (spec §5 Config validation). */
export const LISTING_PAGE_VARIANTS = ['coverPhoto', 'carousel'] as const;
/** Listing image variants (spec §5 Config validation). */
export const LISTING_IMAGE_VARIANTS = ['cropImage'] as const;

/** Texts of the layout rules. */
export const LAYOUT_MESSAGES = {
  searchPage: 'search page layout must be map or grid',
  listingPage: 'listing page layout must be coverPhoto or carousel',
  listingImage: 'listing image layout must be cropImage',
  aspect: 'aspect ratio sides must be positive integers',
} as const;

const AspectSideSchema = z.int({ error: LAYOUT_MESSAGES.aspect }).positive(LAYOUT_MESSAGES.aspect);

/**
 * Page layouts. The listing card defaults to a 4:3 crop with the 'listing-card' variants, the
 * first reading of spec §9; a 1:1 crop is the alternative the operator can choose.
 */
export const LayoutSchema = z.object({
  searchPage: z
    .object({ variantType: z.enum(SEARCH_PAGE_VARIANTS, { error: LAYOUT_MESSAGES.searchPage }) })
    .default({ variantType: 'map' }),
  listingPage: z
    .object({ variantType: z.enum(LISTING_PAGE_VARIANTS, { error: LAYOUT_MESSAGES.listingPage }) })
    .default({ variantType: 'carousel' }),
  listingImage: z
    .object({
      variantType: z.enum(LISTING_IMAGE_VARIANTS, { error: LAYOUT_MESSAGES.listingImage }),
      aspectWidth: AspectSideSchema.default(4),
      aspectHeight: AspectSideSchema.default(3),
      variantPrefix: z.string().min(1).default('listing-card'),
    })
    .default({ variantType: 'cropImage', aspectWidth: 4, aspectHeight: 3, variantPrefix: 'listing-card' }),
});
/** Parsed layout config. */
export type LayoutConfig = z.infer<typeof LayoutSchema>;
