import { type Kysely, PostgresAdapter, type Selectable } from 'kysely';
import { fromBool, fromDate, toDate } from '../../db/convert.ts';
import type { AvailabilityExceptionsTable, DB } from '../../db/schema.ts';
import { type PageWindow, selectPage } from '../../db/select-page.ts';
import type { AvailabilityException } from './availability-exception.ts';

function rowToException(row: Selectable<AvailabilityExceptionsTable>): AvailabilityException {
  return {
    id: row.id,
    listingId: row.listing_id,
    start: toDate(row.starts_at),
    end: toDate(row.ends_at),
    seats: Number(row.seats),
    createdAt: toDate(row.created_at),
  };
}

/** The exceptions (of any listing) overlapping `[start, end)`. */
function overlapping(db: Kysely<DB>, range: { start: Date; end: Date }) {
  return db
    .selectFrom('availability_exceptions')
    .where('starts_at', '<', fromDate(range.end))
    .where('ends_at', '>', fromDate(range.start));
}

/**
 * Serialises the exception writes of one listing until the transaction ends, and tells whether the
 * listing still exists undeleted. PostgreSQL locks the listing's row; Kysely's SQLite driver runs one
 * transaction at a time on its single connection, so a plain read is enough there.
 */
export async function lockListingForExceptions(trx: Kysely<DB>, listingId: string): Promise<boolean> {
  let query = trx
    .selectFrom('listings')
    .select('id')
    .where('id', '=', listingId)
    .where('deleted', '=', fromBool(false));
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

/** The first exception of a listing overlapping `[start, end)`, if any. */
export async function findOverlappingException(
  db: Kysely<DB>,
  listingId: string,
  range: { start: Date; end: Date },
): Promise<AvailabilityException | undefined> {
  const row = await overlapping(db, range)
    .selectAll()
    .where('listing_id', '=', listingId)
    .orderBy('starts_at')
    .limit(1)
    .executeTakeFirst();
  return row && rowToException(row);
}

/** Inserts an exception. */
export async function insertException(db: Kysely<DB>, exception: AvailabilityException): Promise<void> {
  await db
    .insertInto('availability_exceptions')
    .values({
      id: exception.id,
      listing_id: exception.listingId,
      starts_at: fromDate(exception.start),
      ends_at: fromDate(exception.end),
      seats: exception.seats,
      created_at: fromDate(exception.createdAt),
    })
    .execute();
}

/** One exception by id. */
export async function findExceptionById(
  db: Kysely<DB>,
  id: string,
): Promise<AvailabilityException | undefined> {
  const row = await db
    .selectFrom('availability_exceptions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && rowToException(row);
}

/** Deletes an exception; returns whether it was there to delete. */
export async function deleteException(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('availability_exceptions').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** What `availability_exceptions/query` asks for. */
export interface ExceptionsPageQuery extends PageWindow {
  listingId: string;
  start: Date;
  end: Date;
}

/** A page of a listing's exceptions overlapping `[start, end)`, by start, and how many there are. */
export async function findExceptionsPage(
  db: Kysely<DB>,
  query: ExceptionsPageQuery,
): Promise<{ exceptions: AvailabilityException[]; total: number }> {
  const base = overlapping(db, query).where('listing_id', '=', query.listingId);
  const { rows, total } = await selectPage(base, base.selectAll().orderBy('starts_at').orderBy('id'), query);
  return { exceptions: rows.map(rowToException), total };
}

/** Every exception of a listing overlapping `[start, end)`, oldest first (the order the slot maths wants). */
export async function findExceptionsOverlapping(
  db: Kysely<DB>,
  listingId: string,
  range: { start: Date; end: Date },
): Promise<AvailabilityException[]> {
  const rows = await overlapping(db, range)
    .selectAll()
    .where('listing_id', '=', listingId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(rowToException);
}

/** The exceptions of several listings overlapping a range, by listing id (listing search). */
export async function findExceptionsOverlappingMany(
  db: Kysely<DB>,
  listingIds: readonly string[],
  range: { start: Date; end: Date },
): Promise<Map<string, AvailabilityException[]>> {
  const byListing = new Map<string, AvailabilityException[]>(listingIds.map((id) => [id, []]));
  if (listingIds.length === 0) return byListing;
  const rows = await overlapping(db, range)
    .selectAll()
    .where('listing_id', 'in', [...listingIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) byListing.get(row.listing_id)?.push(rowToException(row));
  return byListing;
}
