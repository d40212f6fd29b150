import type { ListingResource } from '@mercato/core/contracts/listing';
import type { MercatoSdk } from '@mercato/sdk/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect, redirectDocument } from 'react-router';
import type { WebSession } from '../../lib/context.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { uuidOrNull } from '../../lib/ids.ts';
import { throwReadRefusal } from '../../lib/read-refusal.server.ts';
import { checkoutErrorText } from './checkout-errors.ts';

// What every checkout does whatever it orders: read the listing, make trusted calls, and place
// the order with the card (request, then confirm the payment, with 3-D Secure when asked).

export const REQUEST_TRANSITION = 'transition/request-payment';
/** The request that continues an inquiry (booking and purchase processes). */
export const AFTER_INQUIRY_TRANSITION = 'transition/request-payment-after-inquiry';

/** The inquiry a checkout continues (`?inquiry=<transaction id>` or the form's field), if any. */
export function inquiryIdOf(value: FormDataEntryValue | string | null): string | null {
  return uuidOrNull(value);
}

/**
 * The price quote of an order: a speculative request, or a speculative request after the inquiry
 * the order continues. Line items are privileged, so the trusted token asks.
 */
export async function quoteOrder(
  session: WebSession,
  order: { processAlias: string; params: Record<string, unknown>; inquiryId: string | null },
) {
  const trusted = await trustedSdkOf(session);
  if (order.inquiryId) {
    const { listingId: _listing, ...params } = order.params;
    return trusted.transactions.transitionSpeculative({
      id: order.inquiryId,
      transition: AFTER_INQUIRY_TRANSITION,
      params,
    });
  }
  return trusted.transactions.initiateSpeculative({
    processAlias: order.processAlias,
    transition: REQUEST_TRANSITION,
    params: order.params,
  });
}

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

/** The listing a checkout orders. */
export interface CheckoutListing {
  id: string;
  title: string;
  path: string;
  authorName: string | null;
}

/** What the action answers when the order was not placed. */
export interface CheckoutActionData {
  errors: FieldErrors;
  formError: string | null;
}

export function processAliasOf(listing: ListingResource): string | null {
  const alias = listing.attributes.publicData?.transactionProcessAlias;
  return typeof alias === 'string' && alias ? alias : null;
}

export async function readListing(request: Request, session: WebSession, id: string) {
  try {
    const response = await session.sdk.listings.show({ id, include: ['author'] });
    if (response.data.attributes.deleted) throw data(null, { status: 404 });
    return response;
  } catch (error) {
    throwReadRefusal(error, request);
  }
}

export async function trustedSdkOf(session: WebSession): Promise<MercatoSdk> {
  if (!session.trustedSdk) throw new Error('The web server cannot make trusted calls (no client secret)');
  return session.trustedSdk();
}

/**
 * "Confirm and pay" for any order: `request-payment` with the card (privileged, so with the
 * trusted token), then `confirm-payment` as the customer, then the order page. A declined card
 * shows its text and leaves nothing behind (the platform declines before anything is stored); a
 * card that needs 3-D Secure goes to the payment provider's page first.
 */
export async function placeOrder(
  session: WebSession,
  order: {
    processAlias: string;
    params: Record<string, unknown>;
    /** The customer's inquiry about the listing that this order continues, if any. */
    inquiryId?: string | null;
    onCreated?: () => void;
  },
) {
  let transactionId: string;
  let intentId: string | null;
  try {
    const trusted = await trustedSdkOf(session);
    const { listingId: _listing, ...transitionParams } = order.params;
    const created = order.inquiryId
      ? await trusted.transactions.transition({
          id: order.inquiryId,
          transition: AFTER_INQUIRY_TRANSITION,
          params: transitionParams,
        })
      : await trusted.transactions.initiate({
          processAlias: order.processAlias,
          transition: REQUEST_TRANSITION,
          params: order.params,
        });
    transactionId = created.data.id;
    order.onCreated?.();
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
