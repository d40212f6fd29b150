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
