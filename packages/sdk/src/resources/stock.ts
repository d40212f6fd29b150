import {
  type StockAdjustmentResource,
  StockAdjustmentResourceSchema,
  type StockResource,
  StockResourceSchema,
} from '@mercato/core/contracts/stock';
import { z } from 'zod';
import type { ApiResponse, Query, Session } from '../session.ts';

/** A listing's stock: the total, set by compare-and-set. */
export function stockResource(session: Session) {
  return {
    /**
     * `stock/compare_and_set`: sets the total if it still is `oldTotal` (409 `old-total-mismatch`);
     * with `variantName`, the units of that product variant, the total moving with them.
     */
    compareAndSet: (
      params: { listingId: string; oldTotal: number | null; newTotal: number; variantName?: string },
      query: Query = {},
    ): Promise<ApiResponse<StockResource>> =>
      session.call('POST', 'stock/compare_and_set', StockResourceSchema, { expand: true, ...query }, params),
  };
}

/** The ledger of a listing's stock changes. */
export function stockAdjustmentsResource(session: Session) {
  return {
    /** `stock_adjustments/query`: the changes in a window, oldest first. */
    query: (
      query: Query & { listingId: string; start: string; end: string; page?: number; perPage?: number },
    ) => session.call('GET', 'stock_adjustments/query', z.array(StockAdjustmentResourceSchema), query),
    /** `stock_adjustments/create`: adds (or with a negative quantity, takes) items. */
    create: (
      params: { listingId: string; quantity: number },
      query: Query = {},
    ): Promise<ApiResponse<StockAdjustmentResource>> =>
      session.call(
        'POST',
        'stock_adjustments/create',
        StockAdjustmentResourceSchema,
        { expand: true, ...query },
        params,
      ),
  };
}
