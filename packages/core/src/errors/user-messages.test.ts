import { describe, expect, it } from 'vitest';
import {
  CARD_ERROR_KEYS,
  cardErrorKey,
  DETECTED_ERROR_TEXTS,
  formatScreenError,
  INTERNAL_MESSAGES,
  SCREEN_ERROR_MESSAGES,
  USER_FACING_TEXTS,
} from './user-messages.ts';

describe('spec §8 texts', () => {
  it('keep the user-facing wording exactly', () => {
    expect(Object.values(USER_FACING_TEXTS)).toEqual([
      'Oops, accepting failed. Please try again.',
      'Oops, declining failed. Please try again.',
      'The selected product variant is not available. Please, select another variant.',
      'There is no stock for the selected variant.',
      'Outdated listing! Please, contact support.',
    ]);
  });

  it('keep the internal messages exactly', () => {
    expect(Object.values(INTERNAL_MESSAGES)).toEqual([
      'Expected a resource in the response',
      'Invalid tab for InboxPage',
      'Transition already in progress',
      'Email verification already in progress',
      'Expected ListingPage route to have 4 parts',
      'Expected a resource in the sdk.currentUser.updateProfile response',
      'No transaction process attached to listing',
      'Value currency different from marketplace currency',
    ]);
  });

  it('keep the texts that are detected by wording', () => {
    expect(DETECTED_ERROR_TEXTS.amountTooLowPrefixes).toEqual([
      'Amount must be at least',
      'Amount must convert to at least',
    ]);
    expect(DETECTED_ERROR_TEXTS.missingQuantity).toBe('transition should contain quantity information');
    expect(DETECTED_ERROR_TEXTS.commissionAboveMinimum).toBe(
      'Minimum commission amount is greater than the amount of money paid in',
    );
  });
});

describe('screen error areas', () => {
  it('cover every area of spec §8', () => {
    const areas = new Set(Object.keys(SCREEN_ERROR_MESSAGES).map((key) => key.split('.')[0]));
    for (const area of [
      'auth',
      'contactDetails',
      'recovery',
      'reset',
      'checkout',
      'card',
      'inquiry',
      'listing',
      'transaction',
      'search',
      'manageListings',
      'payout',
    ]) {
      expect(areas.has(area), area).toBe(true);
    }
    for (const text of Object.values(SCREEN_ERROR_MESSAGES)) expect(text.length).toBeGreaterThan(10);
    expect(SCREEN_ERROR_MESSAGES['transaction.acceptFailed']).toBe(USER_FACING_TEXTS.acceptFailed);
    expect(SCREEN_ERROR_MESSAGES['auth.resendVerificationLimit']).toContain('tomorrow');
    expect(SCREEN_ERROR_MESSAGES['listing.imageTooBig']).toContain('20 MB');
    expect(SCREEN_ERROR_MESSAGES['checkout.paymentExpired']).toContain('15 minutes');
  });

  it('map card error codes to texts, unknown codes to the generic one', () => {
    const keys = {
      card_declined: 'card.declined',
      incorrect_cvc: 'card.incorrectCvc',
      rate_limit_error: 'card.rateLimit',
      something_new: 'card.generic',
      toString: 'card.generic',
    };
    for (const [code, key] of Object.entries(keys)) expect(cardErrorKey(code)).toBe(key);
    expect(cardErrorKey(undefined)).toBe('card.generic');
    for (const key of Object.values(CARD_ERROR_KEYS)) expect(SCREEN_ERROR_MESSAGES[key]).toBeDefined();
  });

  it("fill in the provider's message", () => {
    expect(formatScreenError('payout.accountCreationFailed', { providerMessage: 'Invalid IBAN' })).toBe(
      'Creating the payout account failed: Invalid IBAN',
    );
    expect(formatScreenError('payout.accountCreationFailed')).toBe(
      'Creating the payout account failed: {providerMessage}',
    );
    expect(formatScreenError('search.failed')).toBe('The search failed. Please try again.');
  });
});
