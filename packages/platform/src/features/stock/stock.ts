/** A listing's stock (spec §3 `currentStock`): the units available now. */
export interface Stock {
  /** The `stock` resource's id, fixed for the listing's lifetime. */
  id: string;
  listingId: string;
  quantity: number;
  /** The units of each product variant, for a listing sold by variant (Mercato's own). */
  variants?: Record<string, number>;
}

/** One immutable change of a listing's stock (api notes §5 `stockAdjustment`). */
export interface StockAdjustment {
  id: string;
  listingId: string;
  /** Positive adds units, negative takes them away. */
  quantity: number;
  at: Date;
}

/** A page of a listing's stock adjustments and how many there are in all. */
export interface StockAdjustmentPage {
  adjustments: StockAdjustment[];
  total: number;
}
