import {
  ProcessTransitionResourceSchema,
  type TransactionResource,
  TransactionResourceSchema,
} from '@mercato/core/contracts/transaction';
import type { TransitionParamsInput } from '@mercato/core/contracts/transition-params';
import { z } from 'zod';
import type { ApiResponse, Query, Session } from '../session.ts';

/**
 * `params` of a transition: listing, booking times, seats, protected data, a payment method… as
 * the API's schema reads them (core's contract); other keys pass through and are ignored.
 */
export type TransitionParams = TransitionParamsInput;

/** Transactions: start, advance, read (api notes §4 #34–40). */
export function transactionsResource(session: Session) {
  const command =
    (verb: string) =>
    (body: Record<string, unknown>, query: Query = {}): Promise<ApiResponse<TransactionResource>> =>
      session.call('POST', `transactions/${verb}`, TransactionResourceSchema, query, body);
  return {
    /** `transactions/initiate`: a new transaction by an initial transition of `processAlias`. */
    initiate: command('initiate') as (
      body: { processAlias: string; transition: string; params: TransitionParams },
      query?: Query,
    ) => Promise<ApiResponse<TransactionResource>>,
    /** `transactions/initiate_speculative`: what `initiate` would give (prices, booking), nothing stored. */
    initiateSpeculative: command('initiate_speculative') as (
      body: { processAlias: string; transition: string; params: TransitionParams },
      query?: Query,
    ) => Promise<ApiResponse<TransactionResource>>,
    /** `transactions/transition`: runs a transition as the caller's role. */
    transition: command('transition') as (
      body: { id: string; transition: string; params?: TransitionParams },
      query?: Query,
    ) => Promise<ApiResponse<TransactionResource>>,
    /** `transactions/transition_speculative`: what `transition` would give. */
    transitionSpeculative: command('transition_speculative') as (
      body: { id: string; transition: string; params?: TransitionParams },
      query?: Query,
    ) => Promise<ApiResponse<TransactionResource>>,
    /** `transactions/show`: one of the caller's transactions. */
    show: (query: Query & { id: string }) =>
      session.call('GET', 'transactions/show', TransactionResourceSchema, query),
    /** `transactions/query`: the caller's orders (`only: 'order'`) or sales, newest first. */
    query: (query: Query & { only?: 'order' | 'sale'; page?: number; perPage?: number } = {}) =>
      session.call('GET', 'transactions/query', z.array(TransactionResourceSchema), query),
  };
}

/** `process_transitions/query`: the transitions the caller may run now. */
export function processTransitionsResource(session: Session) {
  return {
    query: (query: Query & { transactionId: string }) =>
      session.call('GET', 'process_transitions/query', z.array(ProcessTransitionResourceSchema), query),
  };
}
