import {
  AdminListingIdSchema,
  AdminListingQueryParamsSchema,
  FeatureListingCommandSchema,
  UpdateListingMetadataCommandSchema,
} from '@mercato/core/contracts/admin-listing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { pageMeta } from '../../http/query.ts';
import { currentOperator, makeOperatorGuard } from '../operators/operator-guard.ts';
import { recordAudit } from '../operators/operators.service.ts';
import { adminListingDocument } from './admin-listing.presenter.ts';
import {
  type AdminListingAudit,
  approveListing,
  closeListing,
  featureListing,
  findListingsForOperator,
  getListingForOperator,
  openListing,
  updateListingMetadataByOperator,
} from './admin-listings.service.ts';

const NoQuerySchema = z.strictObject({});

/**
 * The console's Listings screen on the admin API (issue #30, ADR 019), under `/v1/admin`: any
 * operator finds and reads listings (`listings/query`, `listings/show`); only admins change them
 * (approve, close, open, metadata, feature), each change with its audit entry.
 */
export async function adminListingsRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const requireOperator = makeOperatorGuard(ctx);
  app.decorateRequest('operator', null);

  // A change's audit entry, as the request's operator, written in the change's own transaction.
  const auditOf =
    (request: FastifyRequest): AdminListingAudit =>
    (db, entry) =>
      recordAudit({ ...ctx, db }, { kind: 'operator', operator: currentOperator(request) }, entry);

  app.get('/admin/listings/query', { onRequest: requireOperator() }, async (request, reply) => {
    const query = parseParams(AdminListingQueryParamsSchema, request.query, 'query');
    const { listings, total } = await findListingsForOperator(ctx, query);
    return sendApi(request, reply, adminListingDocument(listings, pageMeta(total, query)));
  });

  app.get('/admin/listings/show', { onRequest: requireOperator() }, async (request, reply) => {
    const query = parseParams(AdminListingIdSchema, request.query, 'query');
    const listing = await getListingForOperator(ctx, query.id);
    return sendApi(request, reply, adminListingDocument(listing));
  });

  const admins = { onRequest: requireOperator(['admin']) };

  for (const [verb, change] of [
    ['approve', approveListing],
    ['close', closeListing],
    ['open', openListing],
  ] as const) {
    app.post(`/admin/listings/${verb}`, admins, async (request, reply) => {
      parseParams(NoQuerySchema, request.query, 'query');
      const body = parseParams(AdminListingIdSchema, request.body, 'body');
      const listing = await change(ctx, auditOf(request), body.id);
      return sendApi(request, reply, adminListingDocument(listing));
    });
  }

  app.post('/admin/listings/update_metadata', admins, async (request, reply) => {
    parseParams(NoQuerySchema, request.query, 'query');
    const body = parseParams(UpdateListingMetadataCommandSchema, request.body, 'body');
    const listing = await updateListingMetadataByOperator(ctx, auditOf(request), body);
    return sendApi(request, reply, adminListingDocument(listing));
  });

  app.post('/admin/listings/feature', admins, async (request, reply) => {
    parseParams(NoQuerySchema, request.query, 'query');
    const body = parseParams(FeatureListingCommandSchema, request.body, 'body');
    const listing = await featureListing(ctx, auditOf(request), body);
    return sendApi(request, reply, adminListingDocument(listing));
  });
}
