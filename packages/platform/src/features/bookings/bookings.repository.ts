import type { BookingState, SeatBooking } from '@mercato/core/availability/booking-seats';
import type { Kysely, Selectable } from 'kysely';
import { fromDate, toDate } from '../../db/convert.ts';
import type { BookingsTable, DB } from '../../db/schema.ts';
import { selectPage } from '../../db/select-page.ts';
import { isPostgres } from '../../db/write-transaction.ts';
import type { Booking } from './booking.ts';

function rowToBooking(row: Selectable<BookingsTable>): Booking {
  return {
    id: row.id,
    transactionId: row.transaction_id,
    listingId: row.listing_id,
    start: toDate(row.starts_at),
    end: toDate(row.ends_at),
    displayStart: toDate(row.display_start),
    displayEnd: toDate(row.display_end),
    seats: Number(row.seats),
    state: row.state as BookingState,
    createdAt: toDate(row.created_at),
  };
}

/**
 * The bookings of a listing overlapping `[start, end)` that hold seats (pending or accepted), as
 * the slot maths reads them. Run inside the listing's lock when the answer decides a new booking.
 */
export async function findSeatHoldingBookings(
  db: Kysely<DB>,
  listingId: string,
  range: { start: Date; end: Date },
): Promise<SeatBooking[]> {
  return (await findSeatHoldingBookingsOfMany(db, [listingId], range)).get(listingId) ?? [];
}

/** {@link findSeatHoldingBookings} of many listings in one read (a page of search candidates). */
export async function findSeatHoldingBookingsOfMany(
  db: Kysely<DB>,
  listingIds: readonly string[],
  range: { start: Date; end: Date },
): Promise<Map<string, SeatBooking[]>> {
  const byListing = new Map<string, SeatBooking[]>(listingIds.map((id) => [id, []]));
  if (listingIds.length === 0) return byListing;
  const rows = await db
    .selectFrom('bookings')
    .select(['listing_id', 'starts_at', 'ends_at', 'seats', 'state'])
    .where('listing_id', 'in', [...listingIds])
    .where('state', 'in', ['pending', 'accepted'])
    .where('starts_at', '<', fromDate(range.end))
    .where('ends_at', '>', fromDate(range.start))
    .execute();
  for (const row of rows) {
    byListing.get(row.listing_id)?.push({
      start: toDate(row.starts_at),
      end: toDate(row.ends_at),
      seats: Number(row.seats),
      state: row.state as BookingState,
    });
  }
  return byListing;
}

/** Stores a new booking. */
export async function insertBooking(db: Kysely<DB>, booking: Booking): Promise<void> {
  await db
    .insertInto('bookings')
    .values({
      id: booking.id,
      transaction_id: booking.transactionId,
      listing_id: booking.listingId,
      starts_at: fromDate(booking.start),
      ends_at: fromDate(booking.end),
      display_start: fromDate(booking.displayStart),
      display_end: fromDate(booking.displayEnd),
      seats: booking.seats,
      state: booking.state,
      created_at: fromDate(booking.createdAt),
      updated_at: fromDate(booking.createdAt),
    })
    .execute();
}

/**
 * Moves a transaction's booking to `to` if it is in one of `from`; false when there is no such
 * booking (the caller turns that into `transaction-booking-state-not-*`).
 */
export async function setBookingState(
  db: Kysely<DB>,
  transactionId: string,
  from: readonly BookingState[],
  to: BookingState,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ state: to, updated_at: fromDate(now) })
    .where('transaction_id', '=', transactionId)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The bookings of these transactions, by transaction id. */
export async function findBookingsOfTransactions(
  db: Kysely<DB>,
  transactionIds: readonly string[],
): Promise<Map<string, Booking>> {
  const out = new Map<string, Booking>();
  if (transactionIds.length === 0) return out;
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where('transaction_id', 'in', [...new Set(transactionIds)])
    .execute();
  for (const row of rows) out.set(row.transaction_id, rowToBooking(row));
  return out;
}

/**
 * Locks a listing's calendar for the rest of the transaction and reads what a booking needs. On
 * PostgreSQL the listing row is locked (`FOR UPDATE`), serialising bookings of one listing; on
 * SQLite the write transaction (`BEGIN IMMEDIATE`) already holds the only write lock.
 */
export async function lockListingCalendar(
  db: Kysely<DB>,
  listingId: string,
  lock = true,
): Promise<{ availabilityPlan: unknown; state: string; deleted: boolean } | undefined> {
  let query = db
    .selectFrom('listings')
    .select(['availability_plan', 'state', 'deleted'])
    .where('id', '=', listingId);
  // Speculative checks only look (lock = false).
  if (lock && isPostgres(db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const plan =
    typeof row.availability_plan === 'string' ? JSON.parse(row.availability_plan) : row.availability_plan;
  return { availabilityPlan: plan, state: row.state, deleted: row.deleted === true || row.deleted === 1 };
}

/** A page of a listing's bookings overlapping `[start, end)`, in the given states, earliest first. */
export async function findBookingsOfListingPage(
  db: Kysely<DB>,
  query: {
    listingId: string;
    start: Date;
    end: Date;
    states: readonly BookingState[] | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ bookings: Booking[]; total: number }> {
  let base = db
    .selectFrom('bookings')
    .where('listing_id', '=', query.listingId)
    .where('starts_at', '<', fromDate(query.end))
    .where('ends_at', '>', fromDate(query.start));
  if (query.states) base = base.where('state', 'in', [...query.states]);
  const { rows, total } = await selectPage(base, base.selectAll().orderBy('starts_at').orderBy('id'), query);
  return { bookings: rows.map(rowToBooking), total };
}
