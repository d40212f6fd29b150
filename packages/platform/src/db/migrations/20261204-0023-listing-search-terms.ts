import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * PostgreSQL: the words of the searchable listings (published, not deleted) one row each —
 * `listing_search_terms`, kept by triggers in the writing transaction — so a keyword search reads
 * the index entries of its word instead of every matching listing. The GIN index on `search_vector`
 * says which listings match, but their vectors (to rank them) and their place, price, type and
 * category (to filter) are in the table: for a word in one listing of seventeen at 1,000,000
 * listings that is 58,000 rows on 50,000 pages, 270–550 ms. Here a word's entries lie side by side
 * in the primary key with what ranking and the common filters need:
 * - `weights`: the listing's vector with this word alone (its positions and weights), which ranks
 *   the listing exactly as its whole vector does for a query that matches no other of its words;
 * - `shared_prefix`: how many leading letters the word shares with the listing's words next to it
 *   in byte order — a prefix at most that long matches another of its words too (then the query
 *   ranks them together);
 * - `rank`: what `ts_rank` gives this row for a one-word query that matches it, worked out once
 *   instead of at every search (with the weights of listing-search.repository.ts). The query of a
 *   word w is `'w' | 'w':*` (one letter: `'w'`); PostgreSQL ranks by its distinct words, and `w`
 *   and `w:*` count as one, so the row's rank is the same whether its word is w or begins with w;
 * - price, place, type and top category, as on the listing.
 * SQLite's FTS5 index serves keyword searches there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!columnTypes(db).pg) return;
  await sql`CREATE TABLE listing_search_terms (
    term text COLLATE "C" NOT NULL,
    listing_id uuid NOT NULL,
    weights tsvector NOT NULL,
    shared_prefix smallint NOT NULL,
    rank real NOT NULL,
    price_amount bigint,
    geolocation_lat double precision,
    geolocation_lng double precision,
    search_listing_type text,
    search_category text
  )`.execute(db);
  // How many leading letters two words share (most neighbours differ within two; the rest counted).
  await sql`CREATE FUNCTION listing_search_common_prefix(a text, b text) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
      SELECT CASE
        WHEN a IS NULL OR b IS NULL OR left(a, 1) <> left(b, 1) THEN 0
        WHEN left(a, 2) <> left(b, 2) THEN 1
        WHEN left(a, 3) <> left(b, 3) THEN 2
        ELSE (SELECT max(n) FROM generate_series(3, least(length(a), length(b))) n
          WHERE left(a, n) = left(b, n))
      END
    $$`.execute(db);
  // The rows of one listing: none unless it is searchable.
  await sql`CREATE FUNCTION listing_search_terms_of(l listings) RETURNS SETOF listing_search_terms
    LANGUAGE sql STABLE
    AS $$
      SELECT w.term, l.id, w.weights,
        greatest(listing_search_common_prefix(w.term, w.prev), listing_search_common_prefix(w.term, w.next))::smallint,
        ts_rank('{0.05, 0.2, 0.5, 1.0}', w.weights,
          (quote_literal(w.term) || ' | ' || quote_literal(w.term) || ':*')::tsquery),
        l.price_amount, l.geolocation_lat, l.geolocation_lng, l.search_listing_type, l.search_category
      FROM (
        SELECT u.lexeme AS term,
          ts_delete(l.search_vector, array_remove(tsvector_to_array(l.search_vector), u.lexeme)) AS weights,
          lag(u.lexeme) OVER o AS prev, lead(u.lexeme) OVER o AS next
        FROM unnest(l.search_vector) u
        WHERE l.state = 'published' AND NOT l.deleted
        WINDOW o AS (ORDER BY u.lexeme COLLATE "C")) w
    $$`.execute(db);
  // New listings, a statement's at once.
  await sql`CREATE FUNCTION listing_search_terms_insert() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN
      INSERT INTO listing_search_terms SELECT t.* FROM new_rows r, LATERAL listing_search_terms_of(r) t;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER listing_search_terms_insert AFTER INSERT ON listings
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION listing_search_terms_insert()`.execute(db);
  // A changed or removed listing: its old rows go by key (its old words), its new ones come.
  await sql`CREATE FUNCTION listing_search_terms_change() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN
      IF OLD.search_vector IS NOT NULL THEN
        DELETE FROM listing_search_terms
        WHERE term = ANY (tsvector_to_array(OLD.search_vector)) AND listing_id = OLD.id;
      END IF;
      IF TG_OP = 'UPDATE' THEN
        INSERT INTO listing_search_terms SELECT * FROM listing_search_terms_of(NEW);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER listing_search_terms_update
    AFTER UPDATE OF title, description, public_data, metadata, state, deleted, search_vector,
      price_amount, geolocation_lat, geolocation_lng ON listings
    FOR EACH ROW EXECUTE FUNCTION listing_search_terms_change()`.execute(db);
  await sql`CREATE TRIGGER listing_search_terms_delete AFTER DELETE ON listings
    FOR EACH ROW EXECUTE FUNCTION listing_search_terms_change()`.execute(db);
  await sql`CREATE FUNCTION listing_search_terms_truncate() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN TRUNCATE listing_search_terms; RETURN NULL; END $$`.execute(db);
  await sql`CREATE TRIGGER listing_search_terms_truncate AFTER TRUNCATE ON listings
    FOR EACH STATEMENT EXECUTE FUNCTION listing_search_terms_truncate()`.execute(db);
  // The existing listings' rows first, the key built over them after (sorted, not row by row).
  await sql`INSERT INTO listing_search_terms SELECT t.* FROM listings l, LATERAL listing_search_terms_of(l) t`.execute(
    db,
  );
  await sql`ALTER TABLE listing_search_terms ADD CONSTRAINT listing_search_terms_pk PRIMARY KEY (term, listing_id)
    INCLUDE (${ROW_VALUES})`.execute(db);
  // The rows whose word shares its first two letters with a neighbouring word of its listing (a
  // sixth of them): only among these can a prefix of two letters and more match a listing twice.
  await sql`CREATE INDEX listing_search_terms_shared_idx ON listing_search_terms (term, listing_id)
    INCLUDE (${ROW_VALUES}) WHERE shared_prefix >= 2`.execute(db);
}

/** What an index entry of a term row holds besides its key: all a term search reads. */
const ROW_VALUES = sql.raw(
  'weights, shared_prefix, rank, price_amount, geolocation_lat, geolocation_lng, search_listing_type, search_category',
);

/** Drops the table, its triggers and functions. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!columnTypes(db).pg) return;
  for (const trigger of ['insert', 'update', 'delete', 'truncate']) {
    await sql.raw(`DROP TRIGGER IF EXISTS listing_search_terms_${trigger} ON listings`).execute(db);
  }
  for (const fn of ['insert()', 'change()', 'truncate()', 'of(listings)']) {
    await sql.raw(`DROP FUNCTION IF EXISTS listing_search_terms_${fn}`).execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS listing_search_common_prefix(text, text)`.execute(db);
  await sql`DROP TABLE listing_search_terms`.execute(db);
}
