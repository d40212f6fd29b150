import { handleJob, NotYetError, PermanentJobError } from '../../jobs/job-definition.ts';
import {
  NothingToPayOutError,
  PaymentRecipientMissingError,
  PayoutNotYetPossibleError,
} from '../../ports/payments.port.ts';
import { reconcilePayments } from './payment-reconciliation.ts';
import {
  delayedTransitionJob,
  paymentReconciliationJob,
  transactionNotificationJob,
  waitingPayoutJob,
} from './transaction-jobs.ts';
import { sendTransactionNotification } from './transaction-mail.service.ts';
import { runDelayedTransition } from './transactions.service.ts';

/** Runs a delayed transition, unless the transaction has moved on (transaction-jobs.ts). */
export const delayedTransitionHandler = handleJob(delayedTransitionJob, async (payload, run) => {
  const outcome = await runDelayedTransition(run.ctx, payload);
  if (outcome === 'gone') throw new PermanentJobError(`transaction ${payload.transactionId} is gone`);
  if (outcome === 'payment-in-flight')
    throw new NotYetError(`a payment step of transaction ${payload.transactionId} is still settling`);
  run.log.info({ ...payload, outcome }, 'delayed transition');
});

/** Sends a transition's notification email. */
export const transactionNotificationHandler = handleJob(transactionNotificationJob, async (payload, run) => {
  await sendTransactionNotification(run.ctx, payload, `job:${run.id}`);
});

/** Settles lapsed payment journal entries. */
export const paymentReconciliationHandler = handleJob(paymentReconciliationJob, async (_payload, run) => {
  const report = await reconcilePayments(run.ctx);
  if (Object.values(report).some((n) => n > 0)) run.log.info(report, 'payment reconciliation');
});

/** Tries a waiting payout again (same request, same key: it is made once). */
export const waitingPayoutHandler = handleJob(waitingPayoutJob, async (payload, run) => {
  try {
    const payout = await run.ctx.payments.createPayout({ ...payload, retry: run.attempt });
    run.log.info({ transactionId: payload.transactionId, payout: payout.id }, 'waiting payout made');
  } catch (error) {
    if (error instanceof NothingToPayOutError) {
      run.log.warn({ transactionId: payload.transactionId, reason: error.message }, 'waiting payout dropped');
      return;
    }
    if (error instanceof PayoutNotYetPossibleError) throw new NotYetError(error.message);
    // The provider's payout account was removed: only the operator can sort that out.
    if (error instanceof PaymentRecipientMissingError) throw new PermanentJobError(error.message);
    throw error;
  }
});
