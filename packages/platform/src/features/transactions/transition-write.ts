import { randomUUID } from 'node:crypto';
import type { TransitionOutcome } from '@mercato/core/processes/transition';
import type { PlatformContext } from '../../context.ts';
import { scheduleJob } from '../../jobs/jobs.service.ts';
import type { PayoutRequest } from '../../ports/payments.port.ts';
import { assertSeatsFree } from '../availability/seat-reservations.ts';
import { insertBooking, setBookingState } from '../bookings/bookings.queries.ts';
import { revealListingFiles } from '../files/files.queries.ts';
import { insertReview, publishReviewsOf, refreshListingRating } from '../reviews/reviews.queries.ts';
import { reserveStock, settleStockReservation } from '../stock/stock-reservations.ts';
import { deleteJournalEntry, type JournalLease } from './payment-journal.repository.ts';
import { alreadyTransitioned, JournalTakenOver } from './payment-journal.ts';
import type { Transaction } from './transaction.ts';
import { delayedTransitionJob, transactionNotificationJob, waitingPayoutJob } from './transaction-jobs.ts';
import { insertTransaction, insertTransitionRecord, updateTransactionIf } from './transactions.repository.ts';
import type { TransitionPlan } from './transition-plan.ts';

/**
 * The database side of a transition, inside its one write transaction (`ctx.db` is it): ends the
 * payment journal entry (if still this run's), checks and locks the booking's seats, writes the
 * transaction (compare-and-set on the claimed revision), its history, booking, stock, reviews, and
 * schedules the new state's delayed transitions and notifications and the payouts that must wait.
 * Throws to roll it all back.
 */
export async function writeTransition(
  ctx: PlatformContext,
  input: {
    plan: TransitionPlan;
    current: Transaction | null;
    /** The revision this run claimed (0 for a new transaction). */
    revision: number;
    journal: JournalLease | null;
    transition: string;
    /** Payouts the payment steps could not make yet, to be tried again by the worker. */
    waitingPayouts: readonly PayoutRequest[];
    now: Date;
  },
): Promise<void> {
  const { plan, current, revision, journal, now } = input;
  const { parties, process, outcome } = plan;
  const db = ctx.db;
  // The payment steps are written: their journal entry goes with the write, if still ours.
  if (journal && !(await deleteJournalEntry(db, journal))) throw new JournalTakenOver();
  // The listing's calendar lock comes first: taken after the inserts that reference the listing
  // (a key-share lock), two bookers would each wait for the other's key-share lock.
  if (plan.newBooking) await assertSeatsFree(ctx, db, plan.newBooking, { lock: true });
  if (!current) {
    await insertTransaction(
      db,
      {
        id: parties.id,
        processName: process.name,
        processVersion: process.version,
        customerId: parties.customerId,
        providerId: parties.providerId,
        listingId: parties.listing.id,
        createdAt: now,
      },
      plan.write,
    );
  } else if (!(await updateTransactionIf(db, current.id, { revision, state: current.state }, plan.write))) {
    throw alreadyTransitioned();
  }
  await insertTransitionRecord(db, {
    id: randomUUID(),
    transactionId: parties.id,
    seq: current?.transitions.length ?? 0,
    transition: input.transition,
    by: outcome.record.by,
    createdAt: now,
  });
  if (plan.newBooking) await insertBooking(db, plan.newBooking);
  if (plan.stockToReserve !== null) {
    const reservation = {
      transactionId: parties.id,
      listingId: parties.listing.id,
      quantity: plan.stockToReserve,
      variantName: plan.stockVariant,
    };
    await reserveStock(db, reservation, now);
  }
  if (plan.stockChange) await settleStockReservation(db, parties.id, plan.stockChange, now);
  if (plan.bookingChange) {
    await setBookingState(db, parties.id, plan.bookingChange.from, plan.bookingChange.to, now);
  }
  if (plan.review) await insertReview(db, plan.review);
  if (plan.publishReviews) {
    await publishReviewsOf(db, parties.id);
    await refreshListingRating(db, parties.listing.id);
  }
  if (plan.revealListingFiles) {
    await revealListingFiles(db, { listingId: parties.listing.id, transactionId: parties.id, now });
  }
  // The schedule belongs to this entry into the state: the history's length after this transition.
  await scheduleAfterTransition(ctx, parties.id, outcome, (current?.transitions.length ?? 0) + 1, now);
  for (const payout of input.waitingPayouts) {
    await scheduleJob(ctx, waitingPayoutJob, payout, {
      runAt: new Date(now.getTime() + waitingPayoutJob.backoff.baseMs),
      key: `payout:${payout.idempotencyKey}`,
    });
  }
}

/** The new state's delayed transitions and the transition's notifications, as jobs keyed by `step`. */
async function scheduleAfterTransition(
  ctx: PlatformContext,
  transactionId: string,
  outcome: TransitionOutcome,
  step: number,
  now: Date,
): Promise<void> {
  for (const scheduled of outcome.scheduled) {
    if (scheduled.dueAt === null) continue;
    await scheduleJob(
      ctx,
      delayedTransitionJob,
      { transactionId, transition: scheduled.transition, step },
      {
        runAt: new Date(Math.max(scheduled.dueAt, now.getTime())),
        key: `transaction:${transactionId}:${scheduled.transition}:${step}`,
      },
    );
  }
  for (const notification of outcome.notifications) {
    if (notification.dueAt === null) continue;
    await scheduleJob(
      ctx,
      transactionNotificationJob,
      {
        transactionId,
        template: notification.template,
        to: notification.to,
        state: outcome.nextState,
        delayed: notification.dueAt > now.getTime(),
      },
      {
        runAt: new Date(Math.max(notification.dueAt, now.getTime())),
        key: `transaction:${transactionId}:${notification.name}:${step}`,
      },
    );
  }
}
