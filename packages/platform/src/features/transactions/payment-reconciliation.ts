import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  adoptJournalEntry,
  deleteJournalEntry,
  failJournalEntry,
  findLapsedEntries,
  findPendingEntryOf,
  type JournalLease,
  type PaymentJournalEntry,
  releaseJournalLease,
} from './payment-journal.repository.ts';
import { PAYMENT_LEASE_MS } from './payment-journal.ts';
import { runStoredTransition } from './transaction-engine.service.ts';
import { paymentIntentIdOf } from './transaction-payments.ts';
import { findTransactionById } from './transactions.repository.ts';
import { TransitionParamsSchema } from './transition-params.ts';

/** Entries one run looks at; the next run (a minute later) takes the rest. */
const BATCH = 50;
/** The longest an entry that could not be reconciled waits for its next attempt. */
const RETRY_MAX_MS = 60 * 60_000;

/** What one reconciliation run did with the lapsed journal entries it found. */
export interface ReconciliationReport {
  /** Transitions run to the end: their payment steps replayed, their write made. */
  finished: number;
  /** Entries whose holds were released: their transaction was never written, or refused. */
  released: number;
  /** Entries handed to the operator: money moved for a transition that no longer applies. */
  failed: number;
  /** Entries to try again later (the provider or the database failed). */
  postponed: number;
  /** Entries another run took first. */
  skipped: number;
}

type Outcome = keyof ReconciliationReport;

/**
 * Settles the payment steps whose database write was lost (issue #25): every journal entry whose
 * lease ran out. A transition of an existing transaction is run again as its caller asked, its
 * payment steps replayed under the same keys (they move no money twice), so the transaction catches
 * up with the ledger. A new transaction's steps are undone instead, since its customer was told it
 * failed: the holds made for it are released. What can be neither finished nor undone is marked
 * `failed` for the operator.
 */
export async function reconcilePayments(ctx: PlatformContext): Promise<ReconciliationReport> {
  const report: ReconciliationReport = { finished: 0, released: 0, failed: 0, postponed: 0, skipped: 0 };
  for (const entry of await findLapsedEntries(ctx.db, ctx.clock(), BATCH)) {
    let outcome: Outcome;
    try {
      outcome = entry.newTransaction
        ? await releaseUnwritten(ctx, entry)
        : await finishTransition(ctx, entry);
    } catch (error) {
      outcome = 'postponed';
      await postpone(ctx, entry, error);
    }
    report[outcome] += 1;
    ctx.log[outcome === 'failed' || outcome === 'postponed' ? 'error' : 'info'](
      { entry: entry.id, transactionId: entry.transactionId, transition: entry.transition, outcome },
      'payment journal entry reconciled',
    );
  }
  return report;
}

/** Takes a lapsed entry over for this run; null when another run took it first. */
async function adopt(ctx: PlatformContext, entry: PaymentJournalEntry): Promise<JournalLease | null> {
  const now = ctx.clock();
  const leaseUntil = new Date(now.getTime() + PAYMENT_LEASE_MS);
  const change = { caller: entry.caller, params: entry.params, leaseUntil, at: now };
  return (await adoptJournalEntry(ctx.db, entry, change)) ? { id: entry.id, leaseUntil } : null;
}

/** An initiate that never wrote its transaction: release every hold made for it. */
async function releaseUnwritten(ctx: PlatformContext, entry: PaymentJournalEntry): Promise<Outcome> {
  const lease = await adopt(ctx, entry);
  if (!lease) return 'skipped';
  const tx = await findTransactionById(ctx.db, entry.transactionId);
  await releaseHolds(ctx, entry.transactionId, tx ? paymentIntentIdOf(tx.protectedData) : null);
  await deleteJournalEntry(ctx.db, lease);
  return 'released';
}

/** A transition of an existing transaction whose write was lost: run it again, or hand it over. */
async function finishTransition(ctx: PlatformContext, entry: PaymentJournalEntry): Promise<Outcome> {
  const tx = await findTransactionById(ctx.db, entry.transactionId);
  if (!tx) return releaseUnwritten(ctx, entry);
  const params = TransitionParamsSchema.safeParse(entry.params);
  let refusal: string;
  if (params.success) {
    try {
      await runStoredTransition(ctx, tx, entry.transition, entry.caller, params.data);
      return 'finished';
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusal = error.message;
    }
    // A refusal after the run took the entry (a declined card, a booking no longer free) undid
    // its steps and ended the entry.
    if ((await findPendingEntryOf(ctx.db, tx.id))?.id !== entry.id) return 'released';
  } else {
    refusal = `the recorded params no longer parse: ${params.error.message}`;
  }
  // The transition no longer applies: release any hold the transaction does not use, and leave
  // the rest (a capture, a refund or a payout may have happened) to the operator.
  const lease = await adopt(ctx, entry);
  if (!lease) return 'skipped';
  await releaseHolds(ctx, tx.id, paymentIntentIdOf(tx.protectedData));
  await failJournalEntry(ctx.db, lease, { error: refusal, at: ctx.clock() });
  return 'failed';
}

/** Cancels (or refunds) every intent of a transaction but the one it keeps. */
async function releaseHolds(ctx: PlatformContext, transactionId: string, keep: string | null): Promise<void> {
  for (const intent of await ctx.payments.listPaymentIntentsOfTransaction(transactionId)) {
    if (intent.id === keep || intent.status === 'canceled' || intent.amountRefunded > 0) continue;
    await ctx.payments.refundPayment({
      idempotencyKey: `${transactionId}:reconcile:release:${intent.id}`,
      paymentIntentId: intent.id,
    });
  }
}

/** Puts an entry off, longer after each attempt, up to {@link RETRY_MAX_MS}. */
async function postpone(ctx: PlatformContext, entry: PaymentJournalEntry, error: unknown): Promise<void> {
  const now = ctx.clock();
  const delay = Math.min(RETRY_MAX_MS, PAYMENT_LEASE_MS * 2 ** Math.min(entry.attempts, 10));
  const message = error instanceof Error ? error.message : String(error);
  try {
    // If the run took the entry (a new lease), that lease runs out by itself instead.
    await releaseJournalLease(ctx.db, entry, {
      until: new Date(now.getTime() + delay),
      error: message,
      at: now,
    });
  } catch (journalError) {
    ctx.log.error({ err: journalError, entry: entry.id }, 'could not postpone a payment journal entry');
  }
}
