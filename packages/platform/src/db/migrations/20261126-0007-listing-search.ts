import { type Kysely, type RawBuilder, sql } from 'kysely';
import { columnTypes } from './dialect.ts';

// `listings/query` indexes. Only published, non-deleted listings are searched, so every search index
// is partial on that condition and the queries repeat it literally (state = 'published' and deleted
// false) for the planners to match them.
//
// Keyword search: title (weight A), description (B) and the text search-schema fields of publicData
// and metadata (C), whose keys the app keeps in `listing_search_fields` (from the listing-field config).
// SQLite: an FTS5 table kept by triggers in the writing transaction; its rowids are the stable ids of
// `listing_search_docs` (a table without INTEGER PRIMARY KEY may renumber rowids on VACUUM).
// PostgreSQL: a `search_vector` column set by a trigger, with a GIN index; prefixes use `:*`.

const SQLITE_PUBLISHED = sql.raw(`state = 'published' AND deleted = 0`);
const PG_PUBLISHED = sql.raw(`state = 'published' AND deleted = false`);

// The text-schema values of a row (`NEW` in the triggers), space-separated.
const sqliteExtra = (row: string) =>
  `trim(
    coalesce((SELECT group_concat(j.value, ' ') FROM json_each(${row}.public_data) j
      WHERE j.type = 'text' AND j.key IN (SELECT key FROM listing_search_fields WHERE scope = 'public')), '')
    || ' ' ||
    coalesce((SELECT group_concat(j.value, ' ') FROM json_each(${row}.metadata) j
      WHERE j.type = 'text' AND j.key IN (SELECT key FROM listing_search_fields WHERE scope = 'metadata')), ''))`;

/** The indexes of both dialects on the published listings: by time, by price and by place. */
async function createOrderIndexes(db: Kysely<unknown>, published: RawBuilder<unknown>): Promise<void> {
  await sql`CREATE INDEX listings_search_created_idx ON listings (created_at, id) WHERE ${published}`.execute(
    db,
  );
  await sql`CREATE INDEX listings_search_price_idx ON listings (price_amount, id) WHERE ${published}`.execute(
    db,
  );
  await sql`CREATE INDEX listings_search_geo_idx ON listings (geolocation_lat, geolocation_lng)
    WHERE ${published}`.execute(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE listing_search_docs (
    doc_id INTEGER PRIMARY KEY,
    listing_id TEXT NOT NULL UNIQUE REFERENCES listings (id) ON DELETE CASCADE
  )`.execute(db);
  await sql`CREATE VIRTUAL TABLE listing_search USING fts5(
    title, description, extra,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
  )`.execute(db);
  const indexRow = (row: string) =>
    sql.raw(`INSERT INTO listing_search (rowid, title, description, extra)
      SELECT d.doc_id, ${row}.title, coalesce(${row}.description, ''), ${sqliteExtra(row)}
      FROM listing_search_docs d WHERE d.listing_id = ${row}.id
        AND ${row}.state = 'published' AND ${row}.deleted = 0;`);
  await sql`CREATE TRIGGER listings_search_insert AFTER INSERT ON listings BEGIN
      INSERT INTO listing_search_docs (listing_id) VALUES (NEW.id);
      ${indexRow('NEW')}
    END`.execute(db);
  await sql`CREATE TRIGGER listings_search_update
    AFTER UPDATE OF title, description, public_data, metadata, state, deleted ON listings BEGIN
      DELETE FROM listing_search
        WHERE rowid = (SELECT doc_id FROM listing_search_docs WHERE listing_id = OLD.id);
      ${indexRow('NEW')}
    END`.execute(db);
  await sql`CREATE TRIGGER listings_search_delete BEFORE DELETE ON listings BEGIN
      DELETE FROM listing_search
        WHERE rowid = (SELECT doc_id FROM listing_search_docs WHERE listing_id = OLD.id);
    END`.execute(db);
  // Backfill: every existing listing gets its doc id, the searchable ones their index row.
  await sql`INSERT INTO listing_search_docs (listing_id) SELECT id FROM listings ORDER BY created_at, id`.execute(
    db,
  );
  await sql`INSERT INTO listing_search (rowid, title, description, extra)
    SELECT d.doc_id, l.title, coalesce(l.description, ''), ${sql.raw(sqliteExtra('l'))}
    FROM listings l JOIN listing_search_docs d ON d.listing_id = l.id
    WHERE l.state = 'published' AND l.deleted = 0`.execute(db);

  await createOrderIndexes(db, SQLITE_PUBLISHED);
  await sql`CREATE INDEX listings_search_type_idx ON listings (json_extract(public_data, '$.listingType'))
    WHERE ${SQLITE_PUBLISHED}`.execute(db);
  await sql`CREATE INDEX listings_search_category_idx ON listings (json_extract(public_data, '$.categoryLevel1'))
    WHERE ${SQLITE_PUBLISHED}`.execute(db);
  await sql`CREATE INDEX listings_search_featured_idx ON listings (json_extract(metadata, '$.featuredListing'))
    WHERE ${SQLITE_PUBLISHED}`.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE listings ADD COLUMN search_vector tsvector`.execute(db);
  // Anything but letters and digits separates words, as the query side tokenises.
  await sql`CREATE FUNCTION listing_search_words(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT regexp_replace(coalesce(value, ''), '[^[:alnum:]]+', ' ', 'g') $$`.execute(db);
  await sql`CREATE FUNCTION listing_search_vector(title text, description text, public_data jsonb, metadata jsonb)
    RETURNS tsvector LANGUAGE sql STABLE
    AS $$
      SELECT setweight(to_tsvector('simple', listing_search_words(title)), 'A')
        || setweight(to_tsvector('simple', listing_search_words(description)), 'B')
        || setweight(to_tsvector('simple', listing_search_words((
             SELECT string_agg(v.value, ' ')
             FROM listing_search_fields f
             CROSS JOIN LATERAL (
               SELECT CASE WHEN f.scope = 'public' THEN public_data ELSE metadata END -> f.key AS json
             ) j
             CROSS JOIN LATERAL (SELECT j.json #>> '{}' AS value) v
             WHERE jsonb_typeof(j.json) = 'string'))), 'C')
    $$`.execute(db);
  await sql`CREATE FUNCTION listings_search_vector_update() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN
      NEW.search_vector := listing_search_vector(NEW.title, NEW.description, NEW.public_data, NEW.metadata);
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER listings_search_vector
    BEFORE INSERT OR UPDATE OF title, description, public_data, metadata ON listings
    FOR EACH ROW EXECUTE FUNCTION listings_search_vector_update()`.execute(db);
  await sql`UPDATE listings SET search_vector = listing_search_vector(title, description, public_data, metadata)`.execute(
    db,
  );

  await sql`CREATE INDEX listings_search_vector_idx ON listings USING gin (search_vector) WHERE ${PG_PUBLISHED}`.execute(
    db,
  );
  await createOrderIndexes(db, PG_PUBLISHED);
  await sql`CREATE INDEX listings_search_public_data_idx ON listings USING gin (public_data jsonb_path_ops)
    WHERE ${PG_PUBLISHED}`.execute(db);
  await sql`CREATE INDEX listings_search_metadata_idx ON listings USING gin (metadata jsonb_path_ops)
    WHERE ${PG_PUBLISHED}`.execute(db);
}

/** Keyword, location, price and extended-data search over published listings (issue #8). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('listing_search_fields')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_search_fields_pk', ['scope', 'key'])
    .execute();
  if (t.pg) await upPostgres(db);
  else await upSqlite(db);
}

/** Drops the search indexes. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  for (const index of ['created', 'price', 'geo']) {
    await sql.raw(`DROP INDEX IF EXISTS listings_search_${index}_idx`).execute(db);
  }
  if (t.pg) {
    for (const index of ['vector', 'public_data', 'metadata']) {
      await sql.raw(`DROP INDEX IF EXISTS listings_search_${index}_idx`).execute(db);
    }
    await sql`DROP TRIGGER IF EXISTS listings_search_vector ON listings`.execute(db);
    await sql`DROP FUNCTION IF EXISTS listings_search_vector_update()`.execute(db);
    await sql`DROP FUNCTION IF EXISTS listing_search_vector(text, text, jsonb, jsonb)`.execute(db);
    await sql`DROP FUNCTION IF EXISTS listing_search_words(text)`.execute(db);
    await sql`ALTER TABLE listings DROP COLUMN search_vector`.execute(db);
  } else {
    for (const index of ['type', 'category', 'featured']) {
      await sql.raw(`DROP INDEX IF EXISTS listings_search_${index}_idx`).execute(db);
    }
    for (const trigger of ['insert', 'update', 'delete']) {
      await sql.raw(`DROP TRIGGER IF EXISTS listings_search_${trigger}`).execute(db);
    }
    await sql`DROP TABLE listing_search`.execute(db);
    await sql`DROP TABLE listing_search_docs`.execute(db);
  }
  await db.schema.dropTable('listing_search_fields').execute();
}
