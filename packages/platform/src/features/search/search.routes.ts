import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { requestedAttributes } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { sparseFieldsOf } from '../../http/query.ts';
import { makeAccessGuards } from '../access/access.guards.ts';
import { makeGuards } from '../auth/guards.ts';
import { listingDocument } from '../listings/listing-document.service.ts';
import { listingSearchSchemaInForce, searchListings } from './listing-search.service.ts';

/** `listings/query`: the marketplace's listing search (api notes §7), for everyone who may read. */
export async function searchRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireToken } = makeGuards(ctx);
  const { requireRead } = makeAccessGuards(ctx);

  app.get('/api/listings/query', { onRequest: [requireToken, requireRead] }, async (request, reply) => {
    const schema = await listingSearchSchemaInForce(ctx);
    const { search, document } = parseParams(schema, request.query, 'query');
    const include = document.include ?? [];
    const withAuthors = include.includes('author') || include.includes('author.profileImage');
    const attributes = requestedAttributes(sparseFieldsOf(document), 'listing');
    const { listings, meta, authors } = await searchListings(ctx, search, {
      authors: withAuthors,
      attributes,
    });
    return sendApi(
      request,
      reply,
      await listingDocument(ctx, listings, 'listing', document, meta, { authors }),
    );
  });
}
