import Stripe from 'stripe';
import { PaymentDeclinedError, PayoutNotYetPossibleError } from '../../ports/payments.port.ts';

/**
 * Codes of Stripe's invalid-request errors that are refusals of this payment (the customer's card
 * or the intent's state), answered 402 with Stripe's message as a decline is. Any other error is
 * an outage or a fault of ours: the transition fails with 500 and can be retried by its keys.
 */
const REFUSAL_CODES = new Set([
  'payment_intent_unexpected_state',
  'payment_intent_authentication_failure',
  'payment_intent_payment_attempt_failed',
  'payment_method_unexpected_state',
  'amount_too_small',
  'amount_too_large',
  'charge_already_refunded',
  'charge_already_captured',
  'charge_expired_for_capture',
  'insufficient_capabilities_for_transfer',
  'account_invalid',
  'balance_insufficient',
  'resource_missing',
]);

/** Stripe failed or could not be reached: not a decline, nothing to tell the customer. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

/** Turns an error of the SDK into the port's errors. */
export function paymentErrorOf(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeCardError) {
    return new PaymentDeclinedError(error.message, error.decline_code ?? error.code ?? 'card_declined');
  }
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code &&
    REFUSAL_CODES.has(error.code)
  ) {
    return new PaymentDeclinedError(error.message, error.code);
  }
  if (error instanceof Stripe.errors.StripeError) {
    return new PaymentProviderError(
      `Stripe ${error.type}${error.code ? ` (${error.code})` : ''}: ${error.message}`,
      {
        cause: error,
      },
    );
  }
  return error instanceof Error ? error : new PaymentProviderError(String(error));
}

/** Runs one call to Stripe, translating its errors. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw paymentErrorOf(error);
  }
}

/**
 * Runs a payout call: Stripe refusing it for want of available funds (a charge's money is pending
 * for days) or because the account's payouts are paused is not a failure of the sale, but a payout
 * to try again later.
 */
export async function callPayout<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      if (error.code === 'balance_insufficient') {
        throw new PayoutNotYetPossibleError(error.message, 'funds-pending');
      }
      if (error.code === 'account_invalid') {
        throw new PayoutNotYetPossibleError(error.message, 'payouts-disabled');
      }
    }
    throw paymentErrorOf(error);
  }
}
