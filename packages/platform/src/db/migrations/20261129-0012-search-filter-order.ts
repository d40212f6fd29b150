import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * SQLite: the listing-type and category indexes also hold the newest-first order, so a search
 * filtered by one type or category reads its first page straight from the index instead of sorting
 * every listing of that type (a third of the marketplace, often). PostgreSQL answers these filters
 * with its GIN indexes and needs nothing new.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (columnTypes(db).pg) return;
  for (const [name, expression] of INDEXES) {
    await sql`DROP INDEX IF EXISTS ${sql.raw(name)}`.execute(db);
    await sql`CREATE INDEX ${sql.raw(name)} ON listings (${sql.raw(expression)}, created_at, id)
      WHERE state = 'published' AND deleted = 0`.execute(db);
  }
}

/** Back to the indexes of the expression alone. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (columnTypes(db).pg) return;
  for (const [name, expression] of INDEXES) {
    await sql`DROP INDEX IF EXISTS ${sql.raw(name)}`.execute(db);
    await sql`CREATE INDEX ${sql.raw(name)} ON listings (${sql.raw(expression)})
      WHERE state = 'published' AND deleted = 0`.execute(db);
  }
}

const INDEXES = [
  ['listings_search_type_idx', "json_extract(public_data, '$.listingType')"],
  ['listings_search_category_idx', "json_extract(public_data, '$.categoryLevel1')"],
] as const;
