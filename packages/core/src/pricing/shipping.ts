import type { Money } from '../money/money.ts';
import type { LineItemDraft } from './line-item.ts';
import { LINE_ITEM_CODES } from './line-item-codes.ts';

/** How an ordered item reaches the customer (listing `publicData` and checkout form). */
export type DeliveryMethod = 'shipping' | 'pickup' | 'none';

/** A listing's shipping prices in minor units (`publicData.shippingPriceInSubunits…`). */
export interface ShippingPrices {
  shippingPriceInSubunitsOneItem?: number | null;
  shippingPriceInSubunitsAdditionalItems?: number | null;
}

const isFee = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * Shipping for `quantity` items: the first item's fee plus the additional-item fee for each
 * further one. Null when the listing's prices do not cover the order (missing or negative fees,
 * or no additional-item fee for several items), in which case no shipping line is added.
 */
export function calculateShippingFee(
  prices: ShippingPrices,
  currency: string,
  quantity: number,
): Money | null {
  const { shippingPriceInSubunitsOneItem: first, shippingPriceInSubunitsAdditionalItems: additional } =
    prices;
  if (!isFee(first) || !Number.isInteger(quantity) || quantity < 1) return null;
  if (quantity === 1) return { amount: first, currency };
  if (!isFee(additional)) return null;
  return { amount: first + additional * (quantity - 1), currency };
}

/** The delivery line of an item order: a shipping fee, a zero pickup fee, or nothing. */
export function getDeliveryLineItems(
  deliveryMethod: string | null | undefined,
  prices: ShippingPrices,
  currency: string,
  quantity: number,
): LineItemDraft[] {
  const includeFor: LineItemDraft['includeFor'] = ['customer', 'provider'];
  if (deliveryMethod === 'shipping') {
    const fee = calculateShippingFee(prices, currency, quantity);
    return fee ? [{ code: LINE_ITEM_CODES.shippingFee, unitPrice: fee, quantity: 1, includeFor }] : [];
  }
  if (deliveryMethod === 'pickup') {
    // Pickup is free by default; the line is still added so the breakdown can show it.
    return [{ code: LINE_ITEM_CODES.pickupFee, unitPrice: { amount: 0, currency }, quantity: 1, includeFor }];
  }
  return [];
}
