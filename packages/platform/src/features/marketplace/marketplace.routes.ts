import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { envelope } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { apiQuerySchema, sparseFieldsOf } from '../../http/query.ts';
import { makeGuards } from '../auth/guards.ts';
import { presentMarketplace } from './marketplace.presenter.ts';
import { getMarketplace } from './marketplace.service.ts';

const QuerySchema = apiQuerySchema({});

/** `marketplace/show`: the marketplace's public facts. */
export async function marketplaceRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireToken } = makeGuards(ctx);
  app.get('/api/marketplace/show', { onRequest: requireToken }, async (request, reply) => {
    const query = parseParams(QuerySchema, request.query, 'query');
    const marketplace = await getMarketplace(ctx);
    return sendApi(request, reply, envelope(presentMarketplace(marketplace), [], {}, sparseFieldsOf(query)));
  });
}
