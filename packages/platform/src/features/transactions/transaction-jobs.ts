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
