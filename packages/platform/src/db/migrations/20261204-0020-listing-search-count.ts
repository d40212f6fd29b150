import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * How many listings search finds with no filter at all (published and not deleted), kept by
 * triggers in the writing transaction, so the commonest search — every listing, in some order —
 * counts its total without a scan (882,000 entries of an index took ~100 ms at 1,000,000 listings).
 * The total is `sum(n)` of `listing_search_count`:
 * - PostgreSQL: each statement that changes how many there are adds a row with its difference
 *   (statement triggers over the transition tables), so concurrent writers never wait on one
 *   counter row; search housekeeping folds the rows into one now and then.
 * - SQLite: one row, updated by row triggers (one writer at a time anyway).
 * Either way a reader's snapshot holds exactly the count of the listings it sees.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('listing_search_count')
    .addColumn('id', t.pg ? 'bigserial' : 'integer', (c) =>
      t.pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  if (t.pg) await upPostgres(db);
  else await upSqlite(db);
}

const SEARCHABLE = (row: string, pg: boolean) =>
  `${row}.state = 'published' AND ${pg ? `NOT ${row}.deleted` : `${row}.deleted = 0`}`;

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO listing_search_count (n)
    SELECT count(*) FROM listings l WHERE ${sql.raw(SEARCHABLE('l', true))}`.execute(db);
  // One function for every operation: what the statement's new rows add minus what its old rows
  // took away; nothing is written when that is zero (most updates).
  await sql`CREATE FUNCTION listing_search_count_change() RETURNS trigger LANGUAGE plpgsql
    AS $$
    DECLARE
      added bigint := 0;
      removed bigint := 0;
    BEGIN
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        SELECT count(*) INTO added FROM new_rows r WHERE ${sql.raw(SEARCHABLE('r', true))};
      END IF;
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        SELECT count(*) INTO removed FROM old_rows r WHERE ${sql.raw(SEARCHABLE('r', true))};
      END IF;
      IF added <> removed THEN
        INSERT INTO listing_search_count (n) VALUES (added - removed);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER listing_search_count_insert AFTER INSERT ON listings
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION listing_search_count_change()`.execute(db);
  await sql`CREATE TRIGGER listing_search_count_update AFTER UPDATE ON listings
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION listing_search_count_change()`.execute(db);
  await sql`CREATE TRIGGER listing_search_count_delete AFTER DELETE ON listings
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION listing_search_count_change()`.execute(db);
  await sql`CREATE FUNCTION listing_search_count_truncate() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN DELETE FROM listing_search_count; RETURN NULL; END $$`.execute(db);
  await sql`CREATE TRIGGER listing_search_count_truncate AFTER TRUNCATE ON listings
    FOR EACH STATEMENT EXECUTE FUNCTION listing_search_count_truncate()`.execute(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO listing_search_count (id, n)
    SELECT 1, count(*) FROM listings l WHERE ${sql.raw(SEARCHABLE('l', false))}`.execute(db);
  const change = (delta: string) =>
    sql.raw(`UPDATE listing_search_count SET n = n + (${delta}) WHERE id = 1;`);
  const searchable = (row: string) => sql.raw(`(${SEARCHABLE(row, false)})`);
  await sql`CREATE TRIGGER listing_search_count_insert AFTER INSERT ON listings
    WHEN ${searchable('NEW')} BEGIN ${change('1')} END`.execute(db);
  await sql`CREATE TRIGGER listing_search_count_update AFTER UPDATE OF state, deleted ON listings
    WHEN ${searchable('NEW')} <> ${searchable('OLD')}
    BEGIN ${change(`CASE WHEN ${SEARCHABLE('NEW', false)} THEN 1 ELSE -1 END`)} END`.execute(db);
  await sql`CREATE TRIGGER listing_search_count_delete AFTER DELETE ON listings
    WHEN ${searchable('OLD')} BEGIN ${change('-1')} END`.execute(db);
}

/** Drops the count and its triggers. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (columnTypes(db).pg) {
    for (const trigger of ['insert', 'update', 'delete', 'truncate']) {
      await sql.raw(`DROP TRIGGER IF EXISTS listing_search_count_${trigger} ON listings`).execute(db);
    }
    await sql`DROP FUNCTION IF EXISTS listing_search_count_change()`.execute(db);
    await sql`DROP FUNCTION IF EXISTS listing_search_count_truncate()`.execute(db);
  } else {
    for (const trigger of ['insert', 'update', 'delete']) {
      await sql.raw(`DROP TRIGGER IF EXISTS listing_search_count_${trigger}`).execute(db);
    }
  }
  await db.schema.dropTable('listing_search_count').execute();
}
