import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BUILT_IN_VARIANTS, variantKeyOf } from '@mercato/core/images/image-variants';
import Fastify from 'fastify';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { buildPlatformApp, createContext, platformRootPlugin } from '../src/app.ts';
import type { PlatformContext } from '../src/context.ts';
import { openDatabase } from '../src/db/database.ts';
import { insertTokenPair } from '../src/features/auth/token.repository.ts';
import { originalKeyOf, variantFileKeyOf } from '../src/features/images/image.ts';
import {
  claimImageForUser,
  findImage,
  getImageVariantFile,
  uploadImage,
} from '../src/features/images/images.service.ts';
import { insertUser } from '../src/features/users/users.repository.ts';
import {
  expiredTokensJob,
  finishedJobsJob,
  staleThrottlesJob,
  unclaimedImagesJob,
} from '../src/jobs/cleanup/cleanup-jobs.ts';
import type { Job } from '../src/jobs/job.ts';
import { defineJob, PermanentJobError } from '../src/jobs/job-definition.ts';
import { createJobRunner, type JobRunner } from '../src/jobs/job-runner.ts';
import { claimNextJob, findJobById, markJobSucceeded } from '../src/jobs/jobs.repository.ts';
import { listJobs, scheduleJob } from '../src/jobs/jobs.service.ts';
import { createPlatformWorker, type PLATFORM_JOBS } from '../src/jobs/platform-jobs.ts';
import { every, periodStartOf, recurringKeyOf } from '../src/jobs/recurring.ts';
import { hitBucket } from '../src/lib/throttle.repository.ts';
import { describeEachDialect, type TestPlatform } from './harness.ts';

const SECOND = 1000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const Empty = z.object({});

/** A job name no other test uses, so runners of different tests never take each other's jobs. */
const uniqueName = (label: string) => `test.${label}-${randomBytes(4).toString('hex')}`;

/** A job whose handler only counts its runs (and may do more with `then`). */
function countingJob(label: string, then?: () => Promise<void>) {
  const runs: string[] = [];
  const job = defineJob({
    name: uniqueName(label),
    payload: Empty,
    handle: async (_payload, run) => {
      runs.push(run.id);
      await then?.();
    },
  });
  return { job, runs };
}

/** A counting job whose runs wait until `release()`; `started()` tells whether one began. */
function heldJob(label: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = false;
  const counting = countingJob(label, async () => {
    started = true;
    await gate;
  });
  return { ...counting, release: () => release(), started: () => started };
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function jobOf(ctx: PlatformContext, id: string): Promise<Job> {
  const job = await findJobById(ctx.db, id);
  if (!job) throw new Error(`no job ${id}`);
  return job;
}

async function jobsNamed(ctx: PlatformContext, name: string): Promise<Job[]> {
  const rows = await ctx.db.selectFrom('jobs').select('id').where('name', '=', name).execute();
  return Promise.all(rows.map((row) => jobOf(ctx, row.id)));
}

/** A second connection pool to the same database: what another worker process would have. */
async function withSecondConnection<T>(
  platform: TestPlatform,
  use: (ctx: PlatformContext) => Promise<T>,
): Promise<T> {
  const database = openDatabase(platform.ctx.env.DATABASE_URL);
  try {
    return await use(createContext(platform.ctx.env, database, platform.clock.read));
  } finally {
    await database.destroy();
  }
}

describeEachDialect('job runner', (platform) => {
  it('runs a scheduled job once it is due, with its payload, and lists it as pending until then', async () => {
    const { ctx, clock } = platform();
    const seen: unknown[] = [];
    const job = defineJob({
      name: uniqueName('greet'),
      payload: z.object({ to: z.string(), times: z.number().int() }),
      handle: async (payload, run) => {
        seen.push({ payload, attempt: run.attempt, key: run.key });
      },
    });
    const runner = createJobRunner(ctx, { jobs: [job] });
    const { id, created } = await scheduleJob(ctx, job, { to: 'ada', times: 2 }, { delayMs: 15 * SECOND });
    expect(created).toBe(true);
    expect(await runner.runDue()).toBe(0);
    const pending = (await listJobs(ctx)).pending.find((j) => j.id === id);
    expect(pending).toMatchObject({ state: 'queued', attempts: 0, maxAttempts: 5 });
    expect(pending?.runAt.getTime()).toBe(clock.read().getTime() + 15 * SECOND);

    clock.advance(15 * SECOND);
    expect(await runner.runDue()).toBe(1);
    expect(seen).toEqual([{ payload: { to: 'ada', times: 2 }, attempt: 1, key: null }]);
    expect(await jobOf(ctx, id)).toMatchObject({ state: 'succeeded', attempts: 1, lockedBy: null });
    expect((await listJobs(ctx)).pending.some((j) => j.id === id)).toBe(false);
  });

  it('refuses a payload its schema rejects, and fails a stored payload that no longer parses', async () => {
    const { ctx } = platform();
    const name = uniqueName('shape');
    const v1 = defineJob({ name, payload: z.object({ n: z.number() }), handle: async () => {} });
    // @ts-expect-error a string is not a number: the compiler refuses it too
    await expect(scheduleJob(ctx, v1, { n: 'one' })).rejects.toThrow(/invalid payload \(n: /);

    const { id } = await scheduleJob(ctx, v1, { n: 1 });
    let ran = false;
    const v2 = defineJob({
      name,
      payload: z.object({ n: z.string() }),
      handle: async () => {
        ran = true;
      },
    });
    expect(await createJobRunner(ctx, { jobs: [v2] }).runDue()).toBe(1);
    expect(ran).toBe(false);
    const failed = await jobOf(ctx, id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/PermanentJobError: Invalid payload/);
  });

  it('stores one job per idempotency key, however often and however concurrently it is scheduled', async () => {
    const { ctx } = platform();
    const { job, runs } = countingJob('keyed');
    const key = `transaction:${randomUUID()}:expire-payment`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => scheduleJob(ctx, job, {}, { key, delayMs: 15 * 60 * SECOND })),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const id = results[0]?.id;
    expect(await jobsNamed(ctx, job.name)).toHaveLength(1);

    platform().clock.advance(15 * 60 * SECOND);
    await createJobRunner(ctx, { jobs: [job] }).runDue();
    expect(runs).toEqual([id]);
    // Done, and still never scheduled twice.
    expect(await scheduleJob(ctx, job, {}, { key })).toEqual({ id, created: false });
    expect(await jobsNamed(ctx, job.name)).toHaveLength(1);
  });

  it('retries a failing job with exponential backoff, then fails it for good with the last error', async () => {
    const { ctx, clock } = platform();
    let calls = 0;
    const job = defineJob({
      name: uniqueName('flaky'),
      payload: Empty,
      maxAttempts: 3,
      handle: async () => {
        calls++;
        throw new Error(`boom ${calls}`);
      },
    });
    const runner = createJobRunner(ctx, { jobs: [job] });
    const { id } = await scheduleJob(ctx, job, {});

    const start = clock.read().getTime();
    expect(await runner.runDue()).toBe(1);
    let row = await jobOf(ctx, id);
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lockedBy: null });
    expect(row.runAt.getTime()).toBe(start + 10 * SECOND);
    expect(row.lastError).toMatch(/^Error: boom 1/);

    clock.advance(10 * SECOND - 1);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1);
    expect(await runner.runDue()).toBe(1);
    row = await jobOf(ctx, id);
    expect(row).toMatchObject({ state: 'queued', attempts: 2 });
    expect(row.runAt.getTime()).toBe(start + 30 * SECOND);

    clock.advance(20 * SECOND);
    expect(await runner.runDue()).toBe(1);
    row = await jobOf(ctx, id);
    expect(row).toMatchObject({ state: 'failed', attempts: 3 });
    expect(row.lastError).toMatch(/^Error: boom 3/);
    expect((await listJobs(ctx)).failed.map((j) => j.id)).toContain(id);

    clock.advance(HOUR);
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('succeeds on a later attempt, and fails at once on a PermanentJobError', async () => {
    const { ctx, clock } = platform();
    let calls = 0;
    const recovering = defineJob({
      name: uniqueName('recovering'),
      payload: Empty,
      handle: async () => {
        if (++calls < 3) throw new Error('not yet');
      },
    });
    const hopeless = defineJob({
      name: uniqueName('hopeless'),
      payload: Empty,
      handle: async () => {
        throw new PermanentJobError('the transaction is gone');
      },
    });
    const runner = createJobRunner(ctx, { jobs: [recovering, hopeless] });
    const ok = await scheduleJob(ctx, recovering, {});
    const gone = await scheduleJob(ctx, hopeless, {});
    await runner.runDue();
    clock.advance(10 * SECOND);
    await runner.runDue();
    clock.advance(20 * SECOND);
    await runner.runDue();
    expect(await jobOf(ctx, ok.id)).toMatchObject({ state: 'succeeded', attempts: 3 });
    const failed = await jobOf(ctx, gone.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/the transaction is gone/);
  });

  it('never claims a job it has no definition for', async () => {
    const { ctx } = platform();
    const { job: mine } = countingJob('mine');
    const { job: theirs } = countingJob('theirs');
    const { id } = await scheduleJob(ctx, theirs, {});
    expect(await createJobRunner(ctx, { jobs: [mine] }).runDue()).toBe(0);
    expect(await jobOf(ctx, id)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('runs each of 200 jobs exactly once with two runners claiming concurrently', async () => {
    const { ctx } = platform();
    const runsById = new Map<string, number>();
    const runsByConnection = new Map<PlatformContext, number>();
    const job = defineJob({
      name: uniqueName('bulk'),
      payload: z.object({ n: z.number() }),
      handle: async (_payload, run) => {
        runsById.set(run.id, (runsById.get(run.id) ?? 0) + 1);
        runsByConnection.set(run.ctx, (runsByConnection.get(run.ctx) ?? 0) + 1);
        await sleep(1);
      },
    });
    const ids = new Set<string>();
    for (let n = 0; n < 200; n++) ids.add((await scheduleJob(ctx, job, { n })).id);

    await withSecondConnection(platform(), async (otherCtx) => {
      const runners: JobRunner[] = [ctx, otherCtx].map((runnerCtx, i) =>
        createJobRunner(runnerCtx, {
          jobs: [job],
          workerId: `runner-${i}`,
          concurrency: 4,
          pollIntervalMs: 5,
        }),
      );
      for (const runner of runners) runner.start();
      try {
        await waitFor(async () => {
          const rows = await ctx.db
            .selectFrom('jobs')
            .select('id')
            .where('name', '=', job.name)
            .where('state', '=', 'succeeded')
            .execute();
          return rows.length === 200;
        });
      } finally {
        expect(await Promise.all(runners.map((runner) => runner.stop()))).toEqual([true, true]);
      }
    });

    expect(runsById.size).toBe(200);
    expect([...runsById.keys()].every((id) => ids.has(id))).toBe(true);
    expect([...runsById.values()].every((count) => count === 1)).toBe(true);
    // Both runners took part, and no job needed a second attempt.
    expect([...runsByConnection.values()]).toHaveLength(2);
    expect([...runsByConnection.values()].every((count) => count > 0)).toBe(true);
    const rows = await ctx.db.selectFrom('jobs').select('attempts').where('name', '=', job.name).execute();
    expect(rows.every((row) => Number(row.attempts) === 1)).toBe(true);
  });

  it('retries the job of a worker that died once its lock expires, and ignores the dead worker afterwards', async () => {
    const { ctx, clock } = platform();
    const { job, runs } = countingJob('orphan');
    const { id } = await scheduleJob(ctx, job, {});
    const now = clock.read();
    const dead = await claimNextJob(ctx.db, ctx.dialect, {
      workerId: 'dead-worker',
      names: [job.name],
      now,
      lockedUntil: new Date(now.getTime() + 60 * SECOND),
    });
    expect(dead).toMatchObject({ id, state: 'running', attempts: 1, lockedBy: 'dead-worker' });

    const runner = createJobRunner(ctx, { jobs: [job], workerId: 'live-worker' });
    expect(await runner.runDue()).toBe(0);
    clock.advance(60 * SECOND - 1);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1);
    expect(await runner.runDue()).toBe(1);
    expect(runs).toEqual([id]);
    expect(await jobOf(ctx, id)).toMatchObject({ state: 'succeeded', attempts: 2 });
    // The dead worker's late result is refused: the lock it held is gone.
    expect(await markJobSucceeded(ctx.db, { id, workerId: 'dead-worker', attempt: 1 }, clock.read())).toBe(
      false,
    );
  });

  it('fails a job whose worker died on its last attempt', async () => {
    const { ctx, clock } = platform();
    const { job, runs } = countingJob('last-try');
    const { id } = await scheduleJob(ctx, job, {}, { maxAttempts: 1 });
    const now = clock.read();
    await claimNextJob(ctx.db, ctx.dialect, {
      workerId: 'dead-worker',
      names: [job.name],
      now,
      lockedUntil: new Date(now.getTime() + 60 * SECOND),
    });
    clock.advance(60 * SECOND);
    expect(await createJobRunner(ctx, { jobs: [job] }).runDue()).toBe(0);
    expect(runs).toEqual([]);
    const row = await jobOf(ctx, id);
    expect(row).toMatchObject({ state: 'failed', attempts: 1, lockedBy: null });
    expect(row.lastError).toMatch(/^Lock expired on the last attempt/);
  });

  it('keeps extending the lock of a long job, so nobody else takes it while its worker lives', async () => {
    const { ctx, clock } = platform();
    const { job, runs, release, started } = heldJob('long');
    const { id } = await scheduleJob(ctx, job, {});
    const owner = createJobRunner(ctx, { jobs: [job], lockTimeoutMs: 150, pollIntervalMs: 10 });
    owner.start();
    await waitFor(started);
    clock.advance(10 * SECOND);
    // The heartbeat (every 50 ms) moves the lock past the new time.
    await waitFor(async () => {
      const row = await jobOf(ctx, id);
      return (row.lockedUntil?.getTime() ?? 0) > clock.read().getTime();
    });
    expect(await createJobRunner(ctx, { jobs: [job] }).runDue()).toBe(0);
    release();
    expect(await owner.stop()).toBe(true);
    expect(runs).toEqual([id]);
    expect(await jobOf(ctx, id)).toMatchObject({ state: 'succeeded', attempts: 1 });
  });

  it('stops claiming on stop and lets a running job finish', async () => {
    const { ctx } = platform();
    const { job, runs, release, started } = heldJob('graceful');
    const first = await scheduleJob(ctx, job, {});
    const runner = createJobRunner(ctx, { jobs: [job], pollIntervalMs: 5, concurrency: 1 });
    runner.start();
    await waitFor(started);
    let stopped = false;
    const stopping = runner.stop().then((finished) => {
      stopped = true;
      return finished;
    });
    const second = await scheduleJob(ctx, job, {});
    await sleep(50);
    expect(stopped).toBe(false);
    release();
    expect(await stopping).toBe(true);
    expect(runs).toEqual([first.id]);
    expect(await jobOf(ctx, first.id)).toMatchObject({ state: 'succeeded' });
    await sleep(30);
    expect(await jobOf(ctx, second.id)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('gives up on a running job after the shutdown timeout, aborting it and releasing it for another worker', async () => {
    const { ctx } = platform();
    let starts = 0;
    const job = defineJob({
      name: uniqueName('stuck'),
      payload: Empty,
      handle: async (_payload, { signal }) => {
        starts++;
        if (starts > 1) return;
        await new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
      },
    });
    const { id } = await scheduleJob(ctx, job, {});
    const runner = createJobRunner(ctx, { jobs: [job], pollIntervalMs: 5, shutdownTimeoutMs: 50 });
    runner.start();
    await waitFor(() => starts === 1);
    expect(await runner.stop()).toBe(false);
    const released = await jobOf(ctx, id);
    expect(released).toMatchObject({ state: 'queued', lockedBy: null });
    expect(released.lastError).toMatch(/Released: its worker stopped/);
    // Due now, on the same clock: another worker need not wait for a lock to expire or a backoff.
    expect(released.runAt.getTime()).toBeLessThanOrEqual(ctx.clock().getTime());
    const next = createJobRunner(ctx, { jobs: [job] });
    expect(await next.runDue()).toBe(1);
    expect(await jobOf(ctx, id)).toMatchObject({ state: 'succeeded', attempts: 2 });
  });

  it('schedules a recurring job once per period, across runners and restarts', async () => {
    const { ctx, clock } = platform();
    const { job, runs } = countingJob('tick');
    const schedules = [every(HOUR, job, {})];
    const first = createJobRunner(ctx, { jobs: [], schedules });
    await first.maintain();
    await first.maintain();
    // Restarted, or another worker: the same period's job already exists.
    await Promise.all(
      Array.from({ length: 5 }, () => createJobRunner(ctx, { jobs: [], schedules }).maintain()),
    );
    let jobs = await jobsNamed(ctx, job.name);
    expect(jobs).toHaveLength(1);
    const period = periodStartOf(clock.read(), HOUR);
    expect(jobs[0]).toMatchObject({ key: recurringKeyOf(schedules[0]!, period), runAt: period });

    expect(await first.runDue()).toBe(1);
    const restarted = createJobRunner(ctx, { jobs: [], schedules });
    expect(await restarted.runDue()).toBe(0);
    expect(runs).toHaveLength(1);

    clock.advance(HOUR);
    expect(await restarted.runDue()).toBe(1);
    expect(await first.runDue()).toBe(0);
    jobs = await jobsNamed(ctx, job.name);
    expect(jobs).toHaveLength(2);
    expect(runs).toHaveLength(2);
  });
});

async function insertOwner(ctx: PlatformContext): Promise<string> {
  const id = randomUUID();
  const email = `owner-${randomBytes(4).toString('hex')}@example.com`;
  await insertUser(ctx.db, {
    id,
    email,
    emailNormalized: email,
    passwordHash: 'not-a-hash',
    firstName: 'Olive',
    lastName: 'Owner',
    displayName: 'Olive O',
    bio: null,
    publicData: {},
    protectedData: {},
    privateData: {},
    state: 'active',
    now: ctx.clock(),
  });
  return id;
}

describeEachDialect('cleanup jobs', (platform) => {
  const runOnce = async (job: (typeof PLATFORM_JOBS)[number]) => {
    const { ctx } = platform();
    const { id } = await scheduleJob(ctx, job, {});
    await createPlatformWorker(ctx, { schedules: [] }).runDue();
    expect(await jobOf(ctx, id)).toMatchObject({ state: 'succeeded' });
  };

  it('keeps the eight housekeeping jobs scheduled, one per period', async () => {
    const { ctx, clock } = platform();
    const worker = createPlatformWorker(ctx);
    await worker.maintain();
    await createPlatformWorker(ctx).maintain();
    const hour = periodStartOf(clock.read(), HOUR).toISOString();
    const day = periodStartOf(clock.read(), DAY).toISOString();
    const minute = periodStartOf(clock.read(), 60_000).toISOString();
    const keys = (await listJobs(ctx)).pending.map((job) => job.key);
    expect(keys.filter((key) => key?.startsWith('recurring:')).sort()).toEqual([
      `recurring:cleanup.abandoned-files:${hour}`,
      `recurring:cleanup.expired-tokens:${hour}`,
      `recurring:cleanup.finished-jobs:${day}`,
      `recurring:cleanup.image-variant-cache:${hour}`,
      `recurring:cleanup.stale-throttles:${hour}`,
      `recurring:cleanup.unclaimed-images:${hour}`,
      `recurring:search.availability-index-roll:${hour}`,
      `recurring:transaction.reconcile-payments:${minute}`,
    ]);
    expect(await worker.runDue()).toBe(8);
    expect((await listJobs(ctx)).counts.failed).toBe(0);
  });

  it('deletes unattached images older than the grace period with their files, keeping the rest', async () => {
    const { ctx, clock } = platform();
    const owner = await insertOwner(ctx);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const abandoned = await uploadImage(ctx, owner, jpeg);
    const variant = BUILT_IN_VARIANTS['square-small'];
    expect(await getImageVariantFile(ctx, abandoned.id, variant)).toBeDefined();
    const kept = await uploadImage(ctx, owner, jpeg);
    await claimImageForUser(ctx, owner, kept.id);
    clock.advance(ctx.env.IMAGE_UNCLAIMED_GRACE_HOURS * HOUR - SECOND);
    const almost = await uploadImage(ctx, owner, jpeg);
    clock.advance(2 * SECOND);
    const young = await uploadImage(ctx, owner, jpeg);

    await runOnce(unclaimedImagesJob);

    expect(await findImage(ctx, abandoned.id)).toBeUndefined();
    expect(await ctx.storage.get(originalKeyOf(abandoned.id))).toBeNull();
    expect(await ctx.storage.get(variantFileKeyOf(abandoned.id, variantKeyOf(variant)))).toBeNull();
    expect(existsSync(join(ctx.env.STORAGE_DIR, 'images', abandoned.id))).toBe(false);
    for (const image of [kept, almost, young]) {
      expect(await findImage(ctx, image.id)).toBeDefined();
      expect(await ctx.storage.get(originalKeyOf(image.id))).not.toBeNull();
    }
  });

  it('deletes expired access and refresh tokens, keeping live ones', async () => {
    const { ctx, clock } = platform();
    const userId = await insertOwner(ctx);
    const now = clock.read();
    const pair = (label: string, accessMs: number, refreshMs: number) => ({
      accessHash: `${label}-access-${randomUUID()}`,
      refreshHash: `${label}-refresh-${randomUUID()}`,
      userId,
      familyId: randomUUID(),
      clientId: 'mercato-web',
      scope: 'user',
      accessExpiresAt: new Date(now.getTime() + accessMs),
      refreshExpiresAt: new Date(now.getTime() + refreshMs),
      now,
    });
    const live = pair('live', 30 * 60 * SECOND, 180 * DAY);
    const refreshable = pair('refreshable', -SECOND, 180 * DAY);
    const expired = pair('expired', -DAY, -SECOND);
    for (const p of [live, refreshable, expired]) await insertTokenPair(ctx.db, p);

    await runOnce(expiredTokensJob);

    const hashes = async (table: 'access_tokens' | 'refresh_tokens') =>
      (await ctx.db.selectFrom(table).select('token_hash').where('user_id', '=', userId).execute())
        .map((row) => row.token_hash)
        .sort();
    expect(await hashes('access_tokens')).toEqual([live.accessHash]);
    expect(await hashes('refresh_tokens')).toEqual([live.refreshHash, refreshable.refreshHash].sort());
  });

  it('deletes throttle buckets whose window ended, keeping current ones and their counts', async () => {
    const { ctx, clock } = platform();
    const tag = randomBytes(4).toString('hex');
    await hitBucket(ctx.db, `test:${tag}:stale`, 60 * SECOND, clock.read());
    clock.advance(60 * SECOND);
    await hitBucket(ctx.db, `test:${tag}:current`, 60 * SECOND, clock.read());
    await hitBucket(ctx.db, `test:${tag}:current`, 60 * SECOND, clock.read());

    await runOnce(staleThrottlesJob);

    const rows = await ctx.db
      .selectFrom('throttle_buckets')
      .select(['key', 'count'])
      .where('key', 'like', `test:${tag}:%`)
      .execute();
    expect(rows.map((row) => ({ key: row.key, count: Number(row.count) }))).toEqual([
      { key: `test:${tag}:current`, count: 2 },
    ]);
  });

  it('deletes succeeded jobs after a week and failed ones after 30 days', async () => {
    const { ctx, clock } = platform();
    const done = defineJob({ name: uniqueName('done'), payload: Empty, handle: async () => {} });
    const broken = defineJob({
      name: uniqueName('broken'),
      payload: Empty,
      handle: async () => {
        throw new PermanentJobError('no');
      },
    });
    const succeeded = await scheduleJob(ctx, done, {});
    const failed = await scheduleJob(ctx, broken, {});
    await createJobRunner(ctx, { jobs: [done, broken] }).runDue();

    clock.advance(7 * DAY + SECOND);
    await runOnce(finishedJobsJob);
    expect(await findJobById(ctx.db, succeeded.id)).toBeUndefined();
    expect(await findJobById(ctx.db, failed.id)).toBeDefined();

    clock.advance(23 * DAY);
    await runOnce(finishedJobsJob);
    expect(await findJobById(ctx.db, failed.id)).toBeUndefined();
  });

  it('runs in the background with buildPlatformApp({ worker: true }) and stops when the app closes', async () => {
    const { ctx, clock } = platform();
    clock.advance(DAY);
    const app = await buildPlatformApp(ctx, { worker: true });
    await app.ready();
    const key = recurringKeyOf(every(HOUR, expiredTokensJob, {}), periodStartOf(clock.read(), HOUR));
    await waitFor(async () => {
      const row = await ctx.db.selectFrom('jobs').select('state').where('key', '=', key).executeTakeFirst();
      return row?.state === 'succeeded';
    });
    await app.close();
    // The database stays open: the app was not given it.
    expect((await listJobs(ctx)).counts.running).toBe(0);
  });
});

describeEachDialect('jobs page', (platform) => {
  it('lists pending and failed jobs, escaped, under a strict CSP', async () => {
    const { ctx, app } = platform();
    const pending = defineJob({
      name: uniqueName('pending'),
      payload: z.object({ note: z.string() }),
      handle: async () => {},
    });
    const broken = defineJob({
      name: uniqueName('broken'),
      payload: Empty,
      handle: async () => {
        throw new PermanentJobError('<b>bad</b> input');
      },
    });
    await scheduleJob(ctx, pending, { note: '<script>alert(1)</script>' }, { delayMs: HOUR, key: 'k<1>' });
    const failed = await scheduleJob(ctx, broken, {});
    await createJobRunner(ctx, { jobs: [broken] }).runDue();

    const res = await app.inject({ method: 'GET', url: '/_jobs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(pending.name);
    expect(res.body).toContain(`data-job-id="${failed.id}"`);
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('k&lt;1&gt;');
    expect(res.body).toContain('&lt;b&gt;bad&lt;/b&gt; input');
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('<b>bad');
  });

  it('is not served in production', async () => {
    const { ctx } = platform();
    const app = Fastify();
    await app.register(platformRootPlugin, { ctx: { ...ctx, env: { ...ctx.env, NODE_ENV: 'production' } } });
    expect((await app.inject({ method: 'GET', url: '/_jobs' })).statusCode).toBe(404);
    await app.close();
  });
});
