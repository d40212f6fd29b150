import type { TransactionResource } from '@mercato/core/contracts/transaction';
import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { SdkError } from '@mercato/sdk/sdk-error';
import { redirect, redirectDocument } from 'react-router';
import type { IdentityProviderSettings, WebSession } from '../../lib/context.ts';
import { textRefusalOf } from '../../lib/forms/refusals.ts';
import {
  authenticationPagePath,
  cardErrorText,
  needsAuthentication,
  paymentIntentIdOf,
} from '../../lib/payments.ts';
import { saveCardKeptFor } from '../accounts/card-to-save.server.ts';
import { runTransitionOnce, TRANSITION_IN_PROGRESS } from './transition-guard.server.ts';

// The customer's confirmation of a card payment on the order page (`transition/confirm-payment`):
// after the checkout sent them to the bank's 3-D Secure page and they came back, or when they press
// Confirm payment. A card still waiting for its check goes back to the bank's page; any other
// refusal says what the card's issuer or the payment provider answered.

/** The query parameter the bank's page returns with, as Stripe's redirect flow names it. */
const RETURNED_INTENT = 'payment_intent';

/** Where the bank's page sends the customer back to: the order, saying which payment came back. */
export function paymentReturnPath(orderPath: string, paymentIntentId: string): string {
  return `${orderPath}?${RETURNED_INTENT}=${encodeURIComponent(paymentIntentId)}`;
}

/** The order page's parameter that asks Stripe.js to run a payment's 3-D Secure check there. */
const AUTHENTICATE = 'authenticate';

/**
 * Where a card's 3-D Secure check happens: with Stripe, on the order page, where Stripe.js shows
 * the bank's check and then returns to {@link paymentReturnPath}; on the sandbox, its own page.
 */
export function authenticationPath(orderPath: string, paymentIntentId: string, withStripe: boolean): string {
  if (withStripe) return `${orderPath}?${AUTHENTICATE}=${encodeURIComponent(paymentIntentId)}`;
  return authenticationPagePath(paymentIntentId, paymentReturnPath(orderPath, paymentIntentId));
}

/** What the order page needs to run a payment's 3-D Secure check with Stripe.js. */
export interface StripeAuthentication {
  publishableKey: string;
  clientSecret: string;
  /** Where to go once the bank's check is done: the order, confirming the payment. */
  returnPath: string;
}

/**
 * The 3-D Secure check the customer's order page runs (`?authenticate=pi_…` of this order, waiting
 * for payment, with Stripe): the intent's client secret from the order's protected data. Null
 * otherwise: a link cannot run anyone else's payment.
 */
export function stripeAuthenticationOf(
  request: Request,
  tx: TransactionResource,
  orderPath: string,
  publishableKey: string | null | undefined,
): StripeAuthentication | null {
  const asked = new URL(request.url).searchParams.get(AUTHENTICATE);
  if (!asked || !publishableKey || tx.attributes.state !== 'state/pending-payment') return null;
  const intents = tx.attributes.protectedData?.stripePaymentIntents as
    | { default?: { stripePaymentIntentId?: unknown; stripePaymentIntentClientSecret?: unknown } }
    | undefined;
  const intent = intents?.default;
  if (intent?.stripePaymentIntentId !== asked || typeof intent.stripePaymentIntentClientSecret !== 'string') {
    return null;
  }
  return {
    publishableKey,
    clientSecret: intent.stripePaymentIntentClientSecret,
    returnPath: paymentReturnPath(orderPath, asked),
  };
}

/** Runs confirm-payment once; null when it went through, else the page's text of the refusal. */
async function confirmPayment(
  session: WebSession,
  tx: TransactionResource,
  orderPath: string,
  withStripe: boolean,
) {
  const outcome = await runTransitionOnce(tx.id, async () => {
    try {
      await session.sdk.transactions.transition({ id: tx.id, transition: 'transition/confirm-payment' });
      return null;
    } catch (error) {
      if (!SdkError.is(error)) throw error;
      return error;
    }
  });
  if (outcome.inProgress) return { text: TRANSITION_IN_PROGRESS, status: 409 };
  const error = outcome.value;
  if (!error) return null;
  const intentId = paymentIntentIdOf(tx.attributes.protectedData);
  if (intentId && needsAuthentication(error)) {
    throw redirectDocument(authenticationPath(orderPath, intentId, withStripe));
  }
  return textRefusalOf(
    error,
    [(refused) => (refused.status === 402 ? cardErrorText(refused) : undefined)],
    SCREEN_ERROR_MESSAGES['checkout.retrievePaymentFailed'],
  );
}

/** Confirm payment pressed: the refusal to show, or a redirect to the order (or the bank's page). */
export async function confirmPaymentAction(
  session: WebSession,
  tx: TransactionResource,
  orderPath: string,
  withStripe = false,
): Promise<{ text: string; status: number }> {
  if (tx.attributes.state !== 'state/pending-payment') {
    return { text: SCREEN_ERROR_MESSAGES['checkout.paymentExpired'], status: 409 };
  }
  const refusal = await confirmPayment(session, tx, orderPath, withStripe);
  if (refusal) return refusal;
  throw redirect(orderPath);
}

/**
 * The customer's order page opened by the bank's page on return (`?payment_intent=pi_…` of this
 * order, still waiting for payment): confirms the payment at once and shows the order without the
 * parameter, or answers why it could not be confirmed. Null when the page was opened otherwise.
 * Only ever the customer's own, already authorised payment: a link cannot make anyone pay.
 */
export async function finishReturnedPayment(
  session: WebSession,
  request: Request,
  tx: TransactionResource,
  orderPath: string,
  options: { withStripe: boolean; cookies: Pick<IdentityProviderSettings, 'cookieKey' | 'secureCookies'> },
): Promise<string | null> {
  const returned = new URL(request.url).searchParams.get(RETURNED_INTENT);
  if (!returned) return null;
  const intentId = paymentIntentIdOf(tx.attributes.protectedData);
  if (returned !== intentId || tx.attributes.state !== 'state/pending-payment') throw redirect(orderPath);
  const refusal = await confirmPayment(session, tx, orderPath, options.withStripe);
  if (refusal) return refusal.text;
  // Paid: the card the checkout was asked to save, kept across the bank's check, is saved now.
  const forget = await saveCardKeptFor(options.cookies, request, session, intentId);
  throw redirect(orderPath, forget ? { headers: { 'set-cookie': forget } } : undefined);
}
