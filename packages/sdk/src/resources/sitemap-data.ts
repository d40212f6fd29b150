import {
  type SitemapAssetResource,
  SitemapAssetResourceSchema,
  type SitemapListingResource,
  SitemapListingResourceSchema,
} from '@mercato/core/contracts/sitemap';
import { z } from 'zod';
import type { ApiResponse, Query, Session } from '../session.ts';

/** What a sitemap lists: recent listings and hosted assets (api notes §4 #59, #60). */
export function sitemapDataResource(session: Session) {
  return {
    /**
     * `sitemap_data/query_listings`: the 10,000 most recently created published listings, newest
     * first; `{'fields.listing': 'title'}` adds their titles. 403 on a private marketplace for
     * visitors.
     */
    queryListings: (query: Query = {}): Promise<ApiResponse<SitemapListingResource[]>> =>
      session.call('GET', 'sitemap_data/query_listings', z.array(SitemapListingResourceSchema), query),
    /** `sitemap_data/query_assets`: the asset paths under `pathPrefix` in the latest version. */
    queryAssets: (query: Query & { pathPrefix: string }): Promise<ApiResponse<SitemapAssetResource[]>> =>
      session.call('GET', 'sitemap_data/query_assets', z.array(SitemapAssetResourceSchema), query),
  };
}
