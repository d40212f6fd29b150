import type { Kysely } from 'kysely';
import { fromDate } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';

/** A purchase's hold on stock. */
export interface StockReservation {
  id: string;
  transactionId: string;
  listingId: string;
  quantity: number;
  /** The product variant the units are of; null for a listing sold without variants. */
  variantName: string | null;
  state: 'pending' | 'accepted' | 'declined' | 'cancelled';
}

/** Stores a reservation. */
export async function insertStockReservation(
  db: Kysely<DB>,
  reservation: StockReservation,
  now: Date,
): Promise<void> {
  await db
    .insertInto('stock_reservations')
    .values({
      id: reservation.id,
      transaction_id: reservation.transactionId,
      listing_id: reservation.listingId,
      quantity: reservation.quantity,
      variant_name: reservation.variantName,
      state: reservation.state,
      created_at: fromDate(now),
      updated_at: fromDate(now),
    })
    .execute();
}

/** Moves a transaction's reservation from one of `from` to `to`; the reservation when it moved. */
export async function setStockReservationState(
  db: Kysely<DB>,
  transactionId: string,
  from: readonly StockReservation['state'][],
  to: StockReservation['state'],
  now: Date,
): Promise<StockReservation | undefined> {
  const row = await db
    .updateTable('stock_reservations')
    .set({ state: to, updated_at: fromDate(now) })
    .where('transaction_id', '=', transactionId)
    .where('state', 'in', [...from])
    .returningAll()
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      transactionId: row.transaction_id,
      listingId: row.listing_id,
      quantity: Number(row.quantity),
      variantName: row.variant_name,
      state: row.state as StockReservation['state'],
    }
  );
}

/** The reservations of transactions, by transaction id (a purchase has at most one). */
export async function findStockReservationsOfTransactions(
  db: Kysely<DB>,
  transactionIds: readonly string[],
): Promise<Map<string, StockReservation>> {
  if (transactionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('stock_reservations')
    .selectAll()
    .where('transaction_id', 'in', [...new Set(transactionIds)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.transaction_id,
      {
        id: row.id,
        transactionId: row.transaction_id,
        listingId: row.listing_id,
        quantity: Number(row.quantity),
        variantName: row.variant_name,
        state: row.state as StockReservation['state'],
      },
    ]),
  );
}
