import {
  StockAdjustmentCommandSchema,
  StockUpdateCommandSchema,
} from '@mercato/core/validators/listing-stock';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { envelope, type Resource, unexpanded } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import {
  addMissingParameter,
  apiQuerySchema,
  pageMeta,
  paginationShape,
  sparseFieldsOf,
} from '../../http/query.ts';
import type { WireValue } from '../../http/wire-values.ts';
import { currentUserId, makeGuards } from '../auth/guards.ts';
import { presentListing } from '../listings/listing.presenter.ts';
import { showOwnListing } from '../listings/own-listings.service.ts';
import { presentStock, presentStockAdjustment } from './stock.presenter.ts';
import { compareAndSetStock, createStockAdjustment, queryStockAdjustments } from './stock.service.ts';
import type { StockAdjustment } from './stock.ts';

/** Relationship paths a stock adjustment can include (api notes §5). */
const ADJUSTMENT_INCLUDES = ['ownListing'] as const;

const instant = z.iso
  .datetime({ offset: true, error: 'must be an instant such as 2026-11-22T12:00:00.000Z' })
  .transform((value) => new Date(value));
const listingIdParam = z.uuid('must be a listing id').optional();

const StockCommandQuerySchema = apiQuerySchema({});
const AdjustmentCommandQuerySchema = apiQuerySchema({}, { include: ADJUSTMENT_INCLUDES });
// The template sends both spellings of ids (api notes §3.3); either names the listing.
const AdjustmentsQuerySchema = apiQuerySchema(
  {
    listingId: listingIdParam,
    listing_id: listingIdParam,
    start: instant,
    end: instant,
    ...paginationShape(),
  },
  { include: ADJUSTMENT_INCLUDES },
)
  .superRefine((query, issues) => {
    const { listingId, listing_id: snake } = query;
    if (listingId === undefined && snake === undefined) {
      addMissingParameter(issues, 'listingId');
    } else if (listingId !== undefined && snake !== undefined && listingId !== snake) {
      issues.addIssue({
        code: 'custom',
        path: ['listing_id'],
        message: 'names another listing than listingId',
      });
    }
    // Refinements run even when a field failed; compare only two parsed instants.
    const { start, end } = query as { start: unknown; end: unknown };
    if (start instanceof Date && end instanceof Date && start.getTime() >= end.getTime()) {
      issues.addIssue({ code: 'custom', path: ['end'], message: 'must be after start' });
    }
  })
  .transform(({ listing_id: snake, ...query }) => ({ ...query, listingId: (query.listingId ?? snake)! }));

/** `stock/compare_and_set` and `stock_adjustments/create|query` (api notes §4 #56–58), own listings only. */
export async function stockRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireUser } = makeGuards(ctx);

  // Adjustments of one listing; `include=ownListing` adds that listing, which the caller owns.
  async function adjustmentsDocument(
    request: FastifyRequest,
    data: StockAdjustment | StockAdjustment[],
    query: Record<string, unknown> & { include?: string[] | undefined },
    meta: Record<string, WireValue> = {},
  ): Promise<WireValue> {
    const adjustments = Array.isArray(data) ? data : [data];
    const withListing = query.include?.includes('ownListing') ?? false;
    const included: Resource[] = [];
    const listingId = adjustments[0]?.listingId;
    if (withListing && listingId) {
      included.push(
        presentListing(await showOwnListing(ctx, currentUserId(request), listingId), 'ownListing'),
      );
    }
    const resources = adjustments.map((a) => presentStockAdjustment(a, withListing));
    return envelope(Array.isArray(data) ? resources : resources[0]!, included, meta, sparseFieldsOf(query));
  }

  app.post('/api/stock/compare_and_set', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(StockCommandQuerySchema, request.query, 'query');
    const command = parseParams(StockUpdateCommandSchema, request.body, 'body');
    const stock = presentStock(await compareAndSetStock(ctx, currentUserId(request), command));
    // Commands answer with only id and type unless `expand=true` (api notes §3.2).
    const document = envelope(query.expand ? stock : unexpanded(stock), [], {}, sparseFieldsOf(query));
    return sendApi(request, reply, document);
  });

  app.post('/api/stock_adjustments/create', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(AdjustmentCommandQuerySchema, request.query, 'query');
    const command = parseParams(StockAdjustmentCommandSchema, request.body, 'body');
    const adjustment = await createStockAdjustment(ctx, currentUserId(request), command);
    const document = query.expand
      ? await adjustmentsDocument(request, adjustment, query)
      : envelope(unexpanded(presentStockAdjustment(adjustment)));
    return sendApi(request, reply, document);
  });

  app.get('/api/stock_adjustments/query', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(AdjustmentsQuerySchema, request.query, 'query');
    const { adjustments, total } = await queryStockAdjustments(ctx, currentUserId(request), query);
    return sendApi(
      request,
      reply,
      await adjustmentsDocument(request, adjustments, query, pageMeta(total, query)),
    );
  });
}
