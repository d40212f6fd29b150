import type { Kysely } from 'kysely';
import { fromDate } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';

// Units of the product variants of listings sold by variant. Every change is one conditional
// statement, as for the listing's total (stock.repository.ts), so concurrent orders of one variant
// cannot take it below 0.

/** The units of each variant of these listings, by listing id then variant name (one query). */
export async function findVariantStocksOfListings(
  db: Kysely<DB>,
  listingIds: readonly string[],
): Promise<Map<string, Record<string, number>>> {
  const stocks = new Map<string, Record<string, number>>();
  if (listingIds.length === 0) return stocks;
  const rows = await db
    .selectFrom('listing_variant_stocks')
    .select(['listing_id', 'variant_name', 'quantity'])
    .where('listing_id', 'in', [...new Set(listingIds)])
    .orderBy('variant_name')
    .execute();
  for (const row of rows) {
    const variants = stocks.get(row.listing_id) ?? {};
    variants[row.variant_name] = Number(row.quantity);
    stocks.set(row.listing_id, variants);
  }
  return stocks;
}

/**
 * Sets a variant's units to `newTotal` only while they are `oldTotal` (null: the variant has no
 * stock yet, and then only if none was written meanwhile). False when the units were something else.
 */
export async function setVariantStockIf(
  db: Kysely<DB>,
  change: { listingId: string; variantName: string; oldTotal: number | null; newTotal: number; now: Date },
): Promise<boolean> {
  if (change.oldTotal === null) {
    const inserted = await db
      .insertInto('listing_variant_stocks')
      .values({
        listing_id: change.listingId,
        variant_name: change.variantName,
        quantity: change.newTotal,
        updated_at: fromDate(change.now),
      })
      .onConflict((oc) => oc.columns(['listing_id', 'variant_name']).doNothing())
      .returning('variant_name')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const updated = await db
    .updateTable('listing_variant_stocks')
    .set({ quantity: change.newTotal, updated_at: fromDate(change.now) })
    .where('listing_id', '=', change.listingId)
    .where('variant_name', '=', change.variantName)
    .where('quantity', '=', change.oldTotal)
    .returning('variant_name')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Adds `quantity` (negative takes away) to a variant's units unless that goes below 0; false then. */
export async function addToVariantStock(
  db: Kysely<DB>,
  change: { listingId: string; variantName: string; quantity: number; now: Date },
): Promise<boolean> {
  const updated = await db
    .updateTable('listing_variant_stocks')
    .set((eb) => ({ quantity: eb('quantity', '+', change.quantity), updated_at: fromDate(change.now) }))
    .where('listing_id', '=', change.listingId)
    .where('variant_name', '=', change.variantName)
    .where((eb) => eb(eb('quantity', '+', change.quantity), '>=', 0))
    .returning('variant_name')
    .executeTakeFirst();
  return updated !== undefined;
}
