import type { ListingResource } from '@mercato/core/contracts/listing';
import { describe, expect, it } from 'vitest';
import { purchaseViewOf } from './purchase-view.ts';

const apron = (publicData: Record<string, unknown>) =>
  ({
    id: 'apron',
    type: 'listing',
    attributes: {
      title: 'Linen apron',
      price: { amount: 3200, currency: 'USD' },
      publicData: { unitType: 'item', pickupEnabled: true, ...publicData },
    },
  }) as unknown as ListingResource;

const byVariant = apron({
  priceVariationsEnabled: true,
  priceVariants: [
    { name: 'Natural', priceInSubunits: 3200 },
    { name: 'Charcoal', priceInSubunits: 3600 },
  ],
});

describe('purchaseViewOf', () => {
  it('offers each version with its price and units; one order takes at most the largest', () => {
    const view = purchaseViewOf(byVariant, 5, { Natural: 4, Charcoal: 1 });
    expect(view?.variants).toEqual([
      { name: 'Natural', price: '$32.00', stock: 4 },
      { name: 'Charcoal', price: '$36.00', stock: 1 },
    ]);
    expect(view?.maxQuantity).toBe(4);
  });

  it('has nothing to buy when every version is sold out, and unnamed versions have none', () => {
    expect(purchaseViewOf(byVariant, 0, { Natural: 0, Charcoal: 0 })).toBeNull();
    expect(purchaseViewOf(byVariant, 3, {})).toBeNull();
  });

  it('sells a listing without variations by its own stock', () => {
    const view = purchaseViewOf(apron({}), 3);
    expect(view).toMatchObject({ variants: [], maxQuantity: 3, pickup: true, shipping: null });
  });
});
