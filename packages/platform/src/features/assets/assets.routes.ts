import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { parseParams } from '../../http/parse-params.ts';
import {
  getMarketplaceConfigVersion,
  getVersionedMarketplaceConfig,
} from '../config/marketplace-config.service.ts';

/**
 * Asset paths derived from the marketplace configuration. `/mercato/config.json` is the whole
 * configuration (what our web app reads); the others are its parts.
 */
const ASSETS: Record<string, (config: MarketplaceConfig) => unknown> = {
  '/mercato/config.json': (config) => config,
  '/users/user-types.json': (config) => ({ userTypes: config.userTypes }),
  '/users/user-fields.json': (config) => ({ userFields: config.userFields }),
  '/general/access-control.json': (config) => config.accessControl,
  '/listings/listing-types.json': (config) => ({ listingTypes: config.listingTypes }),
  '/listings/listing-fields.json': (config) => ({ listingFields: config.listingFields }),
  '/listings/listing-categories.json': (config) => ({ categories: config.categories }),
  '/design/branding.json': (config) => config.branding,
  '/design/layout.json': (config) => config.layout,
  '/general/localization.json': (config) => config.localization,
};

const ParamsSchema = z.object({ clientId: z.string().min(1).max(100), '*': z.string().max(300) });

function send(
  reply: FastifyReply,
  path: string,
  config: MarketplaceConfig,
  version: string,
  cacheControl: string,
) {
  const asset = ASSETS[path];
  if (!asset) throw new AppError('not-found', `No asset at ${path}`);
  return reply
    .header('cache-control', cacheControl)
    .type('application/json; charset=utf-8')
    .send({ data: asset(config), included: [], meta: { version } });
}

/**
 * The Asset Delivery API for configuration assets (api notes §9): by alias `latest` (cached briefly)
 * or by version (immutable). No token needed, as in Sharetribe.
 */
export async function assetsRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  app.get('/assets/pub/:clientId/a/latest/*', async (request, reply) => {
    const params = parseParams(ParamsSchema, request.params, 'query');
    if (params.clientId !== ctx.env.CLIENT_ID) throw new AppError('not-found', 'Unknown client');
    const { version, config } = await getVersionedMarketplaceConfig(ctx);
    return send(reply, `/${params['*']}`, config, version, 'public, max-age=60');
  });
  app.get('/assets/pub/:clientId/v/:version/*', async (request, reply) => {
    const params = parseParams(ParamsSchema.extend({ version: z.string().max(60) }), request.params, 'query');
    if (params.clientId !== ctx.env.CLIENT_ID) throw new AppError('not-found', 'Unknown client');
    const config = /^v[0-9]{8}-[0-9a-f]{6}$/.test(params.version)
      ? await getMarketplaceConfigVersion(ctx, params.version)
      : undefined;
    if (!config) throw new AppError('not-found', `No asset version ${params.version}`);
    return send(reply, `/${params['*']}`, config, params.version, 'public, max-age=31536000, immutable');
  });
}
