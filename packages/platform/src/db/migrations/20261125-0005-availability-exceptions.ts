import type { Kysely } from 'kysely';
import { columnTypes, createIndex } from './dialect.ts';

/**
 * Availability exceptions: absolute ranges of a listing whose seats replace the plan's. Ranges of one
 * listing never overlap; the service checks and inserts under a lock on the listing's row, so the
 * index on `(listing_id, starts_at)` serves both that check and the range queries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('availability_exceptions')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('listing_id', t.uuid, (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('starts_at', t.timestamp, (c) => c.notNull())
    .addColumn('ends_at', t.timestamp, (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'availability_exceptions_listing_start_idx', 'availability_exceptions', [
    'listing_id',
    'starts_at',
  ]);
}

/** Drops the exceptions. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('availability_exceptions').execute();
}
