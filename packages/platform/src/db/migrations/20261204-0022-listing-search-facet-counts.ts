import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * PostgreSQL: the kept count of searchable listings (0020) also per listing type and per top
 * category (`facet` `listingType:<value>`, `categoryLevel1:<value>`; `''` is every listing), so a
 * search by one of them alone — the category pages of a marketplace — counts its total without
 * reading 147,000 index entries (~50 ms at 1,000,000 listings). SQLite counts those from its
 * expression indexes in well under a millisecond at 100,000 and keeps its one row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!columnTypes(db).pg) return;
  await sql`ALTER TABLE listing_search_count ADD COLUMN facet text NOT NULL DEFAULT ''`.execute(db);
  await sql`CREATE INDEX listing_search_count_facet_idx ON listing_search_count (facet)`.execute(db);
  // Every listing's count ('') is there since 0020; the facets' are new.
  await sql`INSERT INTO listing_search_count (facet, n)
    SELECT f.facet, count(*) FROM listings l
      CROSS JOIN LATERAL (VALUES ${FACETS('l')}) f(facet)
    WHERE l.state = 'published' AND NOT l.deleted AND f.facet IS NOT NULL AND f.facet <> ''
    GROUP BY f.facet`.execute(db);
  // The statement's rows, each +1 (new) or -1 (old) in every facet it is in, summed by facet.
  await sql`CREATE OR REPLACE FUNCTION listing_search_count_change() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO listing_search_count (facet, n)
        SELECT f.facet, count(*) FROM new_rows r CROSS JOIN LATERAL (VALUES ${FACETS('r')}) f(facet)
        WHERE r.state = 'published' AND NOT r.deleted AND f.facet IS NOT NULL GROUP BY f.facet;
      ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO listing_search_count (facet, n)
        SELECT f.facet, -count(*) FROM old_rows r CROSS JOIN LATERAL (VALUES ${FACETS('r')}) f(facet)
        WHERE r.state = 'published' AND NOT r.deleted AND f.facet IS NOT NULL GROUP BY f.facet;
      ELSE
        INSERT INTO listing_search_count (facet, n)
        SELECT facet, sum(d) FROM (
          SELECT f.facet, 1 AS d FROM new_rows r CROSS JOIN LATERAL (VALUES ${FACETS('r')}) f(facet)
          WHERE r.state = 'published' AND NOT r.deleted
          UNION ALL
          SELECT f.facet, -1 AS d FROM old_rows r CROSS JOIN LATERAL (VALUES ${FACETS('r')}) f(facet)
          WHERE r.state = 'published' AND NOT r.deleted) changed
        WHERE facet IS NOT NULL GROUP BY facet HAVING sum(d) <> 0;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}

/** The facets a listing row counts in: every listing, its type, its top category (null: none). */
function FACETS(row: string) {
  return sql.raw(
    `(''), ('listingType:' || ${row}.search_listing_type), ('categoryLevel1:' || ${row}.search_category)`,
  );
}

/** Back to one count of every listing. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!columnTypes(db).pg) return;
  await sql`DELETE FROM listing_search_count WHERE facet <> ''`.execute(db);
  await sql`DROP INDEX IF EXISTS listing_search_count_facet_idx`.execute(db);
  await sql`ALTER TABLE listing_search_count DROP COLUMN facet`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION listing_search_count_change() RETURNS trigger LANGUAGE plpgsql
    AS $$
    DECLARE
      added bigint := 0;
      removed bigint := 0;
    BEGIN
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        SELECT count(*) INTO added FROM new_rows r WHERE r.state = 'published' AND NOT r.deleted;
      END IF;
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        SELECT count(*) INTO removed FROM old_rows r WHERE r.state = 'published' AND NOT r.deleted;
      END IF;
      IF added <> removed THEN
        INSERT INTO listing_search_count (n) VALUES (added - removed);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}
