import { randomUUID } from 'node:crypto';
import { STOCK_MAX_TOTAL } from '@mercato/core/validators/listing-stock';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { addToStockWithin, findStocksOfListings, insertStockAdjustment } from '../stock/stock.repository.ts';
import { insertStockReservation, setStockReservationState } from './stock-reservations.repository.ts';

const insufficient = () =>
  new AppError('transaction-listing-insufficient-stock', 'Not enough stock for this order', {
    source: { path: ['params', 'stockReservationQuantity'], type: 'body' },
  });

/** Whether the listing has `quantity` units now (speculative checks; the real take is atomic). */
export async function assertStockAvailable(
  db: PlatformContext['db'],
  listingId: string,
  quantity: number,
): Promise<void> {
  const stock = (await findStocksOfListings(db, [listingId])).get(listingId);
  if (!stock || stock.quantity < quantity) throw insufficient();
}

/**
 * Takes `quantity` units for a pending reservation in one conditional update of the listing's
 * stock (never below 0, so concurrent orders cannot oversell), recorded as an adjustment.
 */
export async function reserveStock(
  db: PlatformContext['db'],
  reservation: { transactionId: string; listingId: string; quantity: number },
  now: Date,
): Promise<void> {
  const written = await addToStockWithin(db, {
    listingId: reservation.listingId,
    quantity: -reservation.quantity,
    max: STOCK_MAX_TOTAL,
    now,
  });
  if (!written) throw insufficient();
  await insertStockAdjustment(db, {
    id: randomUUID(),
    listingId: reservation.listingId,
    quantity: -reservation.quantity,
    at: now,
    revision: written.revision,
  });
  await insertStockReservation(db, { id: randomUUID(), ...reservation, state: 'pending' }, now);
}

/** Accepts, declines or cancels a transaction's reservation; declining or cancelling gives the units back. */
export async function settleStockReservation(
  db: PlatformContext['db'],
  transactionId: string,
  to: 'accepted' | 'declined' | 'cancelled',
  now: Date,
): Promise<void> {
  const from = to === 'cancelled' ? (['pending', 'accepted'] as const) : (['pending'] as const);
  const moved = await setStockReservationState(db, transactionId, from, to, now);
  if (!moved || to === 'accepted') return;
  const written = await addToStockWithin(db, {
    listingId: moved.listingId,
    quantity: moved.quantity,
    max: STOCK_MAX_TOTAL,
    now,
  });
  if (written) {
    await insertStockAdjustment(db, {
      id: randomUUID(),
      listingId: moved.listingId,
      quantity: moved.quantity,
      at: now,
      revision: written.revision,
    });
  }
}
