import { AdminReviewIdSchema, AdminReviewQueryParamsSchema } from '@mercato/core/contracts/admin-review';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { pageMeta } from '../../http/query.ts';
import { currentOperator, makeOperatorGuard } from '../operators/operator-guard.ts';
import { recordAudit } from '../operators/operators.service.ts';
import { adminReviewDocument } from './admin-review.presenter.ts';
import {
  type AdminReviewAudit,
  findReviewsForOperator,
  hideReview,
  unhideReview,
} from './admin-reviews.service.ts';

const NoQuerySchema = z.strictObject({});

/**
 * The console's Reviews screen on the admin API (issue #30, ADR 019), under `/v1/admin`: any
 * operator finds reviews, hidden ones too (`reviews/query`); only admins hide a review from the
 * marketplace or show it again (`reviews/hide`, `reviews/unhide`), each change with its audit entry.
 */
export async function adminReviewsRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const requireOperator = makeOperatorGuard(ctx);
  app.decorateRequest('operator', null);

  // A change's audit entry, as the request's operator, written in the change's own transaction.
  const auditOf =
    (request: FastifyRequest): AdminReviewAudit =>
    (db, entry) =>
      recordAudit({ ...ctx, db }, { kind: 'operator', operator: currentOperator(request) }, entry);

  app.get('/admin/reviews/query', { onRequest: requireOperator() }, async (request, reply) => {
    const query = parseParams(AdminReviewQueryParamsSchema, request.query, 'query');
    const { reviews, total } = await findReviewsForOperator(ctx, query);
    return sendApi(request, reply, adminReviewDocument(reviews, pageMeta(total, query)));
  });

  const admins = { onRequest: requireOperator(['admin']) };

  for (const [verb, change] of [
    ['hide', hideReview],
    ['unhide', unhideReview],
  ] as const) {
    app.post(`/admin/reviews/${verb}`, admins, async (request, reply) => {
      parseParams(NoQuerySchema, request.query, 'query');
      const body = parseParams(AdminReviewIdSchema, request.body, 'body');
      const review = await change(ctx, auditOf(request), currentOperator(request).id, body.id);
      return sendApi(request, reply, adminReviewDocument(review));
    });
  }
}
