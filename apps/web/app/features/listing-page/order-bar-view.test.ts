import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { LISTING_STATES } from '@mercato/core/contracts/listing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PurchaseView } from '../booking-panel/purchase-view.ts';
import { buildListing } from '../listings/test-builders.ts';
import { type ListingPageView, listingPageViewOf } from './listing-view.ts';
import { orderBarOf } from './order-bar-view.ts';

/** The listing page's view of a one-hour lesson, $45.00 per hour, with `overrides`. */
function viewOf(overrides: Partial<ListingPageView> = {}): ListingPageView {
  return {
    ...listingPageViewOf({ data: buildListing(), included: [] }, DEFAULT_MARKETPLACE_CONFIG),
    ...overrides,
  };
}

const purchase: PurchaseView = { variants: [], maxQuantity: 3, pickup: true, shipping: null };
const visitor = { isOwn: false, hasBookingCalendar: true };

describe('orderBarOf', () => {
  it('shows the price, its unit and the panel’s action of a listing open for orders', () => {
    expect(orderBarOf(viewOf(), visitor)).toEqual({ amount: '$45.00', unit: 'per hour', action: 'book' });
    expect(
      orderBarOf(viewOf({ action: 'buy', purchase, price: { amount: '$32.00', unit: 'per item' } }), visitor),
    ).toEqual({ amount: '$32.00', unit: 'per item', action: 'buy' });
    expect(orderBarOf(viewOf({ action: 'contact', price: null }), visitor)).toEqual({
      amount: null,
      unit: null,
      action: 'contact',
    });
  });

  it('starts an item sold by version at the first version in stock, as the panel does', () => {
    const versions: PurchaseView = {
      ...purchase,
      variants: [
        { name: 'Small', price: '$20.00', stock: 0 },
        { name: 'Large', price: '$36.00', stock: 2 },
      ],
    };
    expect(orderBarOf(viewOf({ action: 'buy', purchase: versions }), visitor)?.amount).toBe('$36.00');
  });

  it('is not there when the panel offers nothing to do', () => {
    expect(orderBarOf(viewOf({ state: 'closed' }), visitor)).toBeNull();
    expect(orderBarOf(viewOf(), { ...visitor, isOwn: true })).toBeNull();
    expect(orderBarOf(viewOf({ action: 'buy', purchase, isOutOfStock: true }), visitor)).toBeNull();
    // The panel says the listing cannot be ordered now: no calendar to book from, nothing to buy.
    expect(orderBarOf(viewOf(), { ...visitor, hasBookingCalendar: false })).toBeNull();
    expect(orderBarOf(viewOf({ action: 'buy', purchase: null }), visitor)).toBeNull();
  });

  it('shows only on a published listing, never on one’s own or a sold-out one, whatever else holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LISTING_STATES),
        fc.constantFrom('book' as const, 'buy' as const, 'contact' as const),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (state, action, isOwn, isOutOfStock, hasBookingCalendar, sells) => {
          const view = viewOf({ state, action, isOutOfStock, purchase: sells ? purchase : null });
          const bar = orderBarOf(view, { isOwn, hasBookingCalendar });
          const panelHasForm = action === 'contact' || (action === 'buy' ? sells : hasBookingCalendar);
          expect(bar !== null).toBe(state === 'published' && !isOwn && !isOutOfStock && panelHasForm);
          if (bar) expect(bar.action).toBe(action);
        },
      ),
    );
  });
});
