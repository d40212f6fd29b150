import { randomUUID } from 'node:crypto';
import {
  STOCK_MAX_TOTAL,
  STOCK_MESSAGES,
  type StockAdjustmentCommand,
  type StockUpdateCommand,
} from '@mercato/core/validators/listing-stock';
import type { PlatformContext } from '../../context.ts';
import { AppError, type ErrorSource } from '../../errors/app-error.ts';
import { assertNotPendingApproval } from '../access/access.policy.ts';
import { getCurrentUser } from '../users/users.service.ts';
import { isOwnLiveListing } from './stock.policy.ts';
import {
  addToStockWithin,
  findListingOwnership,
  findStockAdjustments,
  findStocksOfListings,
  insertStockAdjustment,
  insertStockIfNone,
  type StockRecord,
  setStockTotalIf,
} from './stock.repository.ts';
import type { Stock, StockAdjustment, StockAdjustmentPage } from './stock.ts';
import { findStockReservationsOfTransactions } from './stock-reservations.repository.ts';
import { findVariantStocksOfListings, setVariantStockIf } from './variant-stock.repository.ts';

/** 404 for a listing that is not the caller's (or gone), so other users' listings stay unknowable. */
async function assertOwnListing(
  ctx: PlatformContext,
  userId: string,
  listingId: string,
  source: ErrorSource,
): Promise<void> {
  if (!isOwnLiveListing(await findListingOwnership(ctx.db, listingId), userId)) {
    throw new AppError('not-found', 'Listing not found', { source });
  }
}

const withoutRevision = ({ revision: _revision, ...stock }: StockRecord): Stock => stock;

/**
 * `stock/compare_and_set`: sets the total stock of the caller's listing to `newTotal` if it is
 * `oldTotal` now (null: no stock yet), recording the difference as an adjustment. The check and the
 * write are one conditional statement inside the transaction that records the adjustment, so of
 * concurrent updates from the same old total exactly one applies; the rest are 409
 * `old-total-mismatch` and change nothing.
 */
export async function compareAndSetStock(
  ctx: PlatformContext,
  userId: string,
  command: StockUpdateCommand,
): Promise<Stock> {
  assertNotPendingApproval(await getCurrentUser(ctx, userId));
  await assertOwnListing(ctx, userId, command.listingId, { path: ['listingId'], type: 'body' });
  if (command.variantName !== undefined) {
    return compareAndSetVariantStock(ctx, { ...command, variantName: command.variantName });
  }
  const { listingId, oldTotal, newTotal } = command;
  const now = ctx.clock();
  const stock = await ctx.db.transaction().execute(async (trx) => {
    const written =
      oldTotal === null
        ? await insertStockIfNone(trx, { id: randomUUID(), listingId, quantity: newTotal, now })
        : await setStockTotalIf(trx, { listingId, oldTotal, newTotal, now });
    const change = newTotal - (oldTotal ?? 0);
    // A change of nothing (null → 0, or n → n) is no adjustment: the ledger always sums to the total.
    if (written && change !== 0) {
      await insertStockAdjustment(trx, {
        id: randomUUID(),
        listingId,
        quantity: change,
        at: now,
        revision: written.revision,
      });
    }
    return written;
  });
  if (!stock) throw oldTotalMismatch();
  return withoutRevision(stock);
}

const oldTotalMismatch = () =>
  new AppError(
    'old-total-mismatch',
    'The stock has changed since it was read: oldTotal is not the current total. Reload and try again.',
    { source: { path: ['oldTotal'], type: 'body' } },
  );

/**
 * `stock/compare_and_set` of one product variant: its units go from `oldTotal` to `newTotal` and
 * the listing's total by the same difference, in one transaction (recorded as an adjustment), so
 * the total stays the sum of the variants.
 */
async function compareAndSetVariantStock(
  ctx: PlatformContext,
  command: StockUpdateCommand & { variantName: string },
): Promise<Stock> {
  const { listingId, oldTotal, newTotal, variantName } = command;
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await setVariantStockIf(trx, { listingId, variantName, oldTotal, newTotal, now }))) {
      throw oldTotalMismatch();
    }
    await insertStockIfNone(trx, { id: randomUUID(), listingId, quantity: 0, now });
    const change = newTotal - (oldTotal ?? 0);
    if (change === 0) return;
    const written = await addToStockWithin(trx, { listingId, quantity: change, max: STOCK_MAX_TOTAL, now });
    if (!written) {
      throw new AppError('conflict', `newTotal: ${STOCK_MESSAGES.aboveMaximum}`, {
        source: { path: ['newTotal'], type: 'body' },
      });
    }
    await insertStockAdjustment(trx, {
      id: randomUUID(),
      listingId,
      quantity: change,
      at: now,
      revision: written.revision,
    });
  });
  const stock = (await findStocksByListing(ctx, [listingId])).get(listingId);
  if (!stock) throw new AppError('not-found', 'Listing not found');
  return stock;
}

/**
 * `stock_adjustments/create`: adds to or takes from the stock of the caller's listing (a listing
 * without stock starts from 0). The result must stay within 0 and the largest total; that is part
 * of the conditional write, so concurrent adjustments can never take the stock below 0 together.
 */
export async function createStockAdjustment(
  ctx: PlatformContext,
  userId: string,
  command: StockAdjustmentCommand,
): Promise<StockAdjustment> {
  assertNotPendingApproval(await getCurrentUser(ctx, userId));
  await assertOwnListing(ctx, userId, command.listingId, { path: ['listingId'], type: 'body' });
  const { listingId, quantity } = command;
  const now = ctx.clock();
  const adjustment: StockAdjustment = { id: randomUUID(), listingId, quantity, at: now };
  await ctx.db.transaction().execute(async (trx) => {
    // A listing's first adjustment gives it a stock of 0 to adjust; a refusal rolls that back too.
    await insertStockIfNone(trx, { id: randomUUID(), listingId, quantity: 0, now });
    const written = await addToStockWithin(trx, { listingId, quantity, max: STOCK_MAX_TOTAL, now });
    if (!written) {
      const current = (await findStocksOfListings(trx, [listingId])).get(listingId)?.quantity ?? 0;
      throw new AppError(
        'conflict',
        `quantity: ${quantity < 0 ? STOCK_MESSAGES.belowZero : STOCK_MESSAGES.aboveMaximum} (the stock is ${current})`,
        { source: { path: ['quantity'], type: 'body' } },
      );
    }
    await insertStockAdjustment(trx, { ...adjustment, revision: written.revision });
  });
  return adjustment;
}

/**
 * `stock_adjustments/query`: a page of the adjustments of the caller's listing made in
 * `[start, end)`, oldest first.
 */
export async function queryStockAdjustments(
  ctx: PlatformContext,
  userId: string,
  query: { listingId: string; start: Date; end: Date; page: number; perPage: number },
): Promise<StockAdjustmentPage> {
  await assertOwnListing(ctx, userId, query.listingId, { path: ['listingId'], type: 'query' });
  return findStockAdjustments(ctx.db, {
    listingId: query.listingId,
    start: query.start,
    end: query.end,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
}

/**
 * The current stock of each of these listings that has one, by listing id, in one read (the
 * `currentStock` include of a page of listings). Who may see it is the listing's concern.
 */
export async function findStocksByListing(
  ctx: PlatformContext,
  listingIds: readonly string[],
): Promise<Map<string, Stock>> {
  const [records, variants] = await Promise.all([
    findStocksOfListings(ctx.db, listingIds),
    findVariantStocksOfListings(ctx.db, listingIds),
  ]);
  return new Map(
    [...records].map(([listingId, record]) => {
      const byVariant = variants.get(listingId);
      return [listingId, { ...withoutRevision(record), ...(byVariant ? { variants: byVariant } : {}) }];
    }),
  );
}

/** The stock reservations of transactions, by transaction id (`include=stockReservation`). */
export function stockReservationsOfTransactions(ctx: PlatformContext, transactionIds: readonly string[]) {
  return findStockReservationsOfTransactions(ctx.db, transactionIds);
}

export type { StockReservation } from './stock-reservations.repository.ts';
