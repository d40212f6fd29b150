import {
  SCREEN_ERROR_MESSAGES,
  type ScreenErrorKey,
  USER_FACING_TEXTS,
} from '@mercato/core/errors/user-messages';
import { type RefusalRule, type Refused, textRefusalOf } from '../../lib/forms/refusals.ts';
import { cardErrorText } from '../../lib/payments.ts';

// The checkout's error area (spec §8 "checkout" and "card errors"): which text a refusal shows.

const BY_CODE: Readonly<Record<string, ScreenErrorKey>> = {
  'transaction-booking-time-not-available': 'checkout.bookingTimeNotAvailable',
  'transaction-listing-insufficient-stock': 'checkout.notEnoughStock',
  'transaction-listing-not-found': 'checkout.listingNotFound',
  'transaction-charge-zero-payin': 'checkout.amountTooLow',
  'transaction-charge-zero-payout': 'checkout.commissionAboveMinimum',
  'transaction-missing-stripe-account': 'checkout.providerPayoutMissing',
  'transaction-stripe-account-disabled-charges': 'checkout.providerPayoutIncomplete',
  'transaction-stripe-account-disabled-payouts': 'checkout.providerPayoutIncomplete',
  'not-found': 'checkout.listingNotFound',
};

/** The checkout text of a product variant's refusal, or of an API code the checkout words. */
function checkoutTextByCode(error: Refused): string | undefined {
  for (const detail of error.errors) {
    // Product variants (spec §8): one no longer offered, or one whose units ran out.
    if (detail.code === 'transaction-listing-variant-not-found') return USER_FACING_TEXTS.variantNotAvailable;
    if (
      detail.code === 'transaction-listing-insufficient-stock' &&
      detail.source?.path.includes('priceVariantName')
    ) {
      return USER_FACING_TEXTS.variantOutOfStock;
    }
    const key = detail.code ? BY_CODE[detail.code] : undefined;
    if (key) return SCREEN_ERROR_MESSAGES[key];
  }
  return undefined;
}

/**
 * Stripe refusing the charge itself rather than the card (spec §8 special cases), read from its
 * message: an amount under Stripe's minimum for the currency ("Amount must be at least …", "Amount
 * must convert to at least …") is too low; "Your account cannot currently make charges." or a
 * verification that disabled the provider's account means their payout details are incomplete.
 */
const STRIPE_CHARGE_REFUSAL: RefusalRule<string> = (error) => {
  for (const detail of error.errors) {
    const message = (detail.meta as { stripeMessage?: unknown } | undefined)?.stripeMessage;
    if (typeof message !== 'string') continue;
    if (/^Amount must (be|convert to) at least/.test(message)) {
      return SCREEN_ERROR_MESSAGES['checkout.amountTooLow'];
    }
    if (message.startsWith('Your account cannot currently make charges.') || /verification/i.test(message)) {
      return SCREEN_ERROR_MESSAGES['checkout.providerPayoutIncomplete'];
    }
  }
  return undefined;
};

/** A declined card (402 or a failed payment step) is worded by the card's error. */
const CARD_REFUSAL: RefusalRule<string> = (error) =>
  error.status === 402 || error.errors.some((e) => e.code === 'transaction-payment-failed')
    ? cardErrorText(error)
    : undefined;

/**
 * The checkout text of a refused call: card errors for a failed payment (402), the catalogue's
 * checkout texts by API code, a rate limit, else `fallback` (speculation or order failed).
 */
export function checkoutErrorText(error: Refused, fallback: ScreenErrorKey): string {
  return checkoutRefusalOf(error, fallback).text;
}

/** The checkout text of a refused call and the status its answer carries. */
export function checkoutRefusalOf(error: Refused, fallback: ScreenErrorKey) {
  return textRefusalOf(
    error,
    [
      STRIPE_CHARGE_REFUSAL,
      CARD_REFUSAL,
      checkoutTextByCode,
      { when: 429, outcome: SCREEN_ERROR_MESSAGES['checkout.tooManyRequests'] },
      { when: 404, outcome: SCREEN_ERROR_MESSAGES['checkout.listingNotFound'] },
    ],
    SCREEN_ERROR_MESSAGES[fallback],
  );
}
