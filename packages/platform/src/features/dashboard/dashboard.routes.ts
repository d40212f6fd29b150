import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { envelope } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { makeOperatorGuard } from '../operators/operator-guard.ts';
import { presentDashboard } from './dashboard.presenter.ts';
import { dashboardOf } from './dashboard.service.ts';

const DashboardQuerySchema = z.strictObject({
  weeks: z.coerce
    .number({ error: 'must be a number of weeks' })
    .int('must be a whole number of weeks')
    .min(1, 'must be at least 1')
    .max(52, 'must be at most 52')
    .default(12),
});

/**
 * The console's dashboard (issue #30): `GET /v1/admin/dashboard/show`, the marketplace at a glance
 * over the last `weeks` weeks (12 unless asked), for any operator.
 */
export async function dashboardRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const requireOperator = makeOperatorGuard(ctx);
  // The guard keeps the operator on the request, as in operators.routes.ts (its own scope).
  app.decorateRequest('operator', null);

  app.get('/admin/dashboard/show', { onRequest: requireOperator() }, async (request, reply) => {
    const query = parseParams(DashboardQuerySchema, request.query, 'query');
    return sendApi(request, reply, envelope(presentDashboard(await dashboardOf(ctx, query.weeks))));
  });
}
