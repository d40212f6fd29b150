import { type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { fromDate, toDate, toDateOrNull } from '../db/convert.ts';
import type { Dialect } from '../db/database.ts';
import type { DB, JobsTable } from '../db/schema.ts';
import type { Job, JobState } from './job.ts';

function jobRowToJob(row: Selectable<JobsTable>): Job {
  return {
    id: row.id,
    name: row.name,
    payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload,
    key: row.key,
    state: row.state as JobState,
    runAt: toDate(row.run_at),
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    lockedBy: row.locked_by,
    lockedUntil: toDateOrNull(row.locked_until),
    lastError: row.last_error,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

/** Fields of a job to store. */
export interface NewJob {
  id: string;
  name: string;
  payload: unknown;
  key: string | null;
  runAt: Date;
  maxAttempts: number;
  now: Date;
}

/**
 * Stores a queued job. With a key already taken nothing is written (one atomic
 * `INSERT … ON CONFLICT DO NOTHING`, so concurrent callers cannot both insert) and the id of the job
 * holding the key is returned with `created: false`.
 */
export async function insertJob(db: Kysely<DB>, job: NewJob): Promise<{ id: string; created: boolean }> {
  const now = fromDate(job.now);
  const inserted = await db
    .insertInto('jobs')
    .values({
      id: job.id,
      name: job.name,
      payload: JSON.stringify(job.payload ?? {}),
      key: job.key,
      state: 'queued',
      run_at: fromDate(job.runAt),
      attempts: 0,
      max_attempts: job.maxAttempts,
      locked_by: null,
      locked_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('jobs')
    .select('id')
    .where('key', '=', job.key)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/** Who claims, for how long, and which kinds of job it can run. */
export interface ClaimRequest {
  workerId: string;
  names: readonly string[];
  now: Date;
  lockedUntil: Date;
}

/**
 * Claims the next due job — queued with `run_at` passed, or running under a lock that expired (its
 * worker died) with attempts left — for one worker: marks it running, counts the attempt, locks it
 * until `lockedUntil`. Two workers never get the same job: on PostgreSQL the row is chosen with
 * `FOR UPDATE SKIP LOCKED` inside a transaction, on SQLite (one writer at a time) by one
 * `UPDATE … WHERE id = (SELECT … LIMIT 1) RETURNING`.
 */
export async function claimNextJob(
  db: Kysely<DB>,
  dialect: Dialect,
  request: ClaimRequest,
): Promise<Job | undefined> {
  if (request.names.length === 0) return undefined;
  const now = fromDate(request.now);
  const claim = {
    state: 'running',
    attempts: sql<number>`attempts + 1`,
    locked_by: request.workerId,
    locked_until: fromDate(request.lockedUntil),
    updated_at: now,
  };
  const due = (qb: Kysely<DB>) =>
    qb
      .selectFrom('jobs')
      .select('id')
      .where('name', 'in', [...request.names])
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([
            eb('state', '=', 'running'),
            eb('locked_until', '<=', now),
            eb('attempts', '<', eb.ref('max_attempts')),
          ]),
        ]),
      )
      .orderBy('run_at')
      .orderBy('id')
      .limit(1);

  if (dialect === 'postgres') {
    return db.transaction().execute(async (trx) => {
      const next = await due(trx).forUpdate().skipLocked().executeTakeFirst();
      if (!next) return undefined;
      const row = await trx
        .updateTable('jobs')
        .set(claim)
        .where('id', '=', next.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return jobRowToJob(row);
    });
  }
  const row = await db
    .updateTable('jobs')
    .set(claim)
    .where('id', '=', due(db))
    .returningAll()
    .executeTakeFirst();
  return row && jobRowToJob(row);
}

/** The claim a worker holds on a job: its id, and the attempt it runs (a re-claim counts another). */
export interface JobLock {
  id: string;
  workerId: string;
  attempt: number;
}

/** Updates a running job only while `lock` still holds it; false (nothing written) when it was lost. */
async function updateHeldJob(
  db: Kysely<DB>,
  lock: JobLock,
  changes: Updateable<JobsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set(changes)
    .where('id', '=', lock.id)
    .where('state', '=', 'running')
    .where('locked_by', '=', lock.workerId)
    .where('attempts', '=', lock.attempt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The columns that give up a job's lock at `now`. */
const unlocked = (now: Date) => ({ locked_by: null, locked_until: null, updated_at: fromDate(now) });

/** Extends a running job's lock; false when the worker no longer holds it. */
export function extendJobLock(db: Kysely<DB>, lock: JobLock, lockedUntil: Date, now: Date): Promise<boolean> {
  return updateHeldJob(db, lock, { locked_until: fromDate(lockedUntil), updated_at: fromDate(now) });
}

/** Marks a job done; false (and nothing written) when the lock was lost to another worker. */
export function markJobSucceeded(db: Kysely<DB>, lock: JobLock, now: Date): Promise<boolean> {
  return updateHeldJob(db, lock, { state: 'succeeded', ...unlocked(now) });
}

/** Puts a failed attempt's job back in the queue, due at `runAt`; false when the lock was lost. */
export function markJobForRetry(
  db: Kysely<DB>,
  lock: JobLock,
  error: string,
  runAt: Date,
  now: Date,
): Promise<boolean> {
  return updateHeldJob(db, lock, {
    state: 'queued',
    run_at: fromDate(runAt),
    last_error: error,
    ...unlocked(now),
  });
}

/** Fails a job for good; false when the lock was lost. */
export function markJobFailed(db: Kysely<DB>, lock: JobLock, error: string, now: Date): Promise<boolean> {
  return updateHeldJob(db, lock, { state: 'failed', last_error: error, ...unlocked(now) });
}

/**
 * Fails the running jobs whose lock expired with no attempt left (their worker died on the last
 * one), so they do not look running forever. Returns how many.
 */
export async function failAbandonedJobs(db: Kysely<DB>, now: Date): Promise<number> {
  const nowText = fromDate(now);
  const result = await db
    .updateTable('jobs')
    .set({
      state: 'failed',
      locked_by: null,
      locked_until: null,
      last_error: sql<string>`'Lock expired on the last attempt (the worker stopped or lost the database); previous error: ' || coalesce(last_error, 'none')`,
      updated_at: nowText,
    })
    .where('state', '=', 'running')
    .where('locked_until', '<=', nowText)
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Jobs in the given states, soonest due first (or, for finished ones, most recently finished). */
export async function findJobsByState(
  db: Kysely<DB>,
  states: readonly JobState[],
  order: 'due' | 'recent',
  limit: number,
): Promise<Job[]> {
  let query = db
    .selectFrom('jobs')
    .selectAll()
    .where('state', 'in', [...states]);
  query = order === 'due' ? query.orderBy('run_at').orderBy('id') : query.orderBy('updated_at', 'desc');
  const rows = await query.limit(limit).execute();
  return rows.map(jobRowToJob);
}

/** A job by id. */
export async function findJobById(db: Kysely<DB>, id: string): Promise<Job | undefined> {
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && jobRowToJob(row);
}

/** How many jobs are in each state. */
export async function countJobsByState(db: Kysely<DB>): Promise<Record<JobState, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('state')
    .execute();
  const counts: Record<JobState, number> = { queued: 0, running: 0, succeeded: 0, failed: 0 };
  for (const row of rows) counts[row.state as JobState] = Number(row.count);
  return counts;
}

/** Deletes finished jobs (of `state`) last touched before `before`. Returns how many. */
export async function deleteFinishedJobs(
  db: Kysely<DB>,
  state: 'succeeded' | 'failed',
  before: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('state', '=', state)
    .where('updated_at', '<', fromDate(before))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Queued jobs of these names, with their payloads (a few: the caller picks among them). */
export async function findQueuedJobsNamed(
  db: Kysely<DB>,
  names: readonly string[],
): Promise<{ id: string; payload: unknown }[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'payload'])
    .where('state', '=', 'queued')
    .where('name', 'in', [...names])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload,
  }));
}

/** Deletes jobs by id, if they are still queued. */
export async function deleteQueuedJobs(db: Kysely<DB>, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('jobs')
    .where('state', '=', 'queued')
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
