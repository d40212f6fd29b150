import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { envelope } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { apiQuerySchema, commaList, pageMeta, paginationShape } from '../../http/query.ts';
import { currentUserId, makeGuards } from '../auth/guards.ts';
import {
  TRANSACTION_INCLUDES,
  transactionDocument,
} from '../transaction-documents/transaction-document.service.ts';
import { presentProcessTransition } from './transaction.presenter.ts';
import type { TransitionResult } from './transaction-engine.service.ts';
import { TRANSACTION_SORT_KEYS } from './transaction-sort.ts';
import {
  initiateTransaction,
  queryProcessTransitions,
  queryTransactions,
  showTransaction,
  transitionTransaction,
} from './transactions.service.ts';
import { InitiateCommandSchema, TransitionCommandSchema } from './transition-params.ts';

const CommandQuerySchema = apiQuerySchema({}, { include: TRANSACTION_INCLUDES });
const ShowQuerySchema = apiQuerySchema(
  { id: z.uuid('must be a transaction id') },
  { include: TRANSACTION_INCLUDES },
);
const QuerySchema = apiQuerySchema(
  {
    only: z.enum(['order', 'sale']).optional(),
    lastTransitions: commaList(2000).optional(),
    states: commaList(2000).optional(),
    processNames: commaList(1000).optional(),
    sort: commaList(200)
      .pipe(
        z
          .array(
            z.enum(TRANSACTION_SORT_KEYS, { error: `sort keys are ${TRANSACTION_SORT_KEYS.join(', ')}` }),
          )
          .max(3),
      )
      .optional(),
    ...paginationShape(100, 100),
  },
  { include: TRANSACTION_INCLUDES },
);
const ProcessTransitionsQuerySchema = apiQuerySchema({
  transactionId: z.uuid('must be a transaction id').optional(),
  processAlias: z.string().min(1).max(200).optional(),
  lastTransition: z.string().min(1).max(200).optional(),
});

/** Whether the request carries a `trusted:user` token (from the token exchange). */
function isTrusted(request: FastifyRequest): boolean {
  return request.principal?.kind === 'user' && request.principal.scope === 'trusted:user';
}

/**
 * `transactions/*` and `process_transitions/query` (api notes §4 #34–40, §8.4): a party's
 * transactions only; privileged transitions and `lineItems` need a trusted token. The operator's
 * side is `admin-transactions.routes.ts`.
 */
export async function transactionsRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireUser } = makeGuards(ctx);
  const caller = (request: FastifyRequest) => ({
    userId: currentUserId(request),
    trusted: isTrusted(request),
  });

  // A command's answer: the transaction as it now is (or would be), with the booking it made.
  const commandDocument = (
    request: FastifyRequest,
    query: z.infer<typeof CommandQuerySchema>,
    { transaction, booking }: TransitionResult,
  ) =>
    transactionDocument(ctx, transaction, query, {
      bookings: new Map(booking ? [[transaction.id, booking]] : []),
      viewerId: currentUserId(request),
    });

  for (const speculative of [false, true]) {
    const suffix = speculative ? '_speculative' : '';
    app.post(`/api/transactions/initiate${suffix}`, { onRequest: requireUser }, async (request, reply) => {
      const query = parseParams(CommandQuerySchema, request.query, 'query');
      const command = parseParams(InitiateCommandSchema, request.body, 'body');
      const result = await initiateTransaction(ctx, caller(request), command, speculative);
      return sendApi(request, reply, await commandDocument(request, query, result));
    });
    app.post(`/api/transactions/transition${suffix}`, { onRequest: requireUser }, async (request, reply) => {
      const query = parseParams(CommandQuerySchema, request.query, 'query');
      const command = parseParams(TransitionCommandSchema, request.body, 'body');
      const result = await transitionTransaction(ctx, caller(request), command, speculative);
      return sendApi(request, reply, await commandDocument(request, query, result));
    });
  }

  app.get('/api/transactions/show', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(ShowQuerySchema, request.query, 'query');
    const userId = currentUserId(request);
    const transaction = await showTransaction(ctx, userId, query.id);
    return sendApi(request, reply, await transactionDocument(ctx, transaction, query, { viewerId: userId }));
  });

  app.get('/api/transactions/query', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(QuerySchema, request.query, 'query');
    const userId = currentUserId(request);
    const { transactions, total } = await queryTransactions(ctx, {
      userId,
      only: query.only,
      lastTransitions: query.lastTransitions,
      states: query.states,
      processNames: query.processNames,
      sort: query.sort,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    const meta = pageMeta(total, query);
    return sendApi(
      request,
      reply,
      await transactionDocument(ctx, transactions, query, { meta, viewerId: userId }),
    );
  });

  app.get('/api/process_transitions/query', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(ProcessTransitionsQuerySchema, request.query, 'query');
    const { processName, transitions } = await queryProcessTransitions(ctx, currentUserId(request), query);
    const resources = transitions.map((t) => presentProcessTransition(processName, t));
    return sendApi(request, reply, envelope(resources));
  });
}
