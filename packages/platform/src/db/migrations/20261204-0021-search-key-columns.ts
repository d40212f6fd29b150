import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * PostgreSQL: the listing type and top category, the built-in filters of most searches, as columns
 * of their own (generated from `public_data`: the value when it is a JSON string, else null — what
 * containment of `{"key": "value"}` matches), with indexes that hold them in the newest-first order
 * and beside the price. A count then reads index entries only: the `jsonb_path_ops` GIN index
 * answered these filters, but every match had to be read from the table to be counted (8,339
 * listings of a type and price range at 1,000,000 listings: 115–300 ms, 23,600 table pages), and
 * an expression index cannot answer a count by itself. SQLite has its expression indexes (0007, 0012).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!columnTypes(db).pg) return;
  const stringAt = (key: string) =>
    sql.raw(`CASE WHEN jsonb_typeof(public_data -> '${key}') = 'string' THEN public_data ->> '${key}' END`);
  await sql`ALTER TABLE listings
    ADD COLUMN search_listing_type text GENERATED ALWAYS AS (${stringAt('listingType')}) STORED,
    ADD COLUMN search_category text GENERATED ALWAYS AS (${stringAt('categoryLevel1')}) STORED`.execute(db);
  const published = sql.raw(`state = 'published' AND deleted = false`);
  await sql`CREATE INDEX listings_search_type_idx ON listings (search_listing_type, created_at, id)
    WHERE ${published}`.execute(db);
  await sql`CREATE INDEX listings_search_category_idx ON listings (search_category, created_at, id)
    WHERE ${published}`.execute(db);
  // A price range with a type or category is counted from the price index alone.
  await sql`DROP INDEX listings_search_price_idx`.execute(db);
  await sql`CREATE INDEX listings_search_price_idx ON listings (price_amount, id)
    INCLUDE (search_listing_type, search_category) WHERE ${published}`.execute(db);
}

/** Drops the columns and their indexes, and gives the price index back its two columns alone. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!columnTypes(db).pg) return;
  await sql`DROP INDEX IF EXISTS listings_search_type_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS listings_search_category_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS listings_search_price_idx`.execute(db);
  await sql`ALTER TABLE listings DROP COLUMN search_listing_type, DROP COLUMN search_category`.execute(db);
  await sql`CREATE INDEX listings_search_price_idx ON listings (price_amount, id)
    WHERE state = 'published' AND deleted = false`.execute(db);
}
