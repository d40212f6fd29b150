import { type Resource, refOf } from '../../http/envelope.ts';
import { WireUuid } from '../../http/wire-values.ts';
import type { Stock, StockAdjustment } from './stock.ts';
import type { StockReservation } from './stock-reservations.repository.ts';

/**
 * The `stock` resource (api notes §5): a listing's current quantity and, for a listing sold by
 * product variant, the units of each (`variants`, Mercato's own attribute).
 */
export function presentStock(stock: Stock): Resource {
  return {
    id: new WireUuid(stock.id),
    type: 'stock',
    attributes: { quantity: stock.quantity, ...(stock.variants ? { variants: stock.variants } : {}) },
  };
}

/**
 * The `stockAdjustment` resource (api notes §5). `withListing` adds the `ownListing` relationship,
 * only when that listing is included in the same document.
 */
export function presentStockAdjustment(adjustment: StockAdjustment, withListing = false): Resource {
  const resource: Resource = {
    id: new WireUuid(adjustment.id),
    type: 'stockAdjustment',
    attributes: { at: adjustment.at, quantity: adjustment.quantity },
  };
  if (withListing)
    resource.relationships = { ownListing: { data: refOf('ownListing', adjustment.listingId) } };
  return resource;
}

/** The `stockReservation` resource (api notes §5): a purchase's hold on the listing's units. */
export function presentStockReservation(reservation: StockReservation): Resource {
  return {
    id: new WireUuid(reservation.id),
    type: 'stockReservation',
    attributes: { quantity: reservation.quantity, state: reservation.state },
  };
}
