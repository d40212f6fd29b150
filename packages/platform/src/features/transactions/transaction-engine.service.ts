import { toTransitionName } from '@mercato/core/processes/process-names';
import type { TransactionProcess } from '@mercato/core/processes/process-types';
import { timesAfter, transition } from '@mercato/core/processes/transition';
import type { PlatformContext } from '../../context.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { assertSeatsFree } from '../availability/seat-reservations.ts';
import type { Booking } from '../bookings/booking.ts';
import { findBookingsOfTransactions } from '../bookings/bookings.queries.ts';
import type { Review } from '../reviews/review.ts';
import { findReviewOfType } from '../reviews/reviews.queries.ts';
import { assertStockAvailable } from '../stock/stock-reservations.ts';
import { planTransition } from './actions/plan-transition.ts';
import { processOfTransaction } from './deployed-processes.ts';
import {
  alreadyTransitioned,
  claimAndJournal,
  JournalTakenOver,
  settleJournalAfterFailure,
} from './payment-journal.ts';
import type { Transaction } from './transaction.ts';
import { partiesOfTransaction } from './transaction-parties.ts';
import { type PaymentOutcome, paymentIntentIdOf, runPaymentSteps } from './transaction-payments.ts';
import type { TransitionParams } from './transition-params.ts';
import type { Parties, TransitionCaller, TransitionPlan } from './transition-plan.ts';
import { writeTransition } from './transition-write.ts';

/** What a transition produced: the transaction as it now is (or would be) and its booking. */
export interface TransitionResult {
  transaction: Transaction;
  booking: Booking | null;
}

/** The transaction as the plan leaves it, at `revision` (what the API answers with). */
function buildTransaction(plan: TransitionPlan, current: Transaction | null, revision: number): Transaction {
  const { parties, process, outcome, write } = plan;
  const at = write.lastTransitionedAt;
  const money = (amount: number | null) =>
    amount === null || write.currency === null ? null : { amount, currency: write.currency };
  return {
    id: parties.id,
    processName: process.name,
    processVersion: process.version,
    state: write.state,
    lastTransition: write.lastTransition,
    lastTransitionedAt: at,
    customerId: parties.customerId,
    providerId: parties.providerId,
    listingId: parties.listing.id,
    protectedData: write.protectedData,
    metadata: write.metadata,
    lineItems: plan.lineItems,
    payinTotal: money(write.payinTotal),
    payoutTotal: money(write.payoutTotal),
    revision,
    transitions: [
      ...(current?.transitions ?? []),
      { transition: outcome.record.transition, createdAt: at, by: outcome.record.by },
    ],
    lastMessageAt: current?.lastMessageAt ?? null,
    createdAt: current?.createdAt ?? at,
  };
}

/**
 * Runs one transition: the process's check of state and caller, the plan of its actions, then
 * the claim of the transaction together with a journal entry of its payment steps, the payment
 * steps (idempotent, undone if what follows is refused), then one database transaction that writes
 * the state (compare-and-set on the revision), the history, booking, review and line-item changes,
 * schedules the new state's delayed transitions and the notifications, and ends the journal entry.
 * A crash between the payment steps and the write leaves the entry for reconciliation
 * (payment-reconciliation.ts). Speculative runs stop after checking and return the would-be
 * transaction.
 */
export async function runTransition(
  ctx: PlatformContext,
  input: {
    parties: Parties;
    current: Transaction | null;
    process: TransactionProcess;
    transitionName: string;
    caller: TransitionCaller;
    params: TransitionParams;
    speculative: boolean;
    /**
     * Written in the transition's own database transaction, after it (an operator's audit entry):
     * it happens with the transition or not at all. Given the state the transition leads to.
     */
    alsoWrite?: (
      db: PlatformContext['db'],
      after: { state: string; lastTransition: string },
    ) => Promise<void>;
  },
): Promise<TransitionResult> {
  const { parties, current, process, caller, params } = input;
  const name = toTransitionName(input.transitionName);
  const now = ctx.clock();
  const snapshot = {
    state: current?.state ?? null,
    createdAt: current?.createdAt ?? null,
    transitions: current?.transitions ?? [],
    booking: null as { start: Date; end: Date; displayStart: Date; displayEnd: Date } | null,
  };
  const existingBooking = input.current ? await findBookingOf(ctx, input.current.id) : null;
  const outcome = transition(process, { ...snapshot, booking: existingBooking }, name, caller, now);
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message);
  const plan = await planTransition(
    ctx,
    parties,
    current,
    process,
    outcome,
    caller,
    params,
    input.speculative,
  );
  // Delayed transitions measured from the booking fall due from the booking this transition creates.
  if (plan.newBooking) {
    const times = timesAfter(
      process,
      { ...snapshot, booking: plan.newBooking },
      outcome.transition,
      now.getTime(),
    );
    plan.outcome = { ...outcome, ...times };
  }
  if (plan.review) await assertNotReviewed(ctx, parties.id, plan.review);
  const booking =
    plan.newBooking ??
    (existingBooking && plan.bookingChange
      ? { ...existingBooking, state: plan.bookingChange.to }
      : existingBooking);
  if (input.speculative) {
    if (plan.newBooking) await assertSeatsFree(ctx, ctx.db, plan.newBooking, { lock: false });
    if (plan.stockToReserve !== null)
      await assertStockAvailable(ctx.db, parties.listing.id, plan.stockToReserve, plan.stockVariant);
    return { transaction: buildTransaction(plan, current, (current?.revision ?? 0) + 1), booking };
  }
  // Claim the transaction so a concurrent transition is refused before it moves money, and record
  // the payment steps about to run so that a crash before the write below cannot lose them.
  const journal = await claimAndJournal(ctx, {
    transactionId: parties.id,
    current,
    transition: name,
    caller,
    params,
    paymentSteps: plan.payments.length > 0,
    now,
  });
  const revision = (current?.revision ?? 0) + (current ? 1 : 0);
  let paid: PaymentOutcome;
  try {
    paid = await runPaymentSteps(
      ctx,
      parties.id,
      name,
      current ? paymentIntentIdOf(current.protectedData) : null,
      plan.payments,
    );
  } catch (error) {
    // The steps undid what they could; a refusal (a declined card) is final, anything else is
    // left to reconciliation (or to a retry of the same transition).
    if (journal) await settleJournalAfterFailure(ctx, journal, error instanceof AppError, error);
    throw error;
  }
  if (paid.intent && plan.payments.some((p) => p.kind === 'create')) {
    plan.write.protectedData = {
      ...plan.write.protectedData,
      stripePaymentIntents: {
        default: {
          stripePaymentIntentId: paid.intent.id,
          stripePaymentIntentClientSecret: paid.intent.clientSecret,
        },
      },
    };
  }
  try {
    await inWriteTransaction(ctx.db, async (trx) => {
      await writeTransition(
        { ...ctx, db: trx },
        { plan, current, revision, journal, transition: name, waitingPayouts: paid.waitingPayouts, now },
      );
      await input.alsoWrite?.(trx, {
        state: plan.outcome.nextState,
        lastTransition: plan.outcome.record.transition,
      });
    });
  } catch (error) {
    // Reconciliation took the steps over (this run outlived its lease): they are its to finish.
    if (error instanceof JournalTakenOver) throw alreadyTransitioned();
    const undone = await paid.compensate();
    if (journal) {
      await settleJournalAfterFailure(ctx, journal, undone && error instanceof AppError, error);
    }
    throw error;
  }
  const transaction = buildTransaction(plan, current, current ? revision + 1 : 1);
  return { transaction, booking };
}

/** Runs a transition of a stored transaction on its own process (operator, worker, reconciliation). */
export async function runStoredTransition(
  ctx: PlatformContext,
  tx: Transaction,
  transitionName: string,
  caller: TransitionCaller,
  params: TransitionParams,
  alsoWrite?: Parameters<typeof runTransition>[1]['alsoWrite'],
): Promise<TransitionResult> {
  return runTransition(ctx, {
    parties: await partiesOfTransaction(ctx, tx),
    current: tx,
    process: processOfTransaction(tx),
    transitionName,
    caller,
    params,
    speculative: false,
    ...(alsoWrite ? { alsoWrite } : {}),
  });
}

async function assertNotReviewed(ctx: PlatformContext, transactionId: string, review: Review): Promise<void> {
  if (await findReviewOfType(ctx.db, transactionId, review.type)) {
    throw new AppError(
      review.type === 'ofProvider'
        ? 'transaction-already-reviewed-by-customer'
        : 'transaction-already-reviewed-by-provider',
      'This party has already reviewed the transaction',
    );
  }
}

async function findBookingOf(ctx: PlatformContext, transactionId: string): Promise<Booking | null> {
  return (await findBookingsOfTransactions(ctx.db, [transactionId])).get(transactionId) ?? null;
}
