import type { PlatformContext } from '../../context.ts';
import { findJournalEntries } from '../transactions/transactions.queries.ts';
import { findRecentLedger } from './payment-ledger.repository.ts';

/**
 * The most recent entries of the payment ledger, and the payment journal's entries (steps in
 * flight, lost, or left to the operator), for the development page.
 */
export async function listRecentLedger(ctx: PlatformContext, limit: number) {
  const [ledger, journal] = await Promise.all([
    findRecentLedger(ctx.db, limit),
    findJournalEntries(ctx.db, limit),
  ]);
  return { ...ledger, journal };
}

/** The intent a sandbox 3-D Secure page is about, if the adapter has such a step and knows it. */
export async function findAuthenticationIntent(ctx: PlatformContext, paymentIntentId: string) {
  if (!ctx.payments.completeTestAuthentication) return undefined;
  return ctx.payments.retrievePaymentIntent(paymentIntentId);
}

/** Passes or fails the sandbox 3-D Secure step of an intent; undefined when there is none. */
export async function completeAuthentication(ctx: PlatformContext, paymentIntentId: string, passed: boolean) {
  if (!ctx.payments.completeTestAuthentication) return undefined;
  if (!(await ctx.payments.retrievePaymentIntent(paymentIntentId))) return undefined;
  return ctx.payments.completeTestAuthentication(paymentIntentId, passed);
}
