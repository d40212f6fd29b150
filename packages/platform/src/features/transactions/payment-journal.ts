import { randomUUID } from 'node:crypto';
import type { CallerRole } from '@mercato/core/processes/transition';
import type { PlatformContext } from '../../context.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  adoptJournalEntry,
  deleteJournalEntry,
  findPendingEntryOf,
  insertJournalEntry,
  type JournalLease,
  releaseJournalLease,
} from './payment-journal.repository.ts';
import type { Transaction } from './transaction.ts';
import { claimTransaction } from './transactions.repository.ts';
import type { TransitionParams } from './transition-params.ts';

/**
 * How long a run of a transition holds its payment journal entry. Payment calls time out well
 * within it; an entry still pending after it belongs to a run that died (or lost its write), and
 * reconciliation, or a retry of the same transition, takes it over.
 */
export const PAYMENT_LEASE_MS = 2 * 60_000;

/** Thrown inside a transition's write when its journal entry was taken over by reconciliation. */
export class JournalTakenOver extends Error {
  override readonly name = 'JournalTakenOver';
  constructor() {
    super('The payment journal entry of this transition was taken over by reconciliation');
  }
}

export function alreadyTransitioned(): AppError {
  return new AppError(
    'transaction-invalid-transition',
    'The transaction changed while this transition ran (another transition won); reload it',
  );
}

/**
 * A transition refused because a payment step of the transaction is in flight, or lost its write
 * and waits for its lease to run out: to a caller, an invalid transition (409) to try again later;
 * to the worker, a delayed transition that is not void but not yet possible.
 */
export class PaymentInFlightError extends AppError {
  constructor() {
    super(
      'transaction-invalid-transition',
      'A payment of this transaction is still being settled; try again in a few minutes',
    );
  }
}

function paymentInFlight(): AppError {
  return new PaymentInFlightError();
}

/**
 * Before a transition calls the payment provider: claims the transaction (its revision, so a
 * concurrent transition is refused before it moves money) and, when the transition has payment
 * steps, records them in the journal, both in one commit. A transaction whose payment steps are in
 * flight, or lost their write, takes no other transition; the same transition takes the entry
 * over once its lease has run out (its steps are keyed, so running them again repeats nothing).
 * Returns the journal entry this run holds, if any.
 */
export async function claimAndJournal(
  ctx: PlatformContext,
  input: {
    transactionId: string;
    current: Transaction | null;
    transition: string;
    caller: { role: CallerRole; trusted: boolean };
    params: TransitionParams;
    paymentSteps: boolean;
    now: Date;
  },
): Promise<JournalLease | null> {
  const { current, now } = input;
  if (!current && !input.paymentSteps) return null;
  const leaseUntil = new Date(now.getTime() + PAYMENT_LEASE_MS);
  return inWriteTransaction(ctx.db, async (trx) => {
    let lease: JournalLease | null = null;
    if (current) {
      const pending = await findPendingEntryOf(trx, current.id);
      if (pending) {
        const lapsed = pending.leaseUntil.getTime() <= now.getTime();
        if (pending.transition !== input.transition || !lapsed) throw paymentInFlight();
        const change = { caller: input.caller, params: input.params, leaseUntil, at: now };
        if (!(await adoptJournalEntry(trx, pending, change))) throw paymentInFlight();
        lease = { id: pending.id, leaseUntil };
      }
      if (!(await claimTransaction(trx, current.id, current.revision))) throw alreadyTransitioned();
    }
    if (input.paymentSteps && !lease) {
      lease = { id: randomUUID(), leaseUntil };
      await insertJournalEntry(trx, {
        id: lease.id,
        transactionId: input.transactionId,
        transition: input.transition,
        newTransaction: current === null,
        caller: input.caller,
        params: input.params,
        leaseUntil,
        createdAt: now,
      });
    }
    return lease;
  });
}

/**
 * After a transition failed past its payment steps, which undid what they could: a settled
 * failure (a refusal, everything undone) ends the entry; any other failure lets it go at once, for
 * a retry of the transition or reconciliation to finish. If even that write fails, the lease runs
 * out by itself.
 */
export async function settleJournalAfterFailure(
  ctx: PlatformContext,
  lease: JournalLease,
  settled: boolean,
  error: unknown,
): Promise<void> {
  try {
    if (settled) await deleteJournalEntry(ctx.db, lease);
    else {
      const message = error instanceof Error ? error.message : String(error);
      await releaseJournalLease(ctx.db, lease, { until: ctx.clock(), error: message, at: ctx.clock() });
    }
  } catch (journalError) {
    ctx.log.error({ err: journalError, entry: lease.id }, 'could not settle a payment journal entry');
  }
}
