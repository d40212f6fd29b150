import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Product variants with their own stock: `listing_variant_stocks` holds the units of each variant
 * of a listing sold by variant (its price variants), taken and given back by the conditional
 * statements that also move the listing's total, which stays the sum of its variants. A stock
 * reservation remembers the variant it took from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('listing_variant_stocks')
    .addColumn('listing_id', t.uuid, (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('variant_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_variant_stocks_pkey', ['listing_id', 'variant_name'])
    .execute();
  await db.schema.alterTable('stock_reservations').addColumn('variant_name', 'text').execute();
}

/** Drops the variant stocks. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stock_reservations').dropColumn('variant_name').execute();
  await db.schema.dropTable('listing_variant_stocks').execute();
}
