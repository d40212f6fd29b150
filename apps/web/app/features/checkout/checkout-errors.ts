import {
  SCREEN_ERROR_MESSAGES,
  type ScreenErrorKey,
  USER_FACING_TEXTS,
} from '@mercato/core/errors/user-messages';
import type { SdkError } from '@mercato/sdk/sdk-error';
import { cardErrorText } from '../../lib/payments.ts';

// The checkout's error area (spec §8 "checkout" and "card errors"): which text a refusal shows.

const BY_CODE: Readonly<Record<string, ScreenErrorKey>> = {
  'transaction-booking-time-not-available': 'checkout.bookingTimeNotAvailable',
  'transaction-listing-insufficient-stock': 'checkout.notEnoughStock',
  'transaction-listing-not-found': 'checkout.listingNotFound',
  'transaction-charge-zero-payin': 'checkout.amountTooLow',
  'transaction-charge-zero-payout': 'checkout.commissionAboveMinimum',
  'transaction-missing-stripe-account': 'checkout.providerPayoutMissing',
  'not-found': 'checkout.listingNotFound',
};

/**
 * The checkout text of a refused call: card errors for a failed payment (402), the catalogue's
 * checkout texts by API code, a rate limit, else `fallback` (speculation or order failed).
 */
export function checkoutErrorText(
  error: Pick<SdkError, 'errors' | 'status'>,
  fallback: ScreenErrorKey,
): string {
  if (error.status === 402 || error.errors.some((e) => e.code === 'transaction-payment-failed')) {
    return cardErrorText(error);
  }
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
  if (error.status === 429) return SCREEN_ERROR_MESSAGES['checkout.tooManyRequests'];
  if (error.status === 404) return SCREEN_ERROR_MESSAGES['checkout.listingNotFound'];
  return SCREEN_ERROR_MESSAGES[fallback];
}
