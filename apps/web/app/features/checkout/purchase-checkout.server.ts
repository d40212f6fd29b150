import type { ListingResource } from '@mercato/core/contracts/listing';
import { SCREEN_ERROR_MESSAGES, USER_FACING_TEXTS } from '@mercato/core/errors/user-messages';
import type { BreakdownView } from '@mercato/core/pricing/price-breakdown';
import type { DeliveryMethod } from '@mercato/core/validators/order';
import { phoneNumberIssue } from '@mercato/core/validators/phone-number';
import { offeredDeliveryMethods } from '@mercato/core/validators/purchase-delivery';
import type { ApiResponse } from '@mercato/sdk/session';
import { redirect } from 'react-router';
import type { WebSession } from '../../lib/context.ts';
import { loadSavedCard, type SavedCardView } from '../accounts/saved-card.server.ts';
import { MAX_ORDER_QUANTITY, productVariantViewsOf } from '../booking-panel/purchase-view.ts';
import { listingPath } from '../listings/listing-paths.ts';
import { variantStocksOf } from '../listings/listing-stock.ts';
import {
  type CheckoutListing,
  cardPaymentOf,
  checkoutRefused,
  enteredAddressesOf,
  inquiryIdOf,
  type Payer,
  placeOrder,
  processAliasOf,
  quotedCheckout,
} from './checkout-order.server.ts';
import { purchaseCheckoutForm, shippingDetailsOf } from './purchase-checkout-form.ts';
import { countryOptions } from './shipping-countries.ts';

/** What the checkout page shows of an order of items. */
export interface PurchaseCheckoutData {
  kind: 'purchase';
  /** A download (unit `file`): one copy of the listing's files, no delivery. */
  download: boolean;
  listing: CheckoutListing;
  quantity: number;
  /** The product variant ordered, for a listing sold by variant; else null. */
  variantName: string | null;
  /** How the order reaches the customer; null for listings that offer no delivery choice. */
  deliveryMethod: DeliveryMethod | null;
  /** The countries the shipping and billing address forms offer (code and name). */
  countries: { code: string; name: string }[];
  /** The customer's inquiry this order continues (request-payment-after-inquiry), if any. */
  inquiryId: string | null;
  breakdown: BreakdownView | null;
  error: string | null;
  /** The customer's saved card, offered first; null without one. */
  savedCard: SavedCardView | null;
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

/** Whether the listing is a download (unit `file`): bought once, from no stock. */
function isDownload(listing: ListingResource): boolean {
  return listing.attributes.publicData?.unitType === 'file';
}

function orderParams(
  listing: ListingResource,
  quantity: number,
  deliveryMethod: DeliveryMethod | null,
  variantName: string | null,
) {
  return {
    listingId: listing.id,
    ...(isDownload(listing) ? {} : { stockReservationQuantity: quantity }),
    ...(deliveryMethod ? { deliveryMethod } : {}),
    ...(variantName ? { priceVariantName: variantName } : {}),
  };
}

/**
 * The product variant an order of a listing sold by variant takes (spec §8): the one asked for, or
 * why it cannot be ordered — gone from the listing, or sold out. `null` for listings sold without.
 */
function variantChoice(
  response: ApiResponse<ListingResource>,
  asked: string | null,
): { name: string } | { error: string } | null {
  const variants = productVariantViewsOf(response.data, variantStocksOf(response.data, response.included));
  if (variants.length === 0) return null;
  const variant = variants.find((v) => v.name === asked);
  if (!variant) return { error: USER_FACING_TEXTS.variantNotAvailable };
  if (variant.stock < 1) return { error: USER_FACING_TEXTS.variantOutOfStock };
  return { name: variant.name };
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
  const asked = quantityParam(url);
  const quantity = isDownload(response.data) && asked !== 1 ? null : asked;
  const deliveryMethod = deliveryChoice(response.data, url.searchParams.get('deliveryMethod'));
  if (quantity === null || deliveryMethod === undefined) throw redirect(listing.path);
  const variant = variantChoice(response, url.searchParams.get('variant'));
  const variantName = variant && 'name' in variant ? variant.name : null;
  const base = {
    kind: 'purchase' as const,
    download: isDownload(response.data),
    listing,
    quantity,
    variantName,
    deliveryMethod,
    countries: countryOptions(),
    inquiryId: inquiryIdOf(url.searchParams.get('inquiry')),
    savedCard: await loadSavedCard(session),
  };
  if (variant && 'error' in variant) return { ...base, breakdown: null, error: variant.error };
  return quotedCheckout(
    session,
    response.data,
    base,
    orderParams(response.data, quantity, deliveryMethod, variantName),
  );
}

/**
 * "Confirm and pay" for items: the address is checked here first (the platform checks it again),
 * then the order is placed with the quantity, the delivery and, for shipping, the address in the
 * transaction's protected data, as the web template keeps it.
 */
export async function submitPurchaseCheckout(
  session: WebSession,
  form: FormData,
  response: ApiResponse<ListingResource>,
  payer: Payer,
) {
  const listing = response.data;
  const parsed = purchaseCheckoutForm(form);
  if (!parsed.ok) {
    return checkoutRefused(400, { errors: parsed.errors, entered: enteredAddressesOf(form) });
  }
  const { quantity, shippingAddress, billingAddress } = parsed.data;
  if (isDownload(listing) && quantity !== 1) {
    return checkoutRefused(400, { formError: SCREEN_ERROR_MESSAGES['checkout.generic'] });
  }
  // The page checked the number's shape; whether it is a number of the country is known here.
  const phoneIssue = shippingAddress
    ? phoneNumberIssue(shippingAddress.phoneNumber, shippingAddress.country)
    : null;
  if (phoneIssue) {
    return checkoutRefused(400, { errors: { shippingPhone: phoneIssue }, entered: enteredAddressesOf(form) });
  }
  const variant = variantChoice(response, parsed.data.priceVariantName ?? null);
  if (variant && 'error' in variant) {
    return checkoutRefused(409, { formError: variant.error, entered: enteredAddressesOf(form) });
  }
  const deliveryMethod = deliveryChoice(listing, parsed.data.deliveryMethod ?? null);
  const processAlias = processAliasOf(listing);
  if (deliveryMethod === undefined || !processAlias) {
    return checkoutRefused(409, {
      formError: SCREEN_ERROR_MESSAGES[processAlias ? 'checkout.generic' : 'checkout.noTransactionProcess'],
    });
  }
  const payment = await cardPaymentOf(session, parsed.data, payer);
  if (!payment)
    return checkoutRefused(409, { formError: payer.savedCardGone, entered: enteredAddressesOf(form) });
  return placeOrder(session, {
    processAlias,
    withStripe: payer.withStripe,
    payment,
    params: {
      ...orderParams(listing, quantity, deliveryMethod, variant?.name ?? null),
      protectedData: {
        ...(deliveryMethod ? { deliveryMethod } : {}),
        ...(shippingAddress ? { shippingDetails: shippingDetailsOf(shippingAddress) } : {}),
        ...(variant ? { priceVariantName: variant.name } : {}),
      },
      ...payment.params,
      ...(billingAddress ? { billingAddress } : {}),
    },
    form,
  });
}
