import { type Kysely, sql } from 'kysely';
import { columnTypes, createIndex } from './dialect.ts';

/**
 * The payment journal (issue #25): a transition that moves money records what it is about to do
 * before it calls the payment provider, and its database write removes the record. A record that
 * outlives its lease is a payment step whose write was lost (a crash); the reconciliation job
 * finishes or undoes it. One pending record per transaction at most.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('payment_journal')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('transaction_id', t.uuid, (c) => c.notNull())
    .addColumn('transition', 'text', (c) => c.notNull())
    .addColumn('new_transaction', t.boolean, (c) => c.notNull())
    .addColumn('caller_role', 'text', (c) => c.notNull())
    .addColumn('caller_trusted', t.boolean, (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('lease_until', t.timestamp, (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX payment_journal_pending_idx ON payment_journal (transaction_id) WHERE state = 'pending'`.execute(
    db,
  );
  await createIndex(db, 'payment_journal_lease_idx', 'payment_journal', ['state', 'lease_until']);
}

/** Drops the journal. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_journal').execute();
}
