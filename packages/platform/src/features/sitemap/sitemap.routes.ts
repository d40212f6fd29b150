import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { envelope } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { apiQuerySchema, sparseFieldsOf } from '../../http/query.ts';
import { makeAccessGuards } from '../access/access.guards.ts';
import { makeGuards } from '../auth/guards.ts';
import { presentSitemapAsset, presentSitemapListing } from './sitemap.presenter.ts';
import { recentSitemapListings, sitemapAssets } from './sitemap.service.ts';

const QueryListingsSchema = apiQuerySchema({});
const QueryAssetsSchema = apiQuerySchema({
  pathPrefix: z
    .string()
    .min(1)
    .max(200)
    .startsWith('/', 'must start with /, e.g. /content/pages/')
    .refine((value) => !value.split('/').some((part) => part === '..' || part === '.'), {
      message: 'must not contain . or .. segments',
    }),
});

/**
 * `sitemap_data/*` (api notes §4 #59, #60): what a front end's sitemap needs. Listings follow the
 * read rule of `listings/query` (403 on a private marketplace for visitors and pending users);
 * asset paths are as public as the Asset Delivery API itself, so any token may list them.
 */
export async function sitemapRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireToken } = makeGuards(ctx);
  const { requireRead } = makeAccessGuards(ctx);

  app.get(
    '/api/sitemap_data/query_listings',
    { onRequest: [requireToken, requireRead] },
    async (request, reply) => {
      const query = parseParams(QueryListingsSchema, request.query, 'query');
      const withTitle = sparseFieldsOf(query).get('listing')?.includes('title') ?? false;
      const listings = await recentSitemapListings(ctx);
      const data = listings.map((listing) => presentSitemapListing(listing, withTitle));
      return sendApi(request, reply, envelope(data));
    },
  );

  app.get('/api/sitemap_data/query_assets', { onRequest: requireToken }, async (request, reply) => {
    const query = parseParams(QueryAssetsSchema, request.query, 'query');
    const assets = await sitemapAssets(ctx, query.pathPrefix);
    return sendApi(request, reply, envelope(assets.map(presentSitemapAsset)));
  });
}
