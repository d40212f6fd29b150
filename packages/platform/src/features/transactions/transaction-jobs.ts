import { z } from 'zod';
import { defineJobKind } from '../../jobs/job-definition.ts';

// The kinds of job transactions schedule. Their handlers (transaction-job-handlers.ts) run
// transitions, which schedule these again, so kinds and handlers live apart: the engine imports
// only the kinds.

/**
 * A delayed transition (`:at` in the process), scheduled when its `from` state is entered, keyed by
 * transaction + transition + `step` (how many transitions the transaction had then). The handler
 * re-checks: if another transition ran since, it does nothing; the revision compare-and-set makes
 * it run at most once in effect, even with several workers. (A refused attempt, such as a declined
 * card, raises the revision but adds no step, so it does not cancel the schedule.)
 */
export const delayedTransitionJob = defineJobKind({
  name: 'transaction.delayed-transition',
  payload: z.object({
    transactionId: z.uuid(),
    transition: z.string().min(1),
    step: z.number().int().min(1),
  }),
});

/**
 * A notification email of a transition, sent through the mail port by the worker so a slow or
 * failing mail server never fails the transition (the job retries). A delayed one is dropped if the
 * transaction has left the state it was scheduled from.
 */
export const transactionNotificationJob = defineJobKind({
  name: 'transaction.notification',
  payload: z.object({
    transactionId: z.uuid(),
    template: z.string().min(1),
    to: z.enum(['customer', 'provider']),
    state: z.string(),
    delayed: z.boolean(),
  }),
});

/**
 * Settles payment steps whose database write was lost (a crash between the two): runs every
 * minute, and takes the journal entries whose lease has run out (payment-reconciliation.ts).
 */
export const paymentReconciliationJob = defineJobKind({
  name: 'transaction.reconcile-payments',
  payload: z.object({}),
});

/**
 * A provider's payout that could not be made when its transition ran (Stripe still held the
 * charge's funds, or had paused the account's payouts): tried again with the transition's own
 * request and idempotency key, so it is made once, from a quarter of an hour after the transition
 * up to every six hours, for as long as a sale's funds can take to become available and then some.
 */
export const waitingPayoutJob = defineJobKind({
  name: 'transaction.waiting-payout',
  payload: z.object({
    idempotencyKey: z.string().min(1),
    transactionId: z.uuid(),
    paymentIntentId: z.string().min(1),
    amount: z.number().int().positive(),
    currency: z.string().length(3),
    recipientId: z.string().min(1),
  }),
  maxAttempts: 200,
  backoff: { baseMs: 15 * 60_000, maxMs: 6 * 3_600_000 },
});
