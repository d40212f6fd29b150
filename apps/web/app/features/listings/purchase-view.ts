import type { ListingResource } from '@mercato/core/contracts/listing';
import { formatMoney } from '@mercato/core/money/money-format';
import { offeredDeliveryMethods } from '@mercato/core/validators/purchase-delivery';

/** The most items one order takes from the order panel. */
export const MAX_ORDER_QUANTITY = 100;

/** How an item listing is bought: how many can be ordered, and how they reach the customer. */
export interface PurchaseView {
  /** The largest quantity one order may take (the stock, at most `MAX_ORDER_QUANTITY`). */
  maxQuantity: number;
  pickup: boolean;
  /** Shipping fees of the first and each additional item ("$9.00"), or null without shipping. */
  shipping: { first: string; additional: string } | null;
}

function feeText(subunits: unknown, currency: string): string {
  const amount =
    typeof subunits === 'number' && Number.isSafeInteger(subunits) && subunits >= 0 ? subunits : 0;
  try {
    return formatMoney({ amount, currency });
  } catch {
    return `${amount} ${currency}`;
  }
}

/** The purchase options of an item listing with `stock` units (spec §5 Order); null when none is left. */
export function purchaseViewOf(listing: ListingResource, stock: number | null): PurchaseView | null {
  if (stock !== null && stock < 1) return null;
  const publicData = listing.attributes.publicData ?? {};
  const methods = offeredDeliveryMethods(publicData);
  const currency = listing.attributes.price?.currency ?? 'USD';
  return {
    maxQuantity: Math.min(stock ?? MAX_ORDER_QUANTITY, MAX_ORDER_QUANTITY),
    pickup: methods.includes('pickup'),
    shipping: methods.includes('shipping')
      ? {
          first: feeText(publicData.shippingPriceInSubunitsOneItem, currency),
          additional: feeText(publicData.shippingPriceInSubunitsAdditionalItems, currency),
        }
      : null,
  };
}
