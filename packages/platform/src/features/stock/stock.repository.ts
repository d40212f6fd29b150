import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';
import { fromDate, toBool, toDate } from '../../db/convert.ts';
import type { DB, ListingStocksTable, StockAdjustmentsTable } from '../../db/schema.ts';
import { type PageWindow, selectPage } from '../../db/select-page.ts';
import type { Stock, StockAdjustment } from './stock.ts';

/** A stock row as written: the domain stock plus the revision its last change made. */
export type StockRecord = Stock & { revision: number };

function stockRowToStock(row: Selectable<ListingStocksTable>): StockRecord {
  return {
    id: row.id,
    listingId: row.listing_id,
    quantity: Number(row.quantity),
    revision: Number(row.revision),
  };
}

function adjustmentRowToAdjustment(row: Selectable<StockAdjustmentsTable>): StockAdjustment {
  return { id: row.id, listingId: row.listing_id, quantity: Number(row.quantity), at: toDate(row.at) };
}

/**
 * Who wrote a listing and whether it is deleted. Stock sits below listings (a listing document
 * includes its stock), so it reads the two columns it needs rather than importing that feature.
 */
export async function findListingOwnership(
  db: Kysely<DB>,
  listingId: string,
): Promise<{ authorId: string; deleted: boolean } | undefined> {
  const row = await db
    .selectFrom('listings')
    .select(['author_id', 'deleted'])
    .where('id', '=', listingId)
    .executeTakeFirst();
  return row && { authorId: row.author_id, deleted: toBool(row.deleted) };
}

/** The stock of each of these listings that has one, by listing id (one query for a page). */
export async function findStocksOfListings(
  db: Kysely<DB>,
  listingIds: readonly string[],
): Promise<Map<string, StockRecord>> {
  const stocks = new Map<string, StockRecord>();
  if (listingIds.length === 0) return stocks;
  const rows = await db
    .selectFrom('listing_stocks')
    .selectAll()
    .where('listing_id', 'in', [...new Set(listingIds)])
    .execute();
  for (const row of rows) stocks.set(row.listing_id, stockRowToStock(row));
  return stocks;
}

/**
 * Gives a listing its first stock of `quantity`, unless it has one already (then undefined): one
 * statement, so of concurrent first writers exactly one succeeds.
 */
export async function insertStockIfNone(
  db: Kysely<DB>,
  stock: { id: string; listingId: string; quantity: number; now: Date },
): Promise<StockRecord | undefined> {
  const row = await db
    .insertInto('listing_stocks')
    .values({
      listing_id: stock.listingId,
      id: stock.id,
      quantity: stock.quantity,
      revision: 1,
      created_at: fromDate(stock.now),
      updated_at: fromDate(stock.now),
    })
    .onConflict((oc) => oc.column('listing_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row && stockRowToStock(row);
}

type StockExpressions = ExpressionBuilder<DB, 'listing_stocks'>;

/**
 * Sets a listing's stock to `quantity` where `condition` holds, counting a revision, in one
 * conditional statement (PostgreSQL re-checks the condition after waiting for the row lock; SQLite
 * writes one statement at a time), so a concurrent change the condition no longer admits fails.
 * Undefined when the condition does not hold or there is no stock.
 */
async function updateStockIf(
  db: Kysely<DB>,
  change: { listingId: string; now: Date },
  quantity: (eb: StockExpressions) => number | Expression<number>,
  condition: (eb: StockExpressions) => Expression<SqlBool>,
): Promise<StockRecord | undefined> {
  const row = await db
    .updateTable('listing_stocks')
    .set((eb) => ({
      quantity: quantity(eb),
      revision: eb('revision', '+', 1),
      updated_at: fromDate(change.now),
    }))
    .where('listing_id', '=', change.listingId)
    .where(condition)
    .returningAll()
    .executeTakeFirst();
  return row && stockRowToStock(row);
}

/**
 * Sets a listing's stock to `newTotal` only while it is `oldTotal` (`updateStockIf`): of concurrent
 * writers holding the same old total exactly one succeeds. Undefined when the total was something
 * else or there is no stock.
 */
export function setStockTotalIf(
  db: Kysely<DB>,
  change: { listingId: string; oldTotal: number; newTotal: number; now: Date },
): Promise<StockRecord | undefined> {
  return updateStockIf(
    db,
    change,
    () => change.newTotal,
    (eb) => eb('quantity', '=', change.oldTotal),
  );
}

/**
 * Adds `quantity` (negative takes away) to a listing's stock only while the result stays within
 * 0 and `max` (`updateStockIf`). Undefined when the result would leave that range or there is no
 * stock. Stock reservations will take units through this too.
 */
export function addToStockWithin(
  db: Kysely<DB>,
  change: { listingId: string; quantity: number; max: number; now: Date },
): Promise<StockRecord | undefined> {
  const total = (eb: StockExpressions) => eb('quantity', '+', change.quantity);
  return updateStockIf(db, change, total, (eb) =>
    eb.and([eb(total(eb), '>=', 0), eb(total(eb), '<=', change.max)]),
  );
}

/** Records one change of a listing's stock, made by the stock revision given. */
export async function insertStockAdjustment(
  db: Kysely<DB>,
  adjustment: StockAdjustment & { revision: number },
): Promise<void> {
  await db
    .insertInto('stock_adjustments')
    .values({
      id: adjustment.id,
      listing_id: adjustment.listingId,
      quantity: adjustment.quantity,
      revision: adjustment.revision,
      at: fromDate(adjustment.at),
    })
    .execute();
}

/** What `stock_adjustments/query` asks for: one listing, `start <= at < end`, a page. */
export interface StockAdjustmentsQuery extends PageWindow {
  listingId: string;
  start: Date;
  end: Date;
}

/** A page of a listing's adjustments in the order they were made, and how many match in all. */
export async function findStockAdjustments(
  db: Kysely<DB>,
  query: StockAdjustmentsQuery,
): Promise<{ adjustments: StockAdjustment[]; total: number }> {
  const base = db
    .selectFrom('stock_adjustments')
    .where('listing_id', '=', query.listingId)
    .where('at', '>=', fromDate(query.start))
    .where('at', '<', fromDate(query.end));
  const { rows, total } = await selectPage(base, base.selectAll().orderBy('at').orderBy('revision'), query);
  return { adjustments: rows.map(adjustmentRowToAdjustment), total };
}
