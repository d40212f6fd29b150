import type { PartyRole } from '@mercato/core/processes/process-rules';
import { getAvailableTransitions } from '@mercato/core/processes/process-rules';
import type { ProcessTransition } from '@mercato/core/processes/process-types';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { assertCanInitiateTransactions, assertNotPendingApproval } from '../access/access.policy.ts';
import type { DeletionGuard } from '../accounts/account-deletion.service.ts';
import { getMarketplaceConfig } from '../config/marketplace-config.service.ts';
import { getCurrentUser } from '../users/users.service.ts';
import { findProcessOfAlias, processOfAlias, processOfTransaction } from './deployed-processes.ts';
import { PaymentInFlightError } from './payment-journal.ts';
import type { Transaction } from './transaction.ts';
import { runStoredTransition, runTransition, type TransitionResult } from './transaction-engine.service.ts';
import { partiesOfNewTransaction, partiesOfTransaction } from './transaction-parties.ts';
import {
  assertProcessOfListing,
  PAYMENT_PROCESSING_STATES,
  processAliasOfListing,
  requireParty,
} from './transactions.policy.ts';
import {
  findTransactionById,
  findTransactions,
  hasTransactionInStates,
  type TransactionsQuery,
} from './transactions.repository.ts';
import type { TransitionParams } from './transition-params.ts';

/** Account deletion waits while the user has a payment in progress (spec §7). */
export const paymentInProgressGuard: DeletionGuard = async (ctx, user) =>
  (await hasTransactionInStates(ctx.db, user.id, PAYMENT_PROCESSING_STATES))
    ? 'The account has a transaction with a payment in progress; it can be deleted once that is settled.'
    : null;

/** Who is calling a transaction command. */
export interface TransactionCaller {
  userId: string;
  /** A `trusted:user` token (token exchange with the client secret). */
  trusted: boolean;
}

/** `transactions/initiate` (or its speculative twin): a new transaction from an initial transition. */
export async function initiateTransaction(
  ctx: PlatformContext,
  caller: TransactionCaller,
  command: { processAlias: string; transition: string; params: TransitionParams },
  speculative: boolean,
): Promise<TransitionResult> {
  assertCanInitiateTransactions(await getCurrentUser(ctx, caller.userId));
  const process = processOfAlias(command.processAlias);
  const parties = await partiesOfNewTransaction(ctx, caller.userId, command.params.listingId);
  const listingAlias = processAliasOfListing(parties.listing, await getMarketplaceConfig(ctx));
  assertProcessOfListing(process, listingAlias ? findProcessOfAlias(listingAlias) : undefined, listingAlias);
  return runTransition(ctx, {
    parties,
    current: null,
    process,
    transitionName: command.transition,
    caller: { role: 'customer', trusted: caller.trusted },
    params: command.params,
    speculative,
  });
}

/** `transactions/transition` (or its speculative twin) by a party of the transaction. */
export async function transitionTransaction(
  ctx: PlatformContext,
  caller: TransactionCaller,
  command: { id: string; transition: string; params: TransitionParams },
  speculative: boolean,
): Promise<TransitionResult> {
  assertNotPendingApproval(await getCurrentUser(ctx, caller.userId));
  const { tx, role } = requireParty(caller.userId, await findTransactionById(ctx.db, command.id));
  return runTransition(ctx, {
    parties: await partiesOfTransaction(ctx, tx),
    current: tx,
    process: processOfTransaction(tx),
    transitionName: command.transition,
    caller: { role, trusted: caller.trusted },
    params: command.params,
    speculative,
  });
}

/**
 * Runs a delayed transition for the worker, if the transaction is still where it was when the
 * transition was scheduled (no transition since); otherwise it has moved on and nothing happens.
 * While a payment step of the transaction is in flight it cannot tell yet: `payment-in-flight`.
 */
export async function runDelayedTransition(
  ctx: PlatformContext,
  payload: { transactionId: string; transition: string; step: number },
): Promise<'ran' | 'skipped' | 'gone' | 'payment-in-flight'> {
  const tx = await findTransactionById(ctx.db, payload.transactionId);
  if (!tx) return 'gone';
  if (tx.transitions.length !== payload.step) return 'skipped';
  try {
    await runStoredTransition(ctx, tx, payload.transition, { role: 'system', trusted: true }, {});
  } catch (error) {
    // A payment step is still settling (or waits for reconciliation, ADR 014): the transaction has
    // not moved on, so the transition may yet apply. The worker tries again later.
    if (error instanceof PaymentInFlightError) return 'payment-in-flight';
    // A party's transition won the race: the delayed one no longer applies.
    if (error instanceof AppError && error.details[0]?.code === 'transaction-invalid-transition')
      return 'skipped';
    throw error;
  }
  return 'ran';
}

/** `transactions/show`: a party's transaction. */
export async function showTransaction(
  ctx: PlatformContext,
  userId: string,
  id: string,
): Promise<Transaction> {
  return requireParty(userId, await findTransactionById(ctx.db, id)).tx;
}

/** `transactions/query`: a page of the caller's orders and/or sales. */
export function queryTransactions(
  ctx: PlatformContext,
  query: TransactionsQuery,
): Promise<{ transactions: Transaction[]; total: number }> {
  return findTransactions(ctx.db, query);
}

/**
 * `process_transitions/query`: the transitions the caller may run now, from the transaction's
 * state, or from a process alias's state after `lastTransition` (initial transitions if none).
 */
export async function queryProcessTransitions(
  ctx: PlatformContext,
  userId: string,
  query: {
    transactionId?: string | undefined;
    processAlias?: string | undefined;
    lastTransition?: string | undefined;
  },
): Promise<{ processName: string; transitions: ProcessTransition[] }> {
  if (query.transactionId) {
    const { tx, role } = requireParty(userId, await findTransactionById(ctx.db, query.transactionId));
    return {
      processName: tx.processName,
      transitions: getAvailableTransitions(processOfTransaction(tx), tx.state, role),
    };
  }
  if (!query.processAlias) {
    throw new AppError('validation-missing-key', 'Missing parameter: transactionId', {
      source: { path: ['transactionId'], type: 'query' },
    });
  }
  const process = processOfAlias(query.processAlias);
  const from = query.lastTransition
    ? (process.transitions.find((t) => t.name === query.lastTransition)?.to ?? null)
    : null;
  const role: PartyRole = 'customer';
  return { processName: process.name, transitions: getAvailableTransitions(process, from, role) };
}
