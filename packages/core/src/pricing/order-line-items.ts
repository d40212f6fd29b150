import { API_ERRORS, type ApiErrorCode } from '../errors/api-errors.ts';
import type { Money } from '../money/money.ts';
import { calculateQuantityFromDates, calculateQuantityFromHours, type Instant } from './booking-quantity.ts';
import {
  type CommissionConfig,
  getCustomerCommissionLineItems,
  getProviderCommissionLineItems,
  isMinimumCommissionAboveOrderTotal,
  MINIMUM_COMMISSION_EXCEEDS_PAYIN_MESSAGE,
} from './commission.ts';
import { computeLineTotal, type LineItemDraft } from './line-item.ts';
import { findPriceVariant, type PriceVariant } from './price-variants.ts';
import { getDeliveryLineItems, type ShippingPrices } from './shipping.ts';
import { type ValidLineItems, validateLineItems } from './validate-line-items.ts';

/** Unit types whose orders are priced here; `inquiry` listings have no price. */
export const PRICED_UNIT_TYPES = ['day', 'night', 'hour', 'fixed', 'item', 'file'] as const;

/** A unit type with pricing. */
export type PricedUnitType = (typeof PRICED_UNIT_TYPES)[number];

const BOOKABLE_UNIT_TYPES: readonly string[] = ['day', 'night', 'hour', 'fixed'];

/** What pricing needs from a listing (its price and `publicData`). */
export interface OrderListing extends ShippingPrices {
  price: Money;
  unitType: string;
  priceVariationsEnabled?: boolean;
  priceVariants?: readonly PriceVariant[] | null;
}

/** The checkout's `orderData`. */
export interface OrderData {
  bookingStart?: Instant | null;
  bookingEnd?: Instant | null;
  seats?: number | null;
  stockReservationQuantity?: number | null;
  deliveryMethod?: string | null;
  priceVariantName?: string | null;
}

/** Commission rules from the commission asset. */
export interface OrderCommissions {
  provider?: CommissionConfig | null;
  customer?: CommissionConfig | null;
}

/** Why an order could not be priced, with the API code and status to answer with. */
export interface OrderPricingError {
  ok: false;
  code: ApiErrorCode;
  status: number;
  message: string;
}

function refuse(code: ApiErrorCode, message: string): OrderPricingError {
  return { ok: false, code, status: API_ERRORS[code].status, message };
}

type OrderAmount = Pick<LineItemDraft, 'quantity' | 'units' | 'seats'>;

const hasSeats = (order: OrderData): order is OrderData & { seats: number } =>
  typeof order.seats === 'number' && order.seats > 0;

function bookingAmount(unitType: string, order: OrderData): OrderAmount | string {
  if (unitType === 'fixed') return hasSeats(order) ? { units: 1, seats: order.seats } : { quantity: 1 };
  const { bookingStart: start, bookingEnd: end } = order;
  if (start == null || end == null) return 'bookingStart and bookingEnd are required';
  const units =
    unitType === 'hour' ? calculateQuantityFromHours(start, end) : calculateQuantityFromDates(start, end);
  if (!(units > 0)) return 'bookingEnd must be after bookingStart';
  return hasSeats(order) ? { units, seats: order.seats } : { quantity: units };
}

function unitPriceFor(listing: OrderListing, order: OrderData): Money | OrderPricingError {
  const soldByVariant = listing.unitType === 'item' && listing.priceVariationsEnabled;
  const usesVariants =
    soldByVariant || (BOOKABLE_UNIT_TYPES.includes(listing.unitType) && listing.priceVariationsEnabled);
  // Items sold by product variant have stock per variant: an order must say which it takes.
  if (soldByVariant && !order.priceVariantName) {
    return refuse(
      'validation-invalid-params',
      'priceVariantName is required: the listing is sold by variant',
    );
  }
  if (!usesVariants || !order.priceVariantName) return listing.price;
  const variant = findPriceVariant(listing.priceVariants, order.priceVariantName);
  // Charging the listing's base price for an unknown variant would bill the wrong amount.
  if (!variant)
    return refuse('transaction-listing-variant-not-found', `no price variant ${order.priceVariantName}`);
  // A session is sold by its length: a longer booking at the variant's price would be a discount.
  const { bookingStart: start, bookingEnd: end } = order;
  if (listing.unitType === 'fixed' && start != null && end != null) {
    const minutes = (Number(end) - Number(start)) / 60_000;
    if (minutes !== variant.bookingLengthInMinutes) {
      return refuse(
        'validation-invalid-params',
        `a booking of ${variant.name} lasts ${variant.bookingLengthInMinutes} minutes, not ${minutes}`,
      );
    }
  }
  return { amount: variant.priceInSubunits, currency: listing.price.currency };
}

/**
 * The line items of an order, as the web template's server builds them for
 * `/api/transaction-line-items` and the privileged initiate/transition calls: the order line
 * (`line-item/<unitType>`, by quantity or units × seats), delivery for items, then provider and
 * customer commission on the order line. Returns computed items with pay-in and payout.
 */
export function buildOrderLineItems(
  listing: OrderListing,
  order: OrderData,
  commissions: OrderCommissions = {},
): ValidLineItems | OrderPricingError {
  const { unitType } = listing;
  if (!(PRICED_UNIT_TYPES as readonly string[]).includes(unitType)) {
    return refuse('validation-invalid-params', `unit type ${unitType} has no pricing`);
  }
  const unitPrice = unitPriceFor(listing, order);
  if ('ok' in unitPrice) return unitPrice;

  let amount: OrderAmount | string;
  let extraLineItems: LineItemDraft[] = [];
  if (unitType === 'item') {
    const quantity = order.stockReservationQuantity;
    if (!(typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0)) {
      amount = 'stockReservationQuantity must be a positive integer';
    } else {
      amount = { quantity };
      extraLineItems = getDeliveryLineItems(order.deliveryMethod, listing, unitPrice.currency, quantity);
    }
  } else if (unitType === 'file') {
    amount = { quantity: 1 };
  } else {
    amount = bookingAmount(unitType, order);
  }
  if (typeof amount === 'string')
    return refuse('validation-invalid-params', `order lacks quantity information: ${amount}`);

  const orderLine: LineItemDraft = {
    code: `line-item/${unitType}`,
    unitPrice,
    ...amount,
    includeFor: ['customer', 'provider'],
  };
  const orderTotal = computeLineTotal(orderLine);
  if (!orderTotal.ok) return refuse('validation-invalid-params', orderTotal.message);
  if (isMinimumCommissionAboveOrderTotal(commissions.provider, orderTotal.lineTotal)) {
    return refuse('bad-request', MINIMUM_COMMISSION_EXCEEDS_PAYIN_MESSAGE);
  }
  const result = validateLineItems([
    orderLine,
    ...extraLineItems,
    ...getProviderCommissionLineItems(commissions.provider, orderTotal.lineTotal),
    ...getCustomerCommissionLineItems(commissions.customer, orderTotal.lineTotal),
  ]);
  return result.ok ? result : refuse(result.code, result.message);
}
