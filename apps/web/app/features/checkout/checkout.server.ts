import type { ListingResource } from '@mercato/core/contracts/listing';
import { USER_FACING_TEXTS } from '@mercato/core/errors/user-messages';
import type { MercatoSdk } from '@mercato/sdk/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect, redirectDocument } from 'react-router';
import { requireUser } from '../../lib/auth.server.ts';
import type { ActionArgs, LoaderArgs, WebSession } from '../../lib/context.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { throwReadRefusal } from '../../lib/read-refusal.server.ts';
import { forgetBookingSlots } from '../listings/booking-slots.server.ts';
import { listingPath } from '../listings/listing-paths.ts';
import { type PriceVariantView, priceVariantViewsOf } from '../listings/price-variant-view.ts';
import {
  type BreakdownView,
  bookingPeriodText,
  breakdownOf,
  listingClockOf,
} from '../transactions/transaction-view.ts';
import { checkoutErrorText } from './checkout-errors.ts';
import { cardDigitsOf, checkoutForm, MAX_SEATS } from './checkout-form.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REQUEST_TRANSITION = 'transition/request-payment';

/** The payment intent of a requested transaction (protectedData, as Sharetribe's processes keep it). */
function paymentIntentIdOf(protectedData: unknown): string | null {
  const intents = (
    protectedData as { stripePaymentIntents?: { default?: { stripePaymentIntentId?: unknown } } }
  )?.stripePaymentIntents;
  const id = intents?.default?.stripePaymentIntentId;
  return typeof id === 'string' && /^pi_[A-Za-z0-9_]{1,100}$/.test(id) ? id : null;
}

function stripeCodeOf(error: SdkError): string | null {
  const code = error.errors[0]?.meta?.stripeCode;
  return typeof code === 'string' ? code : null;
}

/** What the checkout page shows. */
export interface CheckoutData {
  listing: { id: string; title: string; path: string; authorName: string | null };
  bookingStart: string;
  bookingEnd: string;
  seats: number;
  /** The price variant booked (its name), for listings booked by variant; else null. */
  variantName: string | null;
  /** "Mon, Dec 7, 2026, 10:00 – 11:00" on the listing's clock. */
  period: string | null;
  /** The speculative transaction's breakdown; null when it could not be computed. */
  breakdown: BreakdownView | null;
  /** Why the order cannot be placed (spec §8 checkout texts); null when it can. */
  error: string | null;
}

/** What the action answers when the order was not placed. */
export interface CheckoutActionData {
  errors: FieldErrors;
  formError: string | null;
}

function processAliasOf(listing: ListingResource): string | null {
  const alias = listing.attributes.publicData?.transactionProcessAlias;
  return typeof alias === 'string' && alias ? alias : null;
}

async function readListing(request: Request, session: WebSession, id: string) {
  try {
    const response = await session.sdk.listings.show({ id, include: ['author'] });
    if (response.data.attributes.deleted) throw data(null, { status: 404 });
    return response;
  } catch (error) {
    throwReadRefusal(error, request);
  }
}

async function trustedSdkOf(session: WebSession): Promise<MercatoSdk> {
  if (!session.trustedSdk) throw new Error('The web server cannot make trusted calls (no client secret)');
  return session.trustedSdk();
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
  if (!UUID.test(id)) throw data(null, { status: 404 });
  const response = await readListing(request, session, id);
  const listing = response.data;
  const title = listing.attributes.title ?? '';
  const path = listingPath({ id, title });
  const url = new URL(request.url);
  const variant = bookedVariant(listing, url.searchParams.get('priceVariantName'));
  if (variant === undefined) throw redirect(path);
  const bookingStart = instantParam(url, 'bookingStart');
  const bookingEnd =
    variant && bookingStart ? variantEnd(variant, bookingStart) : instantParam(url, 'bookingEnd');
  const seats = seatsParam(url);
  if (!bookingStart || !bookingEnd || bookingStart >= bookingEnd) throw redirect(path);
  const { kind, timeZone } = listingClockOf(listing.attributes.availabilityPlan);
  const author = response.included.find((r) => (r as { type?: unknown }).type === 'user') as
    | { attributes?: { profile?: { displayName?: string } } }
    | undefined;
  const base = {
    listing: { id, title, path, authorName: author?.attributes?.profile?.displayName ?? null },
    bookingStart,
    bookingEnd,
    seats,
    variantName: variant?.name ?? null,
    period: bookingPeriodText({ start: bookingStart, end: bookingEnd }, kind, timeZone),
  };
  const processAlias = processAliasOf(listing);
  if (!processAlias)
    return {
      ...base,
      breakdown: null,
      error: checkoutErrorText({ status: 400, errors: [] }, 'checkout.noTransactionProcess'),
    };
  try {
    const trusted = await trustedSdkOf(session);
    const speculative = await trusted.transactions.initiateSpeculative({
      processAlias,
      transition: REQUEST_TRANSITION,
      params: requestParams(id, bookingStart, bookingEnd, seats, variant),
    });
    return { ...base, breakdown: breakdownOf(speculative.data, 'customer'), error: null };
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    return { ...base, breakdown: null, error: checkoutErrorText(error, 'checkout.speculateFailed') };
  }
}

/**
 * "Confirm and pay": `request-payment` with the card (privileged, so with the trusted token), then
 * `confirm-payment` as the customer, then the order page. A declined card shows its text and leaves
 * no booking (the platform declines before anything is stored).
 */
export async function submitCheckout({ request, params, context }: ActionArgs) {
  const { session } = context;
  await requireUser(request, session);
  const id = params.id ?? '';
  if (!UUID.test(id)) throw data(null, { status: 404 });
  const parsed = checkoutForm(await request.formData());
  if (!parsed.ok) {
    return data<CheckoutActionData>({ errors: parsed.errors, formError: null }, { status: 400 });
  }
  const { bookingStart, seats, cardNumber, priceVariantName } = parsed.data;
  const listing = (await readListing(request, session, id)).data;
  const variant = bookedVariant(listing, priceVariantName);
  if (variant === undefined) {
    return data<CheckoutActionData>(
      { errors: {}, formError: USER_FACING_TEXTS.variantNotAvailable },
      { status: 409 },
    );
  }
  const bookingEnd = variant ? variantEnd(variant, bookingStart) : parsed.data.bookingEnd;
  const processAlias = processAliasOf(listing);
  if (!processAlias) {
    return data<CheckoutActionData>(
      {
        errors: {},
        formError: checkoutErrorText({ status: 400, errors: [] }, 'checkout.noTransactionProcess'),
      },
      { status: 409 },
    );
  }
  let transactionId: string;
  let intentId: string | null;
  try {
    const trusted = await trustedSdkOf(session);
    const created = await trusted.transactions.initiate({
      processAlias,
      transition: REQUEST_TRANSITION,
      params: {
        ...requestParams(
          id,
          new Date(bookingStart).toISOString(),
          new Date(bookingEnd).toISOString(),
          seats,
          variant,
        ),
        paymentMethod: cardDigitsOf(cardNumber),
      },
    });
    transactionId = created.data.id;
    forgetBookingSlots(id);
    intentId = paymentIntentIdOf(created.data.attributes.protectedData);
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const status = error.status >= 400 && error.status < 500 ? error.status : 502;
    return data<CheckoutActionData>(
      { errors: {}, formError: checkoutErrorText(error, 'checkout.generic') },
      { status },
    );
  }
  try {
    await session.sdk.transactions.transition({
      id: transactionId,
      transition: 'transition/confirm-payment',
    });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    // A card that needs 3-D Secure: the customer authenticates at the payment provider's page
    // (the sandbox's own page) and comes back to the order, where Confirm payment finishes it.
    if (intentId && stripeCodeOf(error) === 'authentication_required') {
      const back = encodeURIComponent(`/order/${transactionId}`);
      // A page outside the web app: the browser loads it as a document, not as route data.
      throw redirectDocument(`/_payments/authenticate/${encodeURIComponent(intentId)}?return=${back}`);
    }
    // The request exists; its page says it waits for payment, which expires after 15 minutes.
    return data<CheckoutActionData>(
      { errors: {}, formError: checkoutErrorText(error, 'checkout.retrievePaymentFailed') },
      { status: 502 },
    );
  }
  throw redirect(`/order/${transactionId}`);
}
