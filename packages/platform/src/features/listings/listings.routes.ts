import {
  AddListingImageCommandSchema,
  CreateListingCommandSchema,
  LISTING_STATES,
  ListingIdCommandSchema,
  UpdateListingCommandSchema,
} from '@mercato/core/contracts/listing';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { envelope, unexpanded } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { apiQuerySchema, pageMeta, paginationShape } from '../../http/query.ts';
import { makeAccessGuards } from '../access/access.guards.ts';
import { currentUserId, makeGuards } from '../auth/guards.ts';
import { presentListing } from './listing.presenter.ts';
import type { Listing } from './listing.ts';
import { LISTING_INCLUDES, type ListingDocumentQuery, listingDocument } from './listing-document.service.ts';
import { showListing } from './listings.service.ts';
import {
  addListingImage,
  changeListingState,
  createListing,
  type ListingLifecycleCommand,
  queryOwnListings,
  showOwnListing,
  updateOwnListing,
} from './own-listings.service.ts';

const CommandQuerySchema = apiQuerySchema({}, { include: LISTING_INCLUDES });
const ShowQuerySchema = apiQuerySchema({ id: z.uuid('must be a listing id') }, { include: LISTING_INCLUDES });

const OwnQuerySchema = apiQuerySchema(
  {
    states: z
      .string()
      .max(200)
      .transform((value) => value.split(',').map((s) => s.trim()))
      .pipe(z.array(z.enum(LISTING_STATES, { error: `states are ${LISTING_STATES.join(', ')}` })))
      .optional(),
    ...paginationShape(),
  },
  { include: LISTING_INCLUDES },
);

const LIFECYCLE_COMMANDS: ListingLifecycleCommand[] = ['publish_draft', 'discard_draft', 'open', 'close'];

/** `own_listings/*` (the author's side) and `listings/show` (everyone who may read). */
export async function listingsRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireToken, requireUser } = makeGuards(ctx);
  const { requireRead } = makeAccessGuards(ctx);
  // Commands answer with only id and type unless `expand=true` (api notes §3.2).
  const commandDocument = async (
    listing: Listing,
    query: ListingDocumentQuery & { expand?: boolean | undefined },
  ) =>
    query.expand
      ? listingDocument(ctx, listing, 'ownListing', query)
      : envelope(unexpanded(presentListing(listing, 'ownListing')));

  for (const [verb, as] of [
    ['create_draft', 'draft'],
    ['create', 'published'],
  ] as const) {
    app.post(`/api/own_listings/${verb}`, { onRequest: requireUser }, async (request, reply) => {
      const query = parseParams(CommandQuerySchema, request.query, 'query');
      const command = parseParams(CreateListingCommandSchema, request.body, 'body');
      const listing = await createListing(ctx, currentUserId(request), command, as);
      return sendApi(request, reply, await commandDocument(listing, query));
    });
  }

  app.post('/api/own_listings/update', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(CommandQuerySchema, request.query, 'query');
    const command = parseParams(UpdateListingCommandSchema, request.body, 'body');
    const listing = await updateOwnListing(ctx, currentUserId(request), command);
    return sendApi(request, reply, await commandDocument(listing, query));
  });

  app.post('/api/own_listings/add_image', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(CommandQuerySchema, request.query, 'query');
    const command = parseParams(AddListingImageCommandSchema, request.body, 'body');
    const listing = await addListingImage(ctx, currentUserId(request), command);
    return sendApi(request, reply, await commandDocument(listing, query));
  });

  for (const verb of LIFECYCLE_COMMANDS) {
    app.post(`/api/own_listings/${verb}`, { onRequest: requireUser }, async (request, reply) => {
      const query = parseParams(CommandQuerySchema, request.query, 'query');
      const { id } = parseParams(ListingIdCommandSchema, request.body, 'body');
      const listing = await changeListingState(ctx, currentUserId(request), id, verb);
      return sendApi(request, reply, await commandDocument(listing, query));
    });
  }

  app.get('/api/own_listings/show', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(ShowQuerySchema, request.query, 'query');
    const listing = await showOwnListing(ctx, currentUserId(request), query.id);
    return sendApi(request, reply, await listingDocument(ctx, listing, 'ownListing', query));
  });

  app.get('/api/own_listings/query', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(OwnQuerySchema, request.query, 'query');
    const { listings, total } = await queryOwnListings(ctx, currentUserId(request), query);
    const document = await listingDocument(ctx, listings, 'ownListing', query, pageMeta(total, query));
    return sendApi(request, reply, document);
  });

  app.get('/api/listings/show', { onRequest: [requireToken, requireRead] }, async (request, reply) => {
    const query = parseParams(ShowQuerySchema, request.query, 'query');
    const principal = request.principal;
    const viewerId = principal?.kind === 'user' ? principal.userId : null;
    const listing = await showListing(ctx, viewerId, query.id);
    return sendApi(request, reply, await listingDocument(ctx, listing, 'listing', query));
  });
}
