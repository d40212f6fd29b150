import { randomUUID } from 'node:crypto';
import { STOCK_MAX_TOTAL } from '@mercato/core/validators/listing-stock';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { addToStockWithin, findStocksOfListings, insertStockAdjustment } from './stock.repository.ts';
import { insertStockReservation, setStockReservationState } from './stock-reservations.repository.ts';
import { addToVariantStock, findVariantStocksOfListings } from './variant-stock.repository.ts';

const insufficient = () =>
  new AppError('transaction-listing-insufficient-stock', 'Not enough stock for this order', {
    source: { path: ['params', 'stockReservationQuantity'], type: 'body' },
  });

const insufficientOfVariant = (variantName: string) =>
  new AppError(
    'transaction-listing-insufficient-stock',
    `Not enough stock of the variant ${variantName} for this order`,
    { source: { path: ['params', 'priceVariantName'], type: 'body' } },
  );

/**
 * Whether the listing (and the product variant ordered, if any) has `quantity` units now
 * (speculative checks; the real take is atomic).
 */
export async function assertStockAvailable(
  db: PlatformContext['db'],
  listingId: string,
  quantity: number,
  variantName: string | null,
): Promise<void> {
  const [stock, variants] = await Promise.all([
    findStocksOfListings(db, [listingId]).then((stocks) => stocks.get(listingId)),
    variantName ? findVariantStocksOfListings(db, [listingId]) : null,
  ]);
  if (variantName && (variants?.get(listingId)?.[variantName] ?? 0) < quantity) {
    throw insufficientOfVariant(variantName);
  }
  if (!stock || stock.quantity < quantity) throw insufficient();
}

/**
 * Takes `quantity` units for a pending reservation in one conditional update of the listing's
 * stock (never below 0, so concurrent orders cannot oversell), recorded as an adjustment; of a
 * listing sold by variant, first from the variant's units in the same way.
 */
export async function reserveStock(
  db: PlatformContext['db'],
  reservation: { transactionId: string; listingId: string; quantity: number; variantName: string | null },
  now: Date,
): Promise<void> {
  const { variantName } = reservation;
  if (variantName) {
    const taken = await addToVariantStock(db, {
      listingId: reservation.listingId,
      variantName,
      quantity: -reservation.quantity,
      now,
    });
    if (!taken) throw insufficientOfVariant(variantName);
  }
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

/**
 * Accepts, declines or cancels a transaction's reservation; declining or cancelling gives the units
 * back, to the variant they were of too.
 */
export async function settleStockReservation(
  db: PlatformContext['db'],
  transactionId: string,
  to: 'accepted' | 'declined' | 'cancelled',
  now: Date,
): Promise<void> {
  const from = to === 'cancelled' ? (['pending', 'accepted'] as const) : (['pending'] as const);
  const moved = await setStockReservationState(db, transactionId, from, to, now);
  if (!moved || to === 'accepted') return;
  if (moved.variantName) {
    await addToVariantStock(db, {
      listingId: moved.listingId,
      variantName: moved.variantName,
      quantity: moved.quantity,
      now,
    });
  }
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
