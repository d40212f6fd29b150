import type { Resource } from '../../http/envelope.ts';
import { WireUuid } from '../../http/wire-values.ts';
import type { SitemapAsset, SitemapListing } from './sitemap.service.ts';

/**
 * A listing of `sitemap_data/query_listings`: only id and type, as in Sharetribe, unless the
 * caller asks for its `title` with `fields.listing=title` (Mercato's own sitemap builds `/l/:slug/:id`
 * links from it).
 */
export function presentSitemapListing(listing: SitemapListing, withTitle: boolean): Resource {
  return {
    id: new WireUuid(listing.id),
    type: 'listing',
    attributes: withTitle ? { title: listing.title } : {},
  };
}

/** An asset of `sitemap_data/query_assets`. */
export function presentSitemapAsset(asset: SitemapAsset): Resource {
  return { id: new WireUuid(asset.id), type: 'sitemapAsset', attributes: { assetPath: asset.assetPath } };
}
