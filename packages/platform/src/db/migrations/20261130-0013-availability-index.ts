import { type Kysely, sql } from 'kysely';
import { columnTypes, createIndex } from './dialect.ts';

/**
 * The availability index (ADR 009): per listing, its free seats as runs of equal seats in epoch ms
 * over its bookable window and some days beyond, so that searches by dates and seats are answered
 * by the database. `listing_availability` says what each listing's entry covers (its kind, the time
 * zone its days begin in, `[from_ms, to_ms)`); `listing_free_seats` holds the runs, contiguous over
 * that range, 0 where closed. The application works the runs out; the database only says which
 * listings need it: triggers on listings (new, plan or deletion changed), exceptions and bookings
 * queue the listing in `listing_availability_dirty` in the writing transaction itself. The day-plan
 * time zones in use are listed once in `listing_availability_zones`. Every existing listing is
 * queued here, so the first search (or the worker) builds the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('listing_availability')
    .addColumn('listing_id', t.uuid, (c) => c.primaryKey().references('listings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('from_ms', 'bigint', (c) => c.notNull())
    .addColumn('to_ms', 'bigint', (c) => c.notNull())
    .execute();
  await createIndex(db, 'listing_availability_to_idx', 'listing_availability', ['to_ms']);

  let seats = db.schema
    .createTable('listing_free_seats')
    .addColumn('listing_id', t.uuid, (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_free_seats_pk', ['listing_id', 'starts_at']);
  if (!t.pg) seats = seats.modifyEnd(sql`WITHOUT ROWID`);
  await seats.execute();

  await db.schema
    .createTable('listing_availability_zones')
    .addColumn('time_zone', 'text', (c) => c.primaryKey())
    .execute();
  await db.schema
    .createTable('listing_availability_dirty')
    .addColumn('id', t.pg ? 'bigserial' : 'integer', (c) =>
      t.pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('listing_id', t.uuid, (c) => c.notNull())
    .execute();

  if (t.pg) await upPostgresTriggers(db);
  else await upSqliteTriggers(db);
  await sql`INSERT INTO listing_availability_dirty (listing_id) SELECT id FROM listings ORDER BY created_at, id`.execute(
    db,
  );
}

const SQLITE_TRIGGERS = [
  ['listings_availability_insert', 'AFTER INSERT ON listings', 'NEW.id'],
  ['listings_availability_update', 'AFTER UPDATE OF availability_plan, deleted ON listings', 'NEW.id'],
  ['availability_exceptions_index_insert', 'AFTER INSERT ON availability_exceptions', 'NEW.listing_id'],
  ['availability_exceptions_index_update', 'AFTER UPDATE ON availability_exceptions', 'NEW.listing_id'],
  ['availability_exceptions_index_delete', 'AFTER DELETE ON availability_exceptions', 'OLD.listing_id'],
  ['bookings_availability_insert', 'AFTER INSERT ON bookings', 'NEW.listing_id'],
  [
    'bookings_availability_update',
    'AFTER UPDATE OF state, starts_at, ends_at, seats ON bookings',
    'NEW.listing_id',
  ],
  ['bookings_availability_delete', 'AFTER DELETE ON bookings', 'OLD.listing_id'],
] as const;

async function upSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const [name, when, id] of SQLITE_TRIGGERS) {
    await sql
      .raw(`CREATE TRIGGER ${name} ${when} BEGIN
        INSERT INTO listing_availability_dirty (listing_id) VALUES (${id});
      END`)
      .execute(db);
  }
}

const PG_TRIGGERS = [
  ['listings_availability', 'AFTER INSERT OR UPDATE OF availability_plan, deleted ON listings', 'id'],
  [
    'availability_exceptions_index',
    'AFTER INSERT OR UPDATE OR DELETE ON availability_exceptions',
    'listing_id',
  ],
  [
    'bookings_availability',
    'AFTER INSERT OR UPDATE OF state, starts_at, ends_at, seats OR DELETE ON bookings',
    'listing_id',
  ],
] as const;

async function upPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  // One function per column the listing's id is in; a row's listing is NEW's, or OLD's when deleted.
  for (const column of ['id', 'listing_id']) {
    await sql
      .raw(`CREATE FUNCTION listing_availability_queue_by_${column}() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN
        IF TG_OP = 'DELETE' THEN
          INSERT INTO listing_availability_dirty (listing_id) VALUES (OLD.${column});
        ELSE
          INSERT INTO listing_availability_dirty (listing_id) VALUES (NEW.${column});
        END IF;
        RETURN NULL;
      END $$`)
      .execute(db);
  }
  for (const [name, when, column] of PG_TRIGGERS) {
    await sql
      .raw(`CREATE TRIGGER ${name}_queue ${when}
        FOR EACH ROW EXECUTE FUNCTION listing_availability_queue_by_${column}()`)
      .execute(db);
  }
}

/** Drops the index, its queue and its triggers. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  if (t.pg) {
    for (const [name, when] of PG_TRIGGERS) {
      const table = when.split(' ON ')[1];
      await sql.raw(`DROP TRIGGER IF EXISTS ${name}_queue ON ${table}`).execute(db);
    }
    for (const column of ['id', 'listing_id']) {
      await sql.raw(`DROP FUNCTION IF EXISTS listing_availability_queue_by_${column}()`).execute(db);
    }
  } else {
    for (const [name] of SQLITE_TRIGGERS) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  }
  for (const table of [
    'listing_availability_dirty',
    'listing_availability_zones',
    'listing_free_seats',
    'listing_availability',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
