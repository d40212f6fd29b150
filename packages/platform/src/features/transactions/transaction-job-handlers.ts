import { handleJob, PermanentJobError } from '../../jobs/job-definition.ts';
import { reconcilePayments } from './payment-reconciliation.ts';
import {
  delayedTransitionJob,
  paymentReconciliationJob,
  transactionNotificationJob,
} from './transaction-jobs.ts';
import { sendTransactionNotification } from './transaction-mail.service.ts';
import { runDelayedTransition } from './transactions.service.ts';

/** Runs a delayed transition, unless the transaction has moved on (transaction-jobs.ts). */
export const delayedTransitionHandler = handleJob(delayedTransitionJob, async (payload, run) => {
  const outcome = await runDelayedTransition(run.ctx, payload);
  if (outcome === 'gone') throw new PermanentJobError(`transaction ${payload.transactionId} is gone`);
  run.log.info({ ...payload, outcome }, 'delayed transition');
});

/** Sends a transition's notification email. */
export const transactionNotificationHandler = handleJob(transactionNotificationJob, async (payload, run) => {
  await sendTransactionNotification(run.ctx, payload);
});

/** Settles lapsed payment journal entries. */
export const paymentReconciliationHandler = handleJob(paymentReconciliationJob, async (_payload, run) => {
  const report = await reconcilePayments(run.ctx);
  if (Object.values(report).some((n) => n > 0)) run.log.info(report, 'payment reconciliation');
});
