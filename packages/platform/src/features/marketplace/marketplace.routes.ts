import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { envelope } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { apiQuerySchema, sparseFieldsOf } from '../../http/query.ts';
import { WireUuid } from '../../http/wire-values.ts';
import { makeGuards } from '../auth/guards.ts';
import { findMarketplace } from './marketplace.repository.ts';

const QuerySchema = apiQuerySchema({});

/** `marketplace/show`: the marketplace's public facts. */
export async function marketplaceRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireToken } = makeGuards(ctx);
  app.get('/api/marketplace/show', { onRequest: requireToken }, async (request, reply) => {
    const query = parseParams(QuerySchema, request.query, 'query');
    const marketplace = await findMarketplace(ctx.db);
    if (!marketplace) throw new AppError('not-found', 'The marketplace has not been set up');
    const resource = {
      id: new WireUuid(marketplace.id),
      type: 'marketplace',
      attributes: { name: marketplace.name, description: marketplace.description },
    };
    return sendApi(request, reply, envelope(resource, [], {}, sparseFieldsOf(query)));
  });
}
