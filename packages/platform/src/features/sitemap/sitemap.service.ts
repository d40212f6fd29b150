import type { PlatformContext } from '../../context.ts';
import { jsonAssetId, latestAssetTree, queryAssetPaths } from '../assets/assets.service.ts';
import { findRecentPublishedListings, type SitemapListingRow } from './sitemap.repository.ts';

/** How many listings `sitemap_data/query_listings` names at most, as in Sharetribe. */
export const SITEMAP_LISTING_LIMIT = 10_000;

/** A listing a sitemap links to. */
export type SitemapListing = SitemapListingRow;

/** An asset path a sitemap links to, with a stable id within the version it was read from. */
export interface SitemapAsset {
  id: string;
  assetPath: string;
}

/** The most recently created listings anyone may see (published, not deleted), newest first. */
export async function recentSitemapListings(ctx: PlatformContext): Promise<SitemapListing[]> {
  return findRecentPublishedListings(ctx.db, SITEMAP_LISTING_LIMIT);
}

/** The asset paths under `pathPrefix` in the latest asset version, e.g. the CMS pages. */
export async function sitemapAssets(ctx: PlatformContext, pathPrefix: string): Promise<SitemapAsset[]> {
  const [paths, tree] = await Promise.all([queryAssetPaths(ctx, pathPrefix), latestAssetTree(ctx)]);
  return paths.map((assetPath) => ({ id: jsonAssetId(tree.version, assetPath), assetPath }));
}
