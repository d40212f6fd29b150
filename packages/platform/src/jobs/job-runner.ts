import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { PlatformContext } from '../context.ts';
import { retryDelayMs } from './backoff.ts';
import type { Job } from './job.ts';
import { type JobDefinition, type JobLogger, NotYetError, PermanentJobError } from './job-definition.ts';
import {
  claimNextJob,
  extendJobLock,
  failAbandonedJobs,
  type JobLock,
  markJobFailed,
  markJobForRetry,
  markJobSucceeded,
} from './jobs.repository.ts';
import { scheduleRecurringJobs } from './jobs.service.ts';
import { periodStartOf, type RecurringSchedule, recurringKeyOf } from './recurring.ts';

/** How a runner works; every figure has a default fit for cleanup jobs. */
export interface JobRunnerOptions {
  /** The jobs this runner may run; it never claims a job of another name. */
  jobs: readonly JobDefinition[];
  /** Recurring jobs this runner keeps scheduled (one job per period, whichever worker stores it). */
  schedules?: readonly RecurringSchedule[];
  /** Shown in `locked_by` (default: host, process id and a random suffix). */
  workerId?: string;
  /** Jobs run at the same time (default 1). */
  concurrency?: number;
  /** Wait between looks for due jobs when there is nothing to do (default 1 s). */
  pollIntervalMs?: number;
  /**
   * How long a claimed job stays locked without news from its worker (default 60 s). A running job's
   * lock is extended every third of this, so only a dead worker's jobs expire and are retried.
   */
  lockTimeoutMs?: number;
  /** How long `stop` waits for running jobs before giving up on them (default 10 s). */
  shutdownTimeoutMs?: number;
  /** Default: the platform's log. */
  log?: JobLogger;
}

/** Claims due jobs and runs them, in the background (`start`/`stop`) or when told (`runDue`). */
export interface JobRunner {
  readonly workerId: string;
  /** Schedules the current period's recurring jobs and fails jobs abandoned on their last attempt. */
  maintain(): Promise<void>;
  /** Claims one due job and runs it to its end; the job as claimed, or undefined when none is due. */
  runNext(): Promise<Job | undefined>;
  /** `maintain`, then runs due jobs one by one until none is due (at most `limit`); how many ran. */
  runDue(limit?: number): Promise<number>;
  /** Starts the background loop. */
  start(): void;
  /**
   * Stops claiming and waits for running jobs; after `shutdownTimeoutMs` their signals are aborted
   * and it returns false (their locks expire and another worker retries them).
   */
  stop(): Promise<boolean>;
}

function defaultWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

const MAX_ERROR_LENGTH = 4000;

function describeError(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}

/** A job runner over the platform's database; time comes from `ctx.clock`, so tests move it. */
export function createJobRunner(ctx: PlatformContext, options: JobRunnerOptions): JobRunner {
  const workerId = options.workerId ?? defaultWorkerId();
  const concurrency = options.concurrency ?? 1;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const lockTimeoutMs = options.lockTimeoutMs ?? 60_000;
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? 10_000;
  const schedules = options.schedules ?? [];
  const log = (options.log ?? ctx.log).child({ worker: workerId });
  const definitions = new Map<string, JobDefinition>();
  for (const job of [...options.jobs, ...schedules.map((s) => s.job)]) {
    const known = definitions.get(job.name);
    if (known && known !== job) throw new Error(`Two job definitions are named ${job.name}`);
    definitions.set(job.name, job);
  }
  const names = [...definitions.keys()];

  // Per schedule, the period whose job this runner last made sure of (the database decides the rest).
  const scheduledPeriods = new Map<RecurringSchedule, string>();
  const running = new Set<Promise<void>>();
  // The running jobs: their abort signals and the locks held on them.
  const controllers = new Map<AbortController, JobLock>();
  let loop: Promise<void> | undefined;
  let stopping = false;
  let woken = false;
  let wakeSleeper: (() => void) | undefined;

  async function maintain(): Promise<void> {
    const now = ctx.clock();
    const due = schedules.filter(
      (s) => scheduledPeriods.get(s) !== recurringKeyOf(s, periodStartOf(now, s.everyMs)),
    );
    if (due.length > 0) {
      await scheduleRecurringJobs(ctx, due);
      for (const s of due) scheduledPeriods.set(s, recurringKeyOf(s, periodStartOf(now, s.everyMs)));
    }
    const abandoned = await failAbandonedJobs(ctx.db, now);
    if (abandoned > 0)
      log.error({ count: abandoned }, 'jobs failed: their worker stopped on the last attempt');
  }

  function claim(): Promise<Job | undefined> {
    const now = ctx.clock();
    return claimNextJob(ctx.db, ctx.dialect, {
      workerId,
      names,
      now,
      lockedUntil: new Date(now.getTime() + lockTimeoutMs),
    });
  }

  async function execute(job: Job): Promise<void> {
    const definition = definitions.get(job.name);
    if (!definition) throw new Error(`Claimed a job without a definition: ${job.name}`);
    const lock: JobLock = { id: job.id, workerId, attempt: job.attempts };
    const jobLog = log.child({ job: job.name, jobId: job.id, attempt: job.attempts });
    ctx.metrics.observeJobLag(job.name, (ctx.clock().getTime() - job.runAt.getTime()) / 1000);
    const controller = new AbortController();
    controllers.set(controller, lock);
    const heartbeat = setInterval(() => {
      const now = ctx.clock();
      extendJobLock(ctx.db, lock, new Date(now.getTime() + lockTimeoutMs), now).then(
        (held) => {
          if (held || controller.signal.aborted) return;
          jobLog.warn('job lost its lock (it ran past its lock timeout); its result will be ignored');
          controller.abort(new Error('The job lost its lock'));
        },
        (error: unknown) => jobLog.warn({ err: error }, 'could not extend the job lock'),
      );
    }, lockTimeoutMs / 3);
    heartbeat.unref();
    const startedAt = performance.now();
    try {
      const payload = definition.payload.safeParse(job.payload);
      if (!payload.success) {
        throw new PermanentJobError(
          `Invalid payload: ${payload.error.issues.map((i) => i.message).join('; ')}`,
        );
      }
      await definition.handle(payload.data, {
        ctx,
        id: job.id,
        name: job.name,
        key: job.key,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        signal: controller.signal,
        log: jobLog,
      });
      const ms = Math.round(performance.now() - startedAt);
      ctx.metrics.observeJob(job.name, 'succeeded', ms / 1000);
      if (await markJobSucceeded(ctx.db, lock, ctx.clock())) {
        // Routine runs (cleanups every few minutes) are debug; one that needed retries says so.
        if (job.attempts > 1) jobLog.info({ ms }, `job succeeded at attempt ${job.attempts}`);
        else jobLog.debug({ ms }, 'job succeeded');
      } else jobLog.warn({ ms }, 'job finished after losing its lock; another worker may run it again');
    } catch (error) {
      const now = ctx.clock();
      const message = describeError(error);
      const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      ctx.metrics.observeJob(job.name, final ? 'failed' : 'retried', (performance.now() - startedAt) / 1000);
      if (final) {
        if (await markJobFailed(ctx.db, lock, message, now)) {
          jobLog.error({ err: error }, `job failed after ${job.attempts} attempt(s)`);
          ctx.errorReporter.capture(error, { area: 'job', job: job.name });
        }
      } else {
        const retryAt = new Date(now.getTime() + retryDelayMs(job.attempts, definition.backoff));
        if (await markJobForRetry(ctx.db, lock, message, retryAt, now)) {
          if (error instanceof NotYetError)
            jobLog.info({ reason: message, retryAt }, 'job waits; it will run again');
          else jobLog.warn({ err: error, retryAt }, 'job attempt failed; it will be retried');
        }
      }
    } finally {
      clearInterval(heartbeat);
      controllers.delete(controller);
    }
  }

  async function runNext(): Promise<Job | undefined> {
    const job = await claim();
    if (job) await execute(job);
    return job;
  }

  function wake(): void {
    woken = true;
    wakeSleeper?.();
  }

  function sleep(ms: number): Promise<void> {
    if (woken) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeSleeper = undefined;
        woken = false;
        resolve();
      }
      wakeSleeper = done;
    });
  }

  async function loopUntilStopped(): Promise<void> {
    let maintainedAt = Number.NEGATIVE_INFINITY;
    while (!stopping) {
      try {
        // Once per poll interval, not after every job: a busy worker wakes after each one.
        if (performance.now() - maintainedAt >= pollIntervalMs) {
          await maintain();
          maintainedAt = performance.now();
        }
        while (!stopping && running.size < concurrency) {
          const job = await claim();
          if (!job) break;
          const task: Promise<void> = execute(job)
            .catch((error: unknown) =>
              log.error({ err: error, jobId: job.id }, 'could not record a job result'),
            )
            .finally(() => {
              running.delete(task);
              wake();
            });
          running.add(task);
        }
      } catch (error) {
        log.error({ err: error }, 'job worker could not claim jobs; trying again');
      }
      if (!stopping) await sleep(pollIntervalMs);
    }
  }

  return {
    workerId,
    maintain,
    runNext,
    async runDue(limit = 1000) {
      await maintain();
      let ran = 0;
      while (ran < limit && (await runNext())) ran++;
      return ran;
    },
    start() {
      if (loop) return;
      stopping = false;
      log.info(
        { concurrency, pollIntervalMs, lockTimeoutMs, jobs: names },
        `job worker started (${names.length} kinds of job)`,
      );
      loop = loopUntilStopped();
    },
    async stop() {
      stopping = true;
      wake();
      await loop;
      loop = undefined;
      if (running.size === 0) return true;
      log.info({ running: running.size }, 'job worker stopping: waiting for running jobs');
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.allSettled([...running]).then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), shutdownTimeoutMs);
        }),
      ]);
      clearTimeout(timer);
      if (!finished) {
        log.warn(
          { running: running.size, shutdownTimeoutMs },
          'job worker stopped with jobs still running; they are released for another worker',
        );
        // Released, not left locked: another worker takes them at once rather than when the lock
        // expires. The attempt counts: a job that keeps outlasting shutdowns still ends.
        // Released first, then aborted: the aborted handler's own failure finds the lock gone.
        const now = ctx.clock();
        const stuck = [...controllers];
        await Promise.allSettled(
          stuck.map(([, lock]) =>
            markJobForRetry(ctx.db, lock, 'Released: its worker stopped before it finished', now, now),
          ),
        );
        for (const [controller] of stuck) controller.abort(new Error('The worker is stopping'));
      }
      return finished;
    },
  };
}
