import type { AvailabilityIndexEntry } from '@mercato/core/search/availability-index';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

// The availability index's tables (migration 0013): what each entry covers, its runs of free
// seats, the day-plan time zones in use and the queue of listings to work out again.

/** Listings queued for a new entry, oldest first: the queue rows' ids and their listings. */
export async function findQueuedListings(
  db: Kysely<DB>,
  limit: number,
): Promise<{ queueIds: (number | string)[]; listingIds: string[] }> {
  const rows = await db
    .selectFrom('listing_availability_dirty')
    .select(['id', 'listing_id'])
    .orderBy('id')
    .limit(limit)
    .execute();
  return { queueIds: rows.map((r) => r.id), listingIds: [...new Set(rows.map((r) => r.listing_id))] };
}

/** Listings whose entry reaches less far than `untilMs`. */
export async function findEntriesEndingBefore(
  db: Kysely<DB>,
  untilMs: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('listing_availability')
    .select('listing_id')
    .where('to_ms', '<', untilMs)
    .limit(limit)
    .execute();
  return rows.map((r) => r.listing_id);
}

/** The plans of these listings (deleted ones and ones that are gone have none to index). */
export async function findPlansOfListings(
  db: Kysely<DB>,
  listingIds: readonly string[],
): Promise<Map<string, { plan: unknown; deleted: boolean }>> {
  const rows = await db
    .selectFrom('listings')
    .select(['id', 'availability_plan', 'deleted'])
    .where('id', 'in', [...listingIds])
    .execute();
  return new Map(rows.map((r) => [r.id, { plan: r.availability_plan, deleted: Boolean(r.deleted) }]));
}

// Runs go in a few statements of one parameter a column (PostgreSQL: arrays, unnested) or one for
// all (SQLite: a JSON array of [listing, start, end, seats], walked by json_each): a multi-row VALUES
// of 5,000 runs cost more to build, send and parse than to insert.
const RUNS_PER_INSERT = 20_000;

/**
 * Replaces the entries of these listings with `entries` (listings without one lose theirs) and
 * takes the handled rows off the queue. Run in one transaction.
 */
export async function replaceEntries(
  trx: Kysely<DB>,
  dialect: Dialect,
  listingIds: readonly string[],
  entries: ReadonlyMap<string, AvailabilityIndexEntry>,
  queueIds: readonly (number | string)[],
): Promise<void> {
  const ids = [...listingIds];
  // PostgreSQL: the entries' trigger removes their runs (migration 0019), by key. Deleting runs by
  // listing here would be planned, on a table not yet analysed, as a scan of every run.
  if (dialect === 'sqlite')
    await trx.deleteFrom('listing_free_seats').where('listing_id', 'in', ids).execute();
  await trx.deleteFrom('listing_availability').where('listing_id', 'in', ids).execute();
  if (entries.size > 0) {
    await trx
      .insertInto('listing_availability')
      .values(
        [...entries].map(([listingId, e]) => ({
          listing_id: listingId,
          kind: e.kind,
          time_zone: e.timeZone,
          from_ms: e.from,
          to_ms: e.to,
        })),
      )
      .execute();
    const runs = [...entries].flatMap(([listingId, e]) =>
      e.runs.map((run) => [listingId, run.start, run.end, run.seats] as const),
    );
    for (let i = 0; i < runs.length; i += RUNS_PER_INSERT) {
      await insertRuns(trx, dialect, runs.slice(i, i + RUNS_PER_INSERT));
    }
    const zones = [...new Set([...entries.values()].filter((e) => e.kind === 'day').map((e) => e.timeZone))];
    if (zones.length > 0) {
      await trx
        .insertInto('listing_availability_zones')
        .values(zones.map((time_zone) => ({ time_zone })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
  if (queueIds.length > 0) {
    await trx
      .deleteFrom('listing_availability_dirty')
      .where('id', 'in', [...queueIds])
      .execute();
  }
}

/**
 * In one read, what a search needs to know of the index: the day-plan time zones in it, and
 * whether any listing is queued or has an entry ending before `untilMs` (the index needs work) —
 * with the ids another query selects (`ids`: the search's banned authors), so that a search
 * reads all it needs before its page in one round trip.
 */
export async function readIndexState(
  db: Kysely<DB>,
  untilMs: number,
  ids: SelectQueryBuilder<DB, keyof DB, { id: string }>,
): Promise<{ zones: string[]; needsWork: boolean; ids: string[] }> {
  const { rows } = await sql<{ zone: string | null; id: string | null }>`
    SELECT time_zone AS zone, NULL AS id FROM listing_availability_zones
    UNION ALL SELECT NULL, NULL FROM (SELECT 1 AS one FROM listing_availability_dirty LIMIT 1) queued
    UNION ALL SELECT NULL, NULL FROM (SELECT 1 AS one FROM listing_availability WHERE to_ms < ${untilMs} LIMIT 1) ending
    UNION ALL SELECT NULL, CAST(selected.id AS text) FROM ${ids.as('selected')}`.execute(db);
  return {
    zones: rows.flatMap((r) => (r.zone === null ? [] : [r.zone])),
    needsWork: rows.some((r) => r.zone === null && r.id === null),
    ids: rows.flatMap((r) => (r.id === null ? [] : [r.id])),
  };
}

/** The time zones of the day plans in the index. */
export async function findDayPlanZones(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('listing_availability_zones').select('time_zone').execute();
  return rows.map((r) => r.time_zone);
}

async function insertRuns(
  trx: Kysely<DB>,
  dialect: Dialect,
  runs: readonly (readonly [string, number, number, number])[],
): Promise<void> {
  if (dialect === 'postgres') {
    const column = <T>(i: number) => runs.map((run) => run[i] as T);
    await sql`INSERT INTO listing_free_seats (listing_id, starts_at, ends_at, seats)
      SELECT * FROM unnest(${column(0)}::uuid[], ${column(1)}::bigint[], ${column(2)}::bigint[], ${column(3)}::integer[])`.execute(
      trx,
    );
    return;
  }
  await sql`INSERT INTO listing_free_seats (listing_id, starts_at, ends_at, seats)
    SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(${JSON.stringify(runs)})`.execute(
    trx,
  );
}

/** Serialises the index's writers until the transaction ends (SQLite has one writer anyway). */
export async function lockIndexWriters(trx: Kysely<DB>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres')
    await sql`SELECT pg_advisory_xact_lock(hashtext('listing_availability'))`.execute(trx);
}
