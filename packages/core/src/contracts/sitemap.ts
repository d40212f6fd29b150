import { z } from 'zod';

/**
 * A listing of `sitemap_data/query_listings`: id and type as in Sharetribe; `title` only when the
 * caller asked for it with `fields.listing=title` (to build `/l/:slug/:id` links).
 */
export const SitemapListingResourceSchema = z.object({
  id: z.string(),
  type: z.literal('listing'),
  attributes: z.object({ title: z.string().optional() }).default({}),
});

/** A listing named by `sitemap_data/query_listings`. */
export type SitemapListingResource = z.infer<typeof SitemapListingResourceSchema>;

/** An asset of `sitemap_data/query_assets`: its absolute path, e.g. `/content/pages/about.json`. */
export const SitemapAssetResourceSchema = z.object({
  id: z.string(),
  type: z.literal('sitemapAsset'),
  attributes: z.object({ assetPath: z.string() }),
});

/** An asset named by `sitemap_data/query_assets`. */
export type SitemapAssetResource = z.infer<typeof SitemapAssetResourceSchema>;
