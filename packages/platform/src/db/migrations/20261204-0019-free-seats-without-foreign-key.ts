import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * PostgreSQL: the runs of the availability index (`listing_free_seats`, ~80 a listing) no longer
 * check their listing by foreign key. The check took a share lock on the listing for every run
 * written, more than half of the time of writing them (1.6 M runs: 12.4 s with it, 5.4 s without),
 * and the index rewrites every listing's runs every few days. Runs are only ever reached through
 * their listing's entry in `listing_availability`, which keeps its foreign key (cascading from the
 * listing); a trigger takes an entry's runs with it when it goes, which is how the index's writer
 * replaces them too. SQLite checks keys by a plain index lookup, without locks, and keeps its key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!columnTypes(db).pg) return;
  await sql`ALTER TABLE listing_free_seats DROP CONSTRAINT listing_free_seats_listing_id_fkey`.execute(db);
  await sql`CREATE FUNCTION listing_availability_delete_runs() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN
      -- Planned at each run with the entries' listings in hand, so the runs are found by their key:
      -- a join with the transition table, or a plan kept from when the table was small, may scan
      -- every run.
      EXECUTE 'DELETE FROM listing_free_seats WHERE listing_id = ANY ($1)'
        USING ARRAY(SELECT listing_id FROM gone);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER listing_availability_delete_runs AFTER DELETE ON listing_availability
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION listing_availability_delete_runs()`.execute(
    db,
  );
  // Runs whose listing went while nothing removed them (none, with the key until now).
  await sql`DELETE FROM listing_free_seats s
    WHERE NOT EXISTS (SELECT 1 FROM listing_availability c WHERE c.listing_id = s.listing_id)`.execute(db);
}

/** The foreign key again, instead of the trigger. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!columnTypes(db).pg) return;
  await sql`DROP TRIGGER IF EXISTS listing_availability_delete_runs ON listing_availability`.execute(db);
  await sql`DROP FUNCTION IF EXISTS listing_availability_delete_runs()`.execute(db);
  await sql`ALTER TABLE listing_free_seats ADD CONSTRAINT listing_free_seats_listing_id_fkey
    FOREIGN KEY (listing_id) REFERENCES listings (id) ON DELETE CASCADE`.execute(db);
}
