import { cardErrorKey, SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import type { SdkError } from '@mercato/sdk/sdk-error';

// What the checkout and the order page share about a card payment: the payment intent a request
// keeps, the card error of a refusal, and the payment provider's 3-D Secure page.

/** The payment intent of a requested transaction (protectedData, as Sharetribe's processes keep it). */
export function paymentIntentIdOf(protectedData: unknown): string | null {
  const intents = (
    protectedData as { stripePaymentIntents?: { default?: { stripePaymentIntentId?: unknown } } }
  )?.stripePaymentIntents;
  const id = intents?.default?.stripePaymentIntentId;
  return typeof id === 'string' && /^pi_[A-Za-z0-9_]{1,100}$/.test(id) ? id : null;
}

/** The payment provider's code of a refused payment step (`card_declined`, `authentication_required`…). */
export function stripeCodeOf(error: Pick<SdkError, 'errors'>): string | null {
  const code = error.errors[0]?.meta?.stripeCode;
  return typeof code === 'string' ? code : null;
}

/** Whether a refused payment step waits for the customer's 3-D Secure check. */
export function needsAuthentication(error: Pick<SdkError, 'errors'>): boolean {
  return stripeCodeOf(error) === 'authentication_required';
}

/**
 * The 3-D Secure page of a payment intent (the sandbox's own page), which sends the customer back
 * to `returnPath` on this site when done. A page outside the web app: load it as a document.
 */
export function authenticationPagePath(paymentIntentId: string, returnPath: string): string {
  return `/_payments/authenticate/${encodeURIComponent(paymentIntentId)}?return=${encodeURIComponent(returnPath)}`;
}

/** The card text of a declined payment: the provider's message when it is one of spec §8's texts. */
export function cardErrorText(error: Pick<SdkError, 'errors'>): string {
  const meta = error.errors[0]?.meta as { stripeMessage?: unknown; stripeCode?: unknown } | undefined;
  const code = typeof meta?.stripeCode === 'string' ? meta.stripeCode : undefined;
  if (code) return SCREEN_ERROR_MESSAGES[cardErrorKey(code)];
  const message = typeof meta?.stripeMessage === 'string' ? meta.stripeMessage : undefined;
  const known = Object.entries(SCREEN_ERROR_MESSAGES).find(
    ([key, text]) => key.startsWith('card.') && text === message,
  );
  return known ? known[1] : SCREEN_ERROR_MESSAGES['card.generic'];
}
