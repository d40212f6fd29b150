import type { ListingResource } from '@mercato/core/contracts/listing';
import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import type { BreakdownView } from '@mercato/core/pricing/price-breakdown';
import { PRICE_BREAKDOWN_TEXTS } from '@mercato/core/texts/catalogs/transactions/price-breakdown';
import type { MercatoSdk } from '@mercato/sdk/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect, redirectDocument } from 'react-router';
import type { IdentityProviderSettings, WebSession } from '../../lib/context.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { uuidOrNull } from '../../lib/ids.ts';
import { needsAuthentication, paymentIntentIdOf } from '../../lib/payments.ts';
import { throwReadRefusal } from '../../lib/read-refusal.server.ts';
import { relatedOne } from '../../lib/relationships.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import { cardToSaveCookie } from '../accounts/card-to-save.server.ts';
import { loadSavedCard, saveCard } from '../accounts/saved-card.server.ts';
import { authenticationPath } from '../transactions/payment-confirmation.server.ts';
import { breakdownOf } from '../transactions/transaction-view.ts';
import { checkoutErrorText, checkoutRefusalOf } from './checkout-errors.ts';
import { cardDigitsOf } from './checkout-form.ts';

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
 * The inquiry an order may continue: the visitor's own question about this listing, in the
 * listing's process, still waiting to become an order. Any other transaction handed in (another
 * listing's, another process's, someone else's, one already paid) is not continued: the order
 * starts anew, so a checkout can never pay for something other than what it shows.
 */
async function continuableInquiry(
  session: WebSession,
  inquiryId: string | null | undefined,
  order: { processAlias: string; params: Record<string, unknown> },
): Promise<string | null> {
  if (!inquiryId) return null;
  try {
    const [tx, me] = await Promise.all([
      session.sdk.transactions.show({ id: inquiryId, include: ['listing', 'customer'] }),
      session.sdk.currentUser.show(),
    ]);
    const { attributes } = tx.data;
    const idOf = (name: string) =>
      (relatedOne(tx.data, name, tx.included ?? []) as { id?: unknown } | null)?.id;
    const matches =
      idOf('listing') === order.params.listingId &&
      idOf('customer') === me.data.id &&
      attributes.processName === order.processAlias.split('/')[0] &&
      attributes.state === 'state/inquiry';
    return matches ? inquiryId : null;
  } catch (error) {
    if (SdkError.is(error) && error.status < 500) return null;
    throw error;
  }
}

/**
 * The price quote of an order: a speculative request, or a speculative request after the inquiry
 * the order continues. Line items are privileged, so the trusted token asks.
 */
async function quoteOrder(
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

/**
 * What every checkout page shows below the order: the quote's price breakdown, or why there is
 * none (a listing without a process, a refused quote) in the checkout texts of spec §8.
 */
export async function quotedCheckout<T extends { inquiryId: string | null }>(
  session: WebSession,
  listing: ListingResource,
  base: T,
  params: Record<string, unknown>,
): Promise<T & { breakdown: BreakdownView | null; error: string | null }> {
  const processAlias = processAliasOf(listing);
  if (!processAlias) {
    return {
      ...base,
      breakdown: null,
      error: SCREEN_ERROR_MESSAGES['checkout.noTransactionProcess'],
    };
  }
  try {
    const inquiryId = await continuableInquiry(session, base.inquiryId, { processAlias, params });
    const speculative = await quoteOrder(session, { processAlias, params, inquiryId });
    const t = await serverTexts({ session }, PRICE_BREAKDOWN_TEXTS);
    return { ...base, breakdown: breakdownOf(speculative.data, 'customer', t), error: null };
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    return { ...base, breakdown: null, error: checkoutErrorText(error, 'checkout.speculateFailed') };
  }
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
  /** The addresses as typed, so a page drawn by the server (no JavaScript) keeps them; never the card. */
  entered?: EnteredAddresses;
}

/** The checkout's answer when the order was not placed: its messages, and the addresses as typed. */
export function checkoutRefused(status: number, refusal: Partial<CheckoutActionData>) {
  return data<CheckoutActionData>({ errors: {}, formError: null, ...refusal }, { status });
}

/** Address inputs as submitted, by input name (`shippingCity`, `billingSameAsShipping`…). */
export type EnteredAddresses = Partial<Record<string, string>>;

/** The address inputs of a submitted checkout form. */
export function enteredAddressesOf(form: FormData): EnteredAddresses {
  const entered: EnteredAddresses = {};
  for (const [name, value] of form) {
    if (/^(shipping|billing)[A-Za-z0-9]{1,30}$/.test(name) && typeof value === 'string') {
      entered[name] = value.slice(0, 200);
    }
  }
  return entered;
}

export function processAliasOf(listing: ListingResource): string | null {
  const alias = listing.attributes.publicData?.transactionProcessAlias;
  return typeof alias === 'string' && alias ? alias : null;
}

export async function readListing(request: Request, session: WebSession, id: string) {
  try {
    const response = await session.sdk.listings.show({ id, include: ['author', 'currentStock'] });
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
    /**
     * The checkout form: the customer's inquiry this order continues (`inquiryId`), if any, and
     * the addresses as typed, given back when the order is refused.
     */
    form: FormData;
    onCreated?: () => void;
    /** How the order pays, beyond its params: the card to save once the payment is confirmed. */
    payment?: Omit<CardPaymentPlan, 'params'>;
    /** Payments go through Stripe: a 3-D Secure check runs with Stripe.js on the order page. */
    withStripe?: boolean;
  },
) {
  const inquiryIdField = inquiryIdOf(order.form.get('inquiryId'));
  const entered = enteredAddressesOf(order.form);
  let transactionId: string;
  let intentId: string | null;
  try {
    const inquiryId = await continuableInquiry(session, inquiryIdField, order);
    const trusted = await trustedSdkOf(session);
    const { listingId: _listing, ...transitionParams } = order.params;
    const created = inquiryId
      ? await trusted.transactions.transition({
          id: inquiryId,
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
    const { status, text } = checkoutRefusalOf(error, 'checkout.generic');
    return checkoutRefused(status, { formError: text, entered });
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
    if (intentId && needsAuthentication(error)) {
      const orderPath = `/order/${transactionId}`;
      const keep = order.payment?.keepUntilAuthenticated?.(intentId);
      throw redirectDocument(authenticationPath(orderPath, intentId, order.withStripe === true), {
        ...(keep ? { headers: { 'set-cookie': keep } } : {}),
      });
    }
    // The request exists; its page says it waits for payment, which expires after 15 minutes.
    return checkoutRefused(502, {
      formError: checkoutErrorText(error, 'checkout.retrievePaymentFailed'),
      entered,
    });
  }
  await order.payment?.onPaid?.();
  throw redirect(`/order/${transactionId}`);
}

/** How a checkout pays, as its form says: the saved card or a new card's number, saved when asked. */
export interface CardPayment {
  paymentChoice: 'saved' | 'new';
  cardNumber?: string | undefined;
  stripePaymentMethodId?: string | undefined;
  saveCard: boolean;
}

/** Who pays at a checkout, and what the payment needs to know of the site. */
export interface Payer {
  email: string;
  /** The checkout's text for a saved card that was removed meanwhile. */
  savedCardGone: string;
  /** Payments go through Stripe (a 3-D Secure check runs with Stripe.js on the order page). */
  withStripe: boolean;
  /** Signs the cookie that keeps a card to save across the bank's check. */
  cookies: Pick<IdentityProviderSettings, 'cookieKey' | 'secureCookies'>;
}

/** How a checkout pays: the params of its request, and what to do about saving the card. */
export interface CardPaymentPlan {
  params: Record<string, unknown>;
  /** After the payment is confirmed, before the order page: saves the card that paid. */
  onPaid?: () => Promise<void>;
  /**
   * When the card first goes to the bank's 3-D Secure check: the Set-Cookie that keeps it, so that
   * the order page the check returns to saves it once the payment is confirmed.
   */
  keepUntilAuthenticated?: (paymentIntentId: string) => string;
}

/**
 * The payment params of a checkout: the saved card's payment method, or the new card's (in the
 * sandbox its number, which the platform reads as a test card), kept for later payments when
 * asked and saved as the user's card once the order is paid. Null when the saved card is gone.
 */
export async function cardPaymentOf(
  session: WebSession,
  payment: CardPayment,
  payer: Pick<Payer, 'email' | 'cookies'>,
): Promise<CardPaymentPlan | null> {
  if (payment.paymentChoice === 'saved') {
    const saved = await loadSavedCard(session);
    return saved ? { params: { paymentMethod: saved.paymentMethodId } } : null;
  }
  const paymentMethod = payment.stripePaymentMethodId ?? cardDigitsOf(payment.cardNumber ?? '');
  if (!payment.saveCard) return { params: { paymentMethod } };
  return {
    params: { paymentMethod, setupPaymentMethodForSaving: true },
    // The order is paid whatever becomes of saving: a card that could not be saved is not saved.
    onPaid: () => saveCard(session, paymentMethod, payer.email).catch(() => undefined),
    keepUntilAuthenticated: (paymentIntentId) =>
      cardToSaveCookie(payer.cookies, { paymentIntentId, paymentMethodId: paymentMethod }),
  };
}
