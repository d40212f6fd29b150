import type { PlatformContext } from '../context.ts';
import { fileVerificationHandler } from '../features/files/file-job-handlers.ts';
import { messageNotificationJob } from '../features/messages/message-jobs.ts';
import { availabilityIndexRollJob } from '../features/search/search-jobs.ts';
import {
  delayedTransitionHandler,
  paymentReconciliationHandler,
  transactionNotificationHandler,
  waitingPayoutHandler,
} from '../features/transactions/transaction-job-handlers.ts';
import {
  abandonedFilesJob,
  expiredTokensJob,
  finishedJobsJob,
  staleThrottlesJob,
  unclaimedImagesJob,
  variantCacheJob,
} from './cleanup/cleanup-jobs.ts';
import type { JobDefinition } from './job-definition.ts';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner.ts';
import { every, type RecurringSchedule } from './recurring.ts';

/** Every kind of job the platform runs. A new kind is one definition and one line here. */
export const PLATFORM_JOBS: readonly JobDefinition[] = [
  unclaimedImagesJob,
  variantCacheJob,
  expiredTokensJob,
  staleThrottlesJob,
  finishedJobsJob,
  delayedTransitionHandler,
  transactionNotificationHandler,
  paymentReconciliationHandler,
  waitingPayoutHandler,
  messageNotificationJob,
  availabilityIndexRollJob,
  fileVerificationHandler,
  abandonedFilesJob,
];

const DAY_MS = 86_400_000;

/** How often the worker looks for payment steps whose write was lost. */
const RECONCILE_PAYMENTS_MS = 60_000;

/**
 * The housekeeping the worker keeps scheduled: payment reconciliation every minute, cleanups and
 * the availability index's roll every CLEANUP_INTERVAL_MINUTES, pruning daily.
 */
export function platformSchedules(env: PlatformContext['env']): RecurringSchedule[] {
  const cleanupMs = env.CLEANUP_INTERVAL_MINUTES * 60_000;
  return [
    every(RECONCILE_PAYMENTS_MS, paymentReconciliationHandler, {}),
    every(cleanupMs, unclaimedImagesJob, {}),
    every(cleanupMs, abandonedFilesJob, {}),
    every(cleanupMs, variantCacheJob, {}),
    every(cleanupMs, expiredTokensJob, {}),
    every(cleanupMs, staleThrottlesJob, {}),
    every(cleanupMs, availabilityIndexRollJob, {}),
    every(DAY_MS, finishedJobsJob, {}),
  ];
}

/** The platform's job runner, configured by the WORKER_* settings (tests may override any option). */
export function createPlatformWorker(
  ctx: PlatformContext,
  options: Partial<JobRunnerOptions> = {},
): JobRunner {
  return createJobRunner(ctx, {
    jobs: PLATFORM_JOBS,
    schedules: platformSchedules(ctx.env),
    concurrency: ctx.env.WORKER_CONCURRENCY,
    pollIntervalMs: ctx.env.WORKER_POLL_INTERVAL_MS,
    lockTimeoutMs: ctx.env.WORKER_LOCK_TIMEOUT_SECONDS * 1000,
    shutdownTimeoutMs: ctx.env.WORKER_SHUTDOWN_TIMEOUT_SECONDS * 1000,
    ...options,
  });
}
