import { bookingPeriodText, listingClockOf } from '@mercato/core/availability/booking-period';
import type { ListingResource } from '@mercato/core/contracts/listing';
import { SCREEN_ERROR_MESSAGES, USER_FACING_TEXTS } from '@mercato/core/errors/user-messages';
import type { BreakdownView } from '@mercato/core/pricing/price-breakdown';
import { CHECKOUT_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/checkout-page';
import { data, redirect } from 'react-router';
import { requireUser } from '../../lib/auth.server.ts';
import { wallClockOf } from '../../lib/calendar/local-time.ts';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { isUuid } from '../../lib/ids.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import { loadSavedCard, type SavedCardView } from '../accounts/saved-card.server.ts';
import { forgetBookingSlots } from '../booking-panel/booking-slots.server.ts';
import { type PriceVariantView, priceVariantViewsOf } from '../booking-panel/price-variant-view.ts';
import { listingPath } from '../listings/listing-paths.ts';
import { orderActionOf, unitTypeOf } from '../listings/listing-price.ts';
import { checkoutForm, MAX_SEATS } from './checkout-form.ts';
import {
  type CheckoutActionData,
  type CheckoutListing,
  cardPaymentOf,
  checkoutRefused,
  enteredAddressesOf,
  inquiryIdOf,
  type Payer,
  placeOrder,
  processAliasOf,
  quotedCheckout,
  readListing,
} from './checkout-order.server.ts';
import {
  checkoutListingOf,
  loadPurchaseCheckout,
  type PurchaseCheckoutData,
  submitPurchaseCheckout,
} from './purchase-checkout.server.ts';
import { countryOptions } from './shipping-countries.ts';

/** What the checkout page shows: a booking's or an order of items'. */
export type CheckoutData = BookingCheckoutData | PurchaseCheckoutData;
export type { CheckoutActionData };

/** What the checkout page shows of a booking. */
export interface BookingCheckoutData {
  kind: 'booking';
  listing: CheckoutListing;
  bookingStart: string;
  bookingEnd: string;
  seats: number;
  /** The price variant booked (its name), for listings booked by variant; else null. */
  variantName: string | null;
  /** The customer's inquiry this booking continues (request-payment-after-inquiry), if any. */
  inquiryId: string | null;
  /** "Mon, Dec 7, 2026, 10:00 – 11:00" on the listing's clock. */
  period: string | null;
  /** The countries the billing address form offers (code and name). */
  countries: { code: string; name: string }[];
  /** The speculative transaction's breakdown; null when it could not be computed. */
  breakdown: BreakdownView | null;
  /** Why the order cannot be placed (spec §8 checkout texts); null when it can. */
  error: string | null;
  /** The customer's saved card, offered first; null without one. */
  savedCard: SavedCardView | null;
}

function instantParam(url: URL, name: string): string | null {
  const value = url.searchParams.get(name);
  return value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;
}

function seatsParam(url: URL): number {
  const seats = Number.parseInt(url.searchParams.get('seats') ?? '1', 10);
  return Number.isSafeInteger(seats) && seats >= 1 && seats <= MAX_SEATS ? seats : 1;
}

function requestParams(
  listingId: string,
  bookingStart: string,
  bookingEnd: string,
  seats: number,
  variant: PriceVariantView | null,
) {
  return {
    listingId,
    bookingStart,
    bookingEnd,
    seats,
    ...(variant ? { priceVariantName: variant.name } : {}),
  };
}

/**
 * The variant a checkout books, for listings booked by variant: the one named, or `undefined` when
 * the listing has variants and the name is none of them. Null for one-price listings.
 */
function bookedVariant(listing: ListingResource, name: string | null | undefined) {
  const variants = priceVariantViewsOf(listing);
  if (variants.length === 0) return null;
  return variants.find((variant) => variant.name === name);
}

/** A variant's session ends its length after it starts, whatever end a URL or form names. */
function variantEnd(variant: PriceVariantView, start: string): string {
  return new Date(Date.parse(start) + variant.minutes * 60_000).toISOString();
}

/**
 * CheckoutPage (spec §2 `/l/:id/checkout?bookingStart=…&bookingEnd=…`): the listing, the chosen
 * times and the price breakdown of a speculative `request-payment`, computed by the platform with
 * the user's trusted token (line items are privileged). Without valid times it goes back to the
 * listing page to choose them.
 */
export async function loadCheckout({ request, params, context }: LoaderArgs): Promise<CheckoutData> {
  const { session } = context;
  await requireUser(request, session);
  const id = params.id ?? '';
  if (!isUuid(id)) throw data(null, { status: 404 });
  const response = await readListing(request, session, id);
  const listing = response.data;
  const title = listing.attributes.title ?? '';
  const path = listingPath({ id, title });
  const url = new URL(request.url);
  if (orderActionOf(unitTypeOf(listing.attributes.publicData)) === 'buy') {
    return loadPurchaseCheckout(session, url, response, checkoutListingOf(response));
  }
  const variant = bookedVariant(listing, url.searchParams.get('priceVariantName'));
  if (variant === undefined) throw redirect(path);
  const bookingStart = instantParam(url, 'bookingStart');
  const bookingEnd =
    variant && bookingStart ? variantEnd(variant, bookingStart) : instantParam(url, 'bookingEnd');
  const seats = seatsParam(url);
  if (!bookingStart || !bookingEnd) throw redirect(path);
  const { kind, timeZone } = listingClockOf(listing.attributes.availabilityPlan);
  if (bookingStart >= bookingEnd) {
    // Back to the chosen day, which says why (a form without scripts offers every end of the day).
    const { date } = wallClockOf(new Date(bookingStart), timeZone);
    const back = new URLSearchParams({ month: date.slice(0, 7), date, times: 'end-before-start' });
    throw redirect(`${path}?${back}`);
  }
  const author = response.included.find((r) => (r as { type?: unknown }).type === 'user') as
    | { attributes?: { profile?: { displayName?: string } } }
    | undefined;
  const base = {
    kind: 'booking' as const,
    listing: { id, title, path, authorName: author?.attributes?.profile?.displayName ?? null },
    bookingStart,
    bookingEnd,
    seats,
    variantName: variant?.name ?? null,
    inquiryId: inquiryIdOf(url.searchParams.get('inquiry')),
    period: bookingPeriodText({ start: bookingStart, end: bookingEnd }, kind, timeZone),
    countries: countryOptions(),
    savedCard: await loadSavedCard(session),
  };
  return quotedCheckout(session, listing, base, requestParams(id, bookingStart, bookingEnd, seats, variant));
}

/**
 * "Confirm and pay": `request-payment` with the card (privileged, so with the trusted token), then
 * `confirm-payment` as the customer, then the order page. A declined card shows its text and leaves
 * no booking (the platform declines before anything is stored).
 */
export async function submitCheckout({ request, params, context }: ActionArgs) {
  const { session } = context;
  const user = await requireUser(request, session);
  const id = params.id ?? '';
  if (!isUuid(id)) throw data(null, { status: 404 });
  const form = await request.formData();
  const response = await readListing(request, session, id);
  const listing = response.data;
  const t = await serverTexts(context, CHECKOUT_PAGE_TEXTS);
  const payer: Payer = {
    email: user.attributes.email,
    savedCardGone: t('savedCardGone'),
    withStripe: Boolean(context.stripePublishableKey),
    cookies: context.identityProviderSettings,
  };
  if (orderActionOf(unitTypeOf(listing.attributes.publicData)) === 'buy')
    return submitPurchaseCheckout(session, form, response, payer);
  const parsed = checkoutForm(form);
  if (!parsed.ok) {
    return checkoutRefused(400, { errors: parsed.errors, entered: enteredAddressesOf(form) });
  }
  const { bookingStart, seats, priceVariantName, billingAddress } = parsed.data;
  const variant = bookedVariant(listing, priceVariantName);
  if (variant === undefined) {
    return checkoutRefused(409, { formError: USER_FACING_TEXTS.variantNotAvailable });
  }
  const bookingEnd = variant ? variantEnd(variant, bookingStart) : parsed.data.bookingEnd;
  const processAlias = processAliasOf(listing);
  if (!processAlias) {
    return checkoutRefused(409, {
      formError: SCREEN_ERROR_MESSAGES['checkout.noTransactionProcess'],
    });
  }
  const payment = await cardPaymentOf(session, parsed.data, payer);
  if (!payment)
    return checkoutRefused(409, { formError: payer.savedCardGone, entered: enteredAddressesOf(form) });
  return placeOrder(session, {
    processAlias,
    params: {
      ...requestParams(
        id,
        new Date(bookingStart).toISOString(),
        new Date(bookingEnd).toISOString(),
        seats,
        variant,
      ),
      ...payment.params,
      billingAddress,
    },
    form,
    onCreated: () => forgetBookingSlots(id),
    withStripe: payer.withStripe,
    payment,
  });
}
