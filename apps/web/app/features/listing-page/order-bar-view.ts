import type { OrderAction } from '../listings/listing-price.ts';
import type { ListingPageView } from './listing-view.ts';

/** What the listing page's order bar shows on narrow screens: the price and the panel's action. */
export interface OrderBarView {
  /** "$45.00"; null for listings without a price (conversations). */
  amount: string | null;
  /** "per hour"; null without a unit. */
  unit: string | null;
  action: OrderAction;
}

/**
 * The order bar of a listing page, or null when its order panel offers nothing to do: a closed
 * listing, an item out of stock, the viewer's own listing or preview, or a booking or purchase the
 * page could not prepare (the panel says it cannot be ordered now). The amount is the one the panel
 * starts with: for an item sold by version, the first version in stock.
 */
export function orderBarOf(
  listing: ListingPageView,
  viewer: { isOwn: boolean; hasBookingCalendar: boolean },
): OrderBarView | null {
  if (listing.state !== 'published' || listing.isOutOfStock || viewer.isOwn) return null;
  if (listing.action === 'buy' && !listing.purchase) return null;
  if (listing.action === 'book' && !viewer.hasBookingCalendar) return null;
  const version = listing.purchase?.variants.find((variant) => variant.stock > 0);
  return {
    amount: version?.price ?? listing.price?.amount ?? null,
    unit: listing.price?.unit ?? null,
    action: listing.action,
  };
}
