import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_PROCESS } from './default-booking.ts';
import { DEFAULT_PURCHASE_PROCESS } from './default-purchase.ts';
import { toActionName, toBareName, toStateName, toTransitionName } from './process-names.ts';
import {
  getAvailableTransitions,
  getOtherParty,
  getPartyRole,
  getRequestTransition,
  getReviewTransitions,
  getStatesNeedingProviderAttention,
  isFinalState,
  isPrivilegedTransition,
  isRefundedTransition,
  isRefundingTransition,
  shouldRetryReview,
  TRANSACTION_ROLES,
} from './process-rules.ts';

describe('names', () => {
  it('adds prefixes once and strips namespaces', () => {
    for (const name of ['accept', 'transition/accept'])
      expect(toTransitionName(name)).toBe('transition/accept');
    for (const name of ['accepted', 'state/accepted']) expect(toStateName(name)).toBe('state/accepted');
    expect(toActionName('accept-booking')).toBe('action/accept-booking');
    for (const name of ['transition/accept', 'accept']) expect(toBareName(name)).toBe('accept');
  });
});

describe('spec §4 rules', () => {
  it('knows the four transaction roles', () => {
    expect(TRANSACTION_ROLES).toEqual(['customer', 'provider', 'system', 'operator']);
  });

  it('lists states needing provider attention', () => {
    expect(getStatesNeedingProviderAttention('default-booking')).toEqual(['state/preauthorized']);
    expect(getStatesNeedingProviderAttention('default-purchase')).toEqual(['state/purchased']);
    expect(getStatesNeedingProviderAttention('default-inquiry')).toEqual([]);
    expect(getStatesNeedingProviderAttention()).toEqual(['state/preauthorized', 'state/purchased']);
  });

  it('recognises refunded booking transitions', () => {
    for (const name of ['expire-payment', 'expire', 'cancel', 'decline']) {
      expect(isRefundedTransition(`transition/${name}`)).toBe(true);
    }
    expect(isRefundedTransition('transition/accept')).toBe(false);
  });

  it('derives refunding transitions from the process actions', () => {
    expect(isRefundingTransition(DEFAULT_BOOKING_PROCESS, 'transition/operator-decline')).toBe(true);
    expect(isRefundingTransition(DEFAULT_BOOKING_PROCESS, 'transition/accept')).toBe(false);
    expect(isRefundingTransition(DEFAULT_BOOKING_PROCESS, 'transition/unknown')).toBe(false);
  });

  it('recognises privileged transitions', () => {
    expect(isPrivilegedTransition('transition/request-payment')).toBe(true);
    expect(isPrivilegedTransition('transition/request-payment-after-inquiry')).toBe(true);
    expect(isPrivilegedTransition('transition/confirm-payment')).toBe(false);
  });

  it('picks the after-inquiry request only after an inquiry', () => {
    expect(getRequestTransition('transition/inquire')).toBe('transition/request-payment-after-inquiry');
    expect(getRequestTransition(undefined)).toBe('transition/request-payment');
    expect(getRequestTransition('transition/request-payment')).toBe('transition/request-payment');
  });

  it('chooses review transitions by whether the other party has reviewed', () => {
    expect(getReviewTransitions('customer', 'state/delivered')).toEqual([
      'transition/review-1-by-customer',
      'transition/review-2-by-customer',
    ]);
    expect(getReviewTransitions('customer', 'state/reviewed-by-provider')).toEqual([
      'transition/review-2-by-customer',
    ]);
    expect(getReviewTransitions('provider', 'state/reviewed-by-customer')).toEqual([
      'transition/review-2-by-provider',
    ]);
    expect(getReviewTransitions('provider', 'state/reviewed-by-provider')).toEqual([
      'transition/review-1-by-provider',
      'transition/review-2-by-provider',
    ]);
    expect(shouldRetryReview('transaction-invalid-transition')).toBe(true);
    expect(shouldRetryReview('forbidden')).toBe(false);
  });

  it('finds the party role by comparing ids', () => {
    const tx = { customerId: 'u-1', providerId: 'u-2' };
    expect(getPartyRole('u-1', tx)).toBe('customer');
    expect(getPartyRole('u-2', tx)).toBe('provider');
    expect(getPartyRole('u-3', tx)).toBeNull();
    expect(getPartyRole('u-1', { customerId: null, providerId: 'u-1' })).toBe('provider');
    expect(getOtherParty('customer')).toBe('provider');
    expect(getOtherParty('provider')).toBe('customer');
  });
});

describe('getAvailableTransitions', () => {
  const names = (list: { name: string }[]) => list.map((t) => t.name);

  it('filters by state and role', () => {
    expect(
      names(getAvailableTransitions(DEFAULT_BOOKING_PROCESS, 'state/preauthorized', 'provider')),
    ).toEqual(['transition/accept', 'transition/decline']);
    expect(names(getAvailableTransitions(DEFAULT_BOOKING_PROCESS, 'state/preauthorized', 'system'))).toEqual([
      'transition/expire',
    ]);
    expect(names(getAvailableTransitions(DEFAULT_BOOKING_PROCESS, null, 'customer'))).toEqual([
      'transition/inquire',
      'transition/request-payment',
    ]);
    expect(getAvailableTransitions(DEFAULT_PURCHASE_PROCESS, 'state/reviewed', 'customer')).toEqual([]);
  });

  it('knows final states', () => {
    expect(isFinalState(DEFAULT_BOOKING_PROCESS, 'state/reviewed')).toBe(true);
    expect(isFinalState(DEFAULT_BOOKING_PROCESS, 'state/delivered')).toBe(false);
  });
});
