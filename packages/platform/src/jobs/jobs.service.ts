import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { PlatformContext } from '../context.ts';
import type { Job, JobState } from './job.ts';
import type { JobKind } from './job-definition.ts';
import {
  countJobsByState,
  deleteFinishedJobs,
  deleteQueuedJobs,
  findJobsByState,
  findQueuedJobsNamed,
  insertJob,
} from './jobs.repository.ts';
import { periodStartOf, type RecurringSchedule, recurringKeyOf } from './recurring.ts';

/** When and how a job is scheduled. */
export interface ScheduleOptions {
  /** Due at this instant (default: now). */
  runAt?: Date;
  /** Due this long from now (ignored when `runAt` is given). */
  delayMs?: number;
  /**
   * Idempotency key, e.g. `transaction:<id>:expire-payment`: while a job with this key exists,
   * scheduling it again stores nothing and returns that job's id.
   */
  key?: string;
  /** Overrides the definition's attempt count. */
  maxAttempts?: number;
}

/**
 * Stores a job for the worker after checking its payload against the job's schema (a bad payload
 * is a programming error and throws). Pass `{ ...ctx, db: trx }` to schedule inside a transaction:
 * the job then exists exactly when the caller's changes commit.
 */
export async function scheduleJob<S extends z.ZodType>(
  ctx: Pick<PlatformContext, 'db' | 'clock'>,
  job: JobKind<S>,
  payload: z.input<S>,
  options: ScheduleOptions = {},
): Promise<{ id: string; created: boolean }> {
  const checked = job.payload.safeParse(payload);
  if (!checked.success) {
    const problems = checked.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`);
    throw new Error(`Job ${job.name}: invalid payload (${problems.join('; ')})`);
  }
  const now = ctx.clock();
  const runAt = options.runAt ?? new Date(now.getTime() + (options.delayMs ?? 0));
  return insertJob(ctx.db, {
    id: randomUUID(),
    name: job.name,
    payload,
    key: options.key ?? null,
    runAt,
    maxAttempts: options.maxAttempts ?? job.maxAttempts,
    now,
  });
}

/**
 * Makes sure the current period's job of every recurring schedule exists (due at the period's
 * start). Safe to call from any number of workers, any number of times: one job per period.
 * Returns how many jobs were created.
 */
export async function scheduleRecurringJobs(
  ctx: Pick<PlatformContext, 'db' | 'clock'>,
  schedules: readonly RecurringSchedule[],
): Promise<number> {
  let created = 0;
  const now = ctx.clock();
  for (const schedule of schedules) {
    const periodStart = periodStartOf(now, schedule.everyMs);
    const result = await scheduleJob(ctx, schedule.job, schedule.payload, {
      runAt: periodStart,
      key: recurringKeyOf(schedule, periodStart),
    });
    if (result.created) created++;
  }
  return created;
}

/** What the development page and operators look at. */
export interface JobsOverview {
  counts: Record<JobState, number>;
  /** Queued (including waiting for a retry) and running jobs, soonest due first. */
  pending: Job[];
  /** Jobs that used up their attempts, most recent first. */
  failed: Job[];
}

/** Pending and failed jobs (at most `limit` of each) and the count of every state. */
export async function listJobs(ctx: Pick<PlatformContext, 'db'>, limit = 100): Promise<JobsOverview> {
  const [counts, pending, failed] = await Promise.all([
    countJobsByState(ctx.db),
    findJobsByState(ctx.db, ['queued', 'running'], 'due', limit),
    findJobsByState(ctx.db, ['failed'], 'recent', limit),
  ]);
  return { counts, pending, failed };
}

/** How long finished jobs are kept: long enough to look at, short enough that the table stays small. */
export const JOB_RETENTION = { succeededMs: 7 * 86_400_000, failedMs: 30 * 86_400_000 };

/** Deletes succeeded jobs older than a week and failed ones older than 30 days. Returns how many. */
export async function pruneFinishedJobs(ctx: Pick<PlatformContext, 'db' | 'clock'>): Promise<number> {
  const now = ctx.clock().getTime();
  const succeeded = await deleteFinishedJobs(ctx.db, 'succeeded', new Date(now - JOB_RETENTION.succeededMs));
  const failed = await deleteFinishedJobs(ctx.db, 'failed', new Date(now - JOB_RETENTION.failedMs));
  return succeeded + failed;
}

/** Drops the queued jobs of these names about these transactions (`payload.transactionId`). */
export async function deleteQueuedJobsOf(
  ctx: Pick<PlatformContext, 'db'>,
  names: readonly string[],
  transactionIds: readonly string[],
): Promise<number> {
  const about = new Set(transactionIds);
  const jobs = await findQueuedJobsNamed(ctx.db, names);
  const ids = jobs
    .filter((job) => about.has((job.payload as { transactionId?: unknown } | null)?.transactionId as string))
    .map((job) => job.id);
  return deleteQueuedJobs(ctx.db, ids);
}
