import type { Kysely } from 'kysely';
import { columnTypes, createIndex } from './dialect.ts';

/** The durable job table of the worker (ADR 007). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('jobs')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', t.json, (c) => c.notNull())
    // Idempotent scheduling: at most one job per key while its row exists (NULLs never collide).
    .addColumn('key', 'text', (c) => c.unique())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('run_at', t.timestamp, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', t.timestamp)
    .addColumn('last_error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  // Claiming reads due queued jobs and expired locks; the page and pruning read by state and age.
  await createIndex(db, 'jobs_state_run_at_idx', 'jobs', ['state', 'run_at']);
  await createIndex(db, 'jobs_state_locked_until_idx', 'jobs', ['state', 'locked_until']);
  await createIndex(db, 'jobs_state_updated_at_idx', 'jobs', ['state', 'updated_at']);
}

/** Drops the job table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
