import type { Kysely } from 'kysely';
import { columnTypes, createIndex } from './dialect.ts';

/**
 * Listing stock: `listing_stocks` holds each listing's current total, the one row every change of
 * that listing's stock updates with a conditional statement (compare-and-set, adjustments and, later,
 * stock reservations), so concurrent writers serialise on it. `stock_adjustments` is the immutable
 * ledger of those changes; `revision` orders it within a listing and, being unique, stops two writers
 * from both recording the change of one revision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('listing_stocks')
    .addColumn('listing_id', t.uuid, (c) => c.primaryKey().references('listings.id').onDelete('cascade'))
    .addColumn('id', t.uuid, (c) => c.notNull().unique())
    // bigint: infinite-stock listings hold 10^15 (spec §5), beyond a 32-bit integer.
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('revision', 'bigint', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stock_adjustments')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('listing_id', t.uuid, (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('revision', 'bigint', (c) => c.notNull())
    .addColumn('at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('stock_adjustments_listing_revision_key', ['listing_id', 'revision'])
    .execute();
  await createIndex(db, 'stock_adjustments_listing_at_idx', 'stock_adjustments', [
    'listing_id',
    'at',
    'revision',
  ]);
}

/** Drops the stock tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_adjustments').execute();
  await db.schema.dropTable('listing_stocks').execute();
}
