import type { ListingResource } from '@mercato/core/contracts/listing';
import type { DeliveryMethod } from '@mercato/core/validators/order';
import { offeredDeliveryMethods } from '@mercato/core/validators/purchase-delivery';
import { SdkError } from '@mercato/sdk/sdk-error';
import type { ApiResponse } from '@mercato/sdk/session';
import { data, redirect } from 'react-router';
import type { WebSession } from '../../lib/context.ts';
import { listingPath } from '../listings/listing-paths.ts';
import { MAX_ORDER_QUANTITY } from '../listings/purchase-view.ts';
import { type BreakdownView, breakdownOf } from '../transactions/transaction-view.ts';
import { checkoutErrorText } from './checkout-errors.ts';
import { cardDigitsOf } from './checkout-form.ts';
import {
  type CheckoutActionData,
  type CheckoutListing,
  inquiryIdOf,
  placeOrder,
  processAliasOf,
  quoteOrder,
} from './checkout-order.server.ts';
import { purchaseCheckoutForm, shippingDetailsOf } from './purchase-checkout-form.ts';
import { countryOptions } from './shipping-countries.ts';

/** What the checkout page shows of an order of items. */
export interface PurchaseCheckoutData {
  kind: 'purchase';
  listing: CheckoutListing;
  quantity: number;
  /** How the order reaches the customer; null for listings that offer no delivery choice. */
  deliveryMethod: DeliveryMethod | null;
  /** The countries the shipping address form offers (code and name), when the order is shipped. */
  countries: { code: string; name: string }[];
  /** The customer's inquiry this order continues (request-payment-after-inquiry), if any. */
  inquiryId: string | null;
  breakdown: BreakdownView | null;
  error: string | null;
}

/** The listing as the checkout names it. */
export function checkoutListingOf(response: ApiResponse<ListingResource>): CheckoutListing {
  const listing = response.data;
  const title = listing.attributes.title ?? '';
  const author = response.included.find((r) => (r as { type?: unknown }).type === 'user') as
    | { attributes?: { profile?: { displayName?: string } } }
    | undefined;
  return {
    id: listing.id,
    title,
    path: listingPath({ id: listing.id, title }),
    authorName: author?.attributes?.profile?.displayName ?? null,
  };
}

function quantityParam(url: URL): number | null {
  const quantity = Number(url.searchParams.get('quantity') ?? '1');
  return Number.isSafeInteger(quantity) && quantity >= 1 && quantity <= MAX_ORDER_QUANTITY ? quantity : null;
}

/**
 * The delivery the order asks for, when the listing offers it: a listing with delivery options
 * needs one of them (else `undefined`); a listing without any takes none (`null`).
 */
function deliveryChoice(listing: ListingResource, asked: string | null): DeliveryMethod | null | undefined {
  const offered = offeredDeliveryMethods(listing.attributes.publicData ?? {});
  if (offered.length === 0) return null;
  return offered.find((method) => method === asked);
}

function orderParams(listingId: string, quantity: number, deliveryMethod: DeliveryMethod | null) {
  return {
    listingId,
    stockReservationQuantity: quantity,
    ...(deliveryMethod ? { deliveryMethod } : {}),
  };
}

/**
 * CheckoutPage for items (spec §2 `/l/:id/checkout?quantity=…&deliveryMethod=…`): the quantity,
 * the delivery and the price breakdown of a speculative `request-payment` (line items are
 * privileged, so the platform computes them with the trusted token). A quantity or delivery the
 * listing does not offer goes back to the listing page.
 */
export async function loadPurchaseCheckout(
  session: WebSession,
  url: URL,
  response: ApiResponse<ListingResource>,
  listing: CheckoutListing,
): Promise<PurchaseCheckoutData> {
  const quantity = quantityParam(url);
  const deliveryMethod = deliveryChoice(response.data, url.searchParams.get('deliveryMethod'));
  if (quantity === null || deliveryMethod === undefined) throw redirect(listing.path);
  const base = {
    kind: 'purchase' as const,
    listing,
    quantity,
    deliveryMethod,
    countries: deliveryMethod === 'shipping' ? countryOptions() : [],
    inquiryId: inquiryIdOf(url.searchParams.get('inquiry')),
  };
  const processAlias = processAliasOf(response.data);
  if (!processAlias) {
    return {
      ...base,
      breakdown: null,
      error: checkoutErrorText({ status: 400, errors: [] }, 'checkout.noTransactionProcess'),
    };
  }
  try {
    const speculative = await quoteOrder(session, {
      processAlias,
      params: orderParams(listing.id, quantity, deliveryMethod),
      inquiryId: base.inquiryId,
    });
    return { ...base, breakdown: breakdownOf(speculative.data, 'customer'), error: null };
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    return { ...base, breakdown: null, error: checkoutErrorText(error, 'checkout.speculateFailed') };
  }
}

/**
 * "Confirm and pay" for items: the address is checked here first (the platform checks it again),
 * then the order is placed with the quantity, the delivery and, for shipping, the address in the
 * transaction's protected data, as the web template keeps it.
 */
export async function submitPurchaseCheckout(session: WebSession, form: FormData, listing: ListingResource) {
  const parsed = purchaseCheckoutForm(form);
  if (!parsed.ok) {
    return data<CheckoutActionData>({ errors: parsed.errors, formError: null }, { status: 400 });
  }
  const { quantity, cardNumber, shippingAddress } = parsed.data;
  const deliveryMethod = deliveryChoice(listing, parsed.data.deliveryMethod ?? null);
  const processAlias = processAliasOf(listing);
  if (deliveryMethod === undefined || !processAlias) {
    return data<CheckoutActionData>(
      {
        errors: {},
        formError: checkoutErrorText(
          { status: 400, errors: [] },
          processAlias ? 'checkout.generic' : 'checkout.noTransactionProcess',
        ),
      },
      { status: 409 },
    );
  }
  return placeOrder(session, {
    processAlias,
    params: {
      ...orderParams(listing.id, quantity, deliveryMethod),
      protectedData: {
        ...(deliveryMethod ? { deliveryMethod } : {}),
        ...(shippingAddress ? { shippingDetails: shippingDetailsOf(shippingAddress) } : {}),
      },
      paymentMethod: cardDigitsOf(cardNumber),
    },
    inquiryId: inquiryIdOf(form.get('inquiryId')),
  });
}
