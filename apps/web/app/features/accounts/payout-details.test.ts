import { describe, expect, it } from 'vitest';
import { payoutStatusOf } from './payout-details.server.ts';

describe('payoutStatusOf', () => {
  const ready = {
    charges_enabled: true,
    payouts_enabled: true,
    requirements: { currently_due: [], past_due: [] },
  };
  it('is up to date when Stripe enables charges and payouts and nothing is due', () => {
    expect(payoutStatusOf(ready)).toEqual({ kind: 'up-to-date' });
  });
  it('needs verification while details are due or payouts are off', () => {
    expect(payoutStatusOf({ ...ready, requirements: { currently_due: ['external_account'] } })).toEqual({
      kind: 'verification-needed',
    });
    expect(payoutStatusOf({ ...ready, payouts_enabled: false })).toEqual({ kind: 'verification-needed' });
    expect(payoutStatusOf({ ...ready, requirements: { disabled_reason: 'requirements.past_due' } })).toEqual({
      kind: 'verification-needed',
    });
  });
  it("failed verification says Stripe's reason", () => {
    expect(payoutStatusOf({ ...ready, requirements: { disabled_reason: 'rejected.fraud' } })).toEqual({
      kind: 'verification-failed',
      reason: 'rejected.fraud',
    });
  });
});
