import { describe, expect, it, vi } from 'vitest';
import type { ActionArgs } from '../../lib/context.ts';
import { changePayoutDetails, payoutStatusOf } from './payout-details.server.ts';

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

describe('changePayoutDetails', () => {
  const wizardTab = '/l/tile-painting/6a1f0e9c-7b3d-4c55-9a0e-2f6d8c1b4e77/draft/photos';

  /** Posts the payout form with `returnTo`; answers the account link Stripe was asked for. */
  async function linkAskedFor(returnTo: string) {
    const sdk = {
      currentUser: { show: vi.fn(async () => ({ data: { id: 'u1', attributes: {} }, included: [] })) },
      assets: { translations: vi.fn(async () => ({ data: {}, version: null })) },
      stripeAccount: { create: vi.fn(async () => ({ data: { attributes: {} } })) },
      stripeAccountLinks: {
        create: vi.fn(async (_: Record<string, unknown>) => ({
          data: { attributes: { url: 'https://connect.stripe.test/setup' } },
        })),
      },
    };
    const request = new Request('http://shop.test/account/payments', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'create', country: 'FI', accountToken: 'ct_1', returnTo }),
    });
    const context = {
      session: { isLoggedIn: true, sdk },
      stripePublishableKey: 'pk_test_x',
      rootUrl: 'http://shop.test',
    };
    await changePayoutDetails({ request, params: {}, context } as unknown as ActionArgs);
    return sdk.stripeAccountLinks.create.mock.calls[0]?.[0];
  }

  it("sends Stripe's onboarding back to the wizard tab that asked for payout details", async () => {
    expect(await linkAskedFor(wizardTab)).toMatchObject({
      successURL: `http://shop.test${wizardTab}/success`,
      failureURL: `http://shop.test${wizardTab}/failure`,
    });
  });

  it('sends it back to the payout details page for anything but a wizard tab of this site', async () => {
    for (const elsewhere of [
      'https://evil.example/l/x/6a1f0e9c-7b3d-4c55-9a0e-2f6d8c1b4e77/draft/photos',
      '//evil.example/l/x',
      `${wizardTab}/../../../../admin`,
      '/l/tile-painting/6a1f0e9c-7b3d-4c55-9a0e-2f6d8c1b4e77/draft/nowhere',
      '',
    ]) {
      expect(await linkAskedFor(elsewhere)).toMatchObject({
        successURL: 'http://shop.test/account/payments/success',
        failureURL: 'http://shop.test/account/payments/failure',
      });
    }
  });
});
