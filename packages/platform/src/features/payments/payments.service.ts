import type { PlatformContext } from '../../context.ts';
import type { PaymentIntent } from '../../ports/payments.port.ts';
import { findJournalEntries, findJournalEntriesOfTransaction } from '../transactions/transactions.queries.ts';
import { findLedgerOfTransaction, findRecentLedger } from './payment-ledger.repository.ts';

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

/**
 * What the payments of one transaction left, for the console: its payment intent as the provider
 * reports it now (null without one; `intentError` when the provider could not be asked), the
 * sandbox ledger's money movements (Stripe keeps its own: none here then) and the payment journal's
 * entries of its transitions (steps in flight, lost, or handed to the operator).
 */
export async function paymentsOfTransaction(
  ctx: PlatformContext,
  transactionId: string,
  paymentIntentId: string | null,
) {
  const [ledger, journal] = await Promise.all([
    findLedgerOfTransaction(ctx.db, transactionId),
    findJournalEntriesOfTransaction(ctx.db, transactionId),
  ]);
  let intent: PaymentIntent | null = null;
  let intentError: string | null = null;
  if (paymentIntentId) {
    try {
      intent = (await ctx.payments.retrievePaymentIntent(paymentIntentId)) ?? null;
      if (!intent) intentError = `The payment provider knows no payment intent ${paymentIntentId}`;
    } catch (error) {
      intentError = `The payment provider did not answer: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  return { provider: ctx.payments.name, intent, intentError, operations: ledger.operations, journal };
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
