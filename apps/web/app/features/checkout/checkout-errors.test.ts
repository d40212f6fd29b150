import { describe, expect, it } from 'vitest';
import { checkoutErrorText } from './checkout-errors.ts';

const refusal = (status: number, code: string, meta?: Record<string, unknown>) => ({
  status,
  errors: [{ id: 'e', status, code, title: code, ...(meta ? { meta } : {}) }],
});

describe('checkoutErrorText', () => {
  it('shows the card text of a declined payment', () => {
    expect(
      checkoutErrorText(
        refusal(402, 'transaction-payment-failed', { stripeMessage: 'Your card was declined.' }),
        'checkout.generic',
      ),
    ).toBe('Your card was declined.');
    expect(
      checkoutErrorText(
        refusal(402, 'transaction-payment-failed', { stripeMessage: 'No such thing' }),
        'checkout.generic',
      ),
    ).toBe('The card payment failed. Please try again or use another card.');
  });

  it('words Stripe refusing the charge itself by its message: an amount too small, a provider who cannot charge', () => {
    const failed = (stripeMessage: string) =>
      checkoutErrorText(
        refusal(402, 'transaction-payment-failed', { stripeMessage, stripeCode: 'amount_too_small' }),
        'checkout.generic',
      );
    const tooLow = checkoutErrorText(refusal(400, 'transaction-charge-zero-payin'), 'checkout.generic');
    expect(failed('Amount must be at least $0.50 usd')).toBe(tooLow);
    expect(failed('Amount must convert to at least 50 cents. €0.20 converts to approximately $0.23.')).toBe(
      tooLow,
    );
    const incomplete = checkoutErrorText(
      refusal(400, 'transaction-stripe-account-disabled-charges'),
      'checkout.generic',
    );
    expect(failed('Your account cannot currently make charges. To find out why, visit your dashboard.')).toBe(
      incomplete,
    );
    expect(failed('This account is disabled pending verification (requirements.past_due).')).toBe(incomplete);
    expect(tooLow).not.toBe(incomplete);
  });

  it('words a taken time, missing listing, rate limit, else the fallback', () => {
    expect(
      checkoutErrorText(refusal(409, 'transaction-booking-time-not-available'), 'checkout.generic'),
    ).toBe('The time you picked is no longer available. Please choose another time.');
    expect(checkoutErrorText(refusal(404, 'transaction-listing-not-found'), 'checkout.generic')).toBe(
      'This listing is no longer available.',
    );
    expect(checkoutErrorText(refusal(429, 'too-many-requests'), 'checkout.generic')).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(checkoutErrorText(refusal(500, 'internal'), 'checkout.speculateFailed')).toBe(
      'Fetching the price breakdown failed. Please refresh the page.',
    );
  });

  it("words a provider's missing or unfinished payout details", () => {
    expect(checkoutErrorText(refusal(400, 'transaction-missing-stripe-account'), 'checkout.generic')).toBe(
      'The provider has not added payout details, so this listing cannot be ordered yet.',
    );
    for (const code of [
      'transaction-stripe-account-disabled-charges',
      'transaction-stripe-account-disabled-payouts',
    ]) {
      expect(checkoutErrorText(refusal(400, code), 'checkout.generic')).toBe(
        'The provider has not finished setting up payouts, so this listing cannot be ordered yet.',
      );
    }
  });
});
