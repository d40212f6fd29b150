import {
  type CreateStripeAccountCommand,
  type CreateStripeAccountLinkCommand,
  type StripeAccountLinkResource,
  StripeAccountLinkResourceSchema,
  type StripeAccountResource,
  StripeAccountResourceSchema,
} from '@mercato/core/contracts/stripe-account';
import type { ApiResponse, Session } from '../session.ts';

type AccountResponse = Promise<ApiResponse<StripeAccountResource>>;

/** Payout details: the provider's Stripe connected account. */
export function stripeAccountResource(session: Session) {
  return {
    /** `stripe_account/create`: the account, made with a Stripe.js account token (expanded). */
    create: (params: CreateStripeAccountCommand): AccountResponse =>
      session.call('POST', 'stripe_account/create', StripeAccountResourceSchema, { expand: true }, params),
    /** `stripe_account/fetch`: the account as Stripe has it now (404 `stripe-account-not-found`). */
    fetch: (): AccountResponse =>
      session.call('GET', 'stripe_account/fetch', StripeAccountResourceSchema, {}),
  };
}

/** Links to Stripe's hosted onboarding of the provider's account. */
export function stripeAccountLinksResource(session: Session) {
  return {
    /** `stripe_account_links/create` (expanded: its URL is the point). */
    create: (params: CreateStripeAccountLinkCommand): Promise<ApiResponse<StripeAccountLinkResource>> =>
      session.call(
        'POST',
        'stripe_account_links/create',
        StripeAccountLinkResourceSchema,
        { expand: true },
        params,
      ),
  };
}
