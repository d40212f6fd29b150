import {
  AdminTransactionIdSchema,
  AdminTransactionQueryParamsSchema,
  AdminTransitionCommandSchema,
} from '@mercato/core/contracts/admin-transaction';
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { apiQuerySchema, pageMeta } from '../../http/query.ts';
import { adminActorOf, makeAdminApiGuard } from '../operators/admin-api-guard.ts';
import {
  adminTransactionDocument,
  adminTransactionsDocument,
} from '../transaction-documents/admin-transaction-document.service.ts';
import {
  TRANSACTION_INCLUDES,
  transactionDocument,
} from '../transaction-documents/transaction-document.service.ts';
import {
  getTransactionForOperator,
  queryTransactionsForOperator,
  transitionAsOperator,
} from './admin-transactions.service.ts';

// The transition answers as `transactions/transition` does, with the same includes.
const TransitionQuerySchema = apiQuerySchema({}, { include: TRANSACTION_INCLUDES });

/**
 * The console's Transactions screen on the admin API (issue #30, ADR 019), under `/v1/admin`: any
 * operator finds and reads every transaction (`transactions/query`, `transactions/show`) and runs
 * the process's operator transitions (`transactions/transition`, support included), each with its
 * audit entry. Scripts may call them with `ADMIN_API_TOKEN` when it is set.
 */
export async function adminTransactionsRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const requireAdminApi = makeAdminApiGuard(app, ctx);
  const operators = { onRequest: requireAdminApi() };

  app.get('/admin/transactions/query', operators, async (request, reply) => {
    const query = parseParams(AdminTransactionQueryParamsSchema, request.query, 'query');
    const { transactions, total } = await queryTransactionsForOperator(ctx, query);
    return sendApi(
      request,
      reply,
      await adminTransactionsDocument(ctx, transactions, query, pageMeta(total, query)),
    );
  });

  app.get('/admin/transactions/show', operators, async (request, reply) => {
    const query = parseParams(AdminTransactionIdSchema, request.query, 'query');
    const transaction = await getTransactionForOperator(ctx, query.id);
    return sendApi(request, reply, await adminTransactionDocument(ctx, transaction));
  });

  app.post('/admin/transactions/transition', operators, async (request, reply) => {
    const query = parseParams(TransitionQuerySchema, request.query, 'query');
    const command = parseParams(AdminTransitionCommandSchema, request.body, 'body');
    const { transaction, booking } = await transitionAsOperator(ctx, adminActorOf(request), command);
    const bookings = new Map(booking ? [[transaction.id, booking]] : []);
    return sendApi(request, reply, await transactionDocument(ctx, transaction, query, { bookings }));
  });
}
