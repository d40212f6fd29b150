import type { AdminTransactionQuery } from '@mercato/core/contracts/admin-transaction';
import { getAvailableTransitions } from '@mercato/core/processes/process-rules';
import type { ProcessTransition } from '@mercato/core/processes/process-types';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AuditActor } from '../operators/operator.ts';
import { recordAudit } from '../operators/operators.service.ts';
import { processOfTransaction } from './deployed-processes.ts';
import type { Transaction } from './transaction.ts';
import { runStoredTransition, type TransitionResult } from './transaction-engine.service.ts';
import { findTransactionById, findTransactionsForOperator } from './transactions.repository.ts';
import type { TransitionParams } from './transition-params.ts';

// The operators' side of transactions (issue #30, ADR 019): every transaction of the marketplace to
// read, and the process's operator transitions to run, each recorded in the audit log.

/** `admin/transactions/query`: a page of any transactions, newest first, and how many match. */
export function queryTransactionsForOperator(
  ctx: PlatformContext,
  query: AdminTransactionQuery,
): Promise<{ transactions: Transaction[]; total: number }> {
  return findTransactionsForOperator(ctx.db, {
    processName: query.processName,
    states: query.states,
    partyId: query.partyId,
    listingId: query.listingId,
    createdAtStart: query.createdAtStart,
    createdAtEnd: query.createdAtEnd,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
}

/** `admin/transactions/show`: any transaction, with its history; 404 for an unknown id. */
export async function getTransactionForOperator(ctx: PlatformContext, id: string): Promise<Transaction> {
  const tx = await findTransactionById(ctx.db, id);
  if (!tx) throw new AppError('not-found', 'Transaction not found');
  return tx;
}

/**
 * The transitions an operator may run from the transaction's state now, as its process defines
 * them (actor `operator`, `from` the current state); the console offers them one at a time.
 */
export function operatorTransitionsOf(tx: Transaction): ProcessTransition[] {
  return getAvailableTransitions(processOfTransaction(tx), tx.state, 'operator');
}

/**
 * An operator transition (`operator-accept`, `cancel`, `operator-complete`…) through the admin API:
 * the operator (or a script with the admin token) is trusted and may act on any transaction; the
 * process decides which transitions are the operator's. Support operators may run them too.
 *
 * The audit entry (`transaction.transition`, state and last transition before and after) is
 * written in the transition's own database write (the engine's `alsoWrite`), after the payment
 * steps: a transition is recorded if and only if it landed.
 */
export async function transitionAsOperator(
  ctx: PlatformContext,
  actor: AuditActor,
  command: { id: string; transition: string; params: TransitionParams },
): Promise<TransitionResult> {
  const tx = await getTransactionForOperator(ctx, command.id);
  // The audit entry goes into the transition's own database write: recorded if and only if it happened.
  return runStoredTransition(
    ctx,
    tx,
    command.transition,
    { role: 'operator', trusted: true },
    command.params,
    (db, after) =>
      recordAudit({ ...ctx, db }, actor, {
        action: 'transaction.transition',
        subjectType: 'transaction',
        subjectId: tx.id,
        before: { state: tx.state, lastTransition: tx.lastTransition },
        after,
      }),
  );
}
