import type { TransactionResource } from '@mercato/core/contracts/transaction';
import type { Texts } from '@mercato/core/texts/ui-texts';
import { shippingAddressLinesOf, shippingPhoneOf } from '@mercato/core/validators/shipping-address-lines';

/** Where a pickup happens: the listing's address (`publicData.location.address`). */
export function pickupAddressOf(listing: { attributes?: { publicData?: Record<string, unknown> } } | null) {
  const location = listing?.attributes?.publicData?.location as { address?: unknown } | undefined;
  return typeof location?.address === 'string' && location.address ? location.address : null;
}

/** How an order reaches the customer, as the order and sale pages show it. */
export interface DeliveryView {
  method: 'Shipping' | 'Pickup';
  /** The product variant ordered (`protectedData.priceVariantName`), for a listing sold by variant. */
  variantName: string | null;
  /** The shipping address (recipient first) or the pickup place, one line each. */
  lines: string[];
}

/**
 * The delivery of a purchase from its protected data (`deliveryMethod`, `shippingDetails` in the
 * web template's shape) and, for pickup, the listing's address; null for bookings and inquiries.
 */
export function deliveryOf(
  tx: TransactionResource,
  pickupAddress: string | null,
  t: Texts<'phoneLine'>,
): DeliveryView | null {
  const data = (tx.attributes.protectedData ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const variantName = text(data.priceVariantName);
  if (data.deliveryMethod === 'pickup') {
    return { method: 'Pickup', variantName, lines: pickupAddress ? [pickupAddress] : [] };
  }
  if (data.deliveryMethod !== 'shipping') return null;
  const phoneNumber = shippingPhoneOf(data);
  const lines = [...shippingAddressLinesOf(data), ...(phoneNumber ? [t('phoneLine', { phoneNumber })] : [])];
  return { method: 'Shipping', variantName, lines };
}
