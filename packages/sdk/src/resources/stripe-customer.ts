import {
  type AddStripePaymentMethodCommand,
  type CreateStripeCustomerCommand,
  type StripeCustomerResource,
  StripeCustomerResourceSchema,
  type StripeSetupIntentResource,
  StripeSetupIntentResourceSchema,
} from '@mercato/core/contracts/stripe-customer';
import type { ApiResponse, Query, Session } from '../session.ts';

type CustomerResponse = Promise<ApiResponse<StripeCustomerResource>>;

/** Saved cards: the user's Stripe customer and its one card (included as `defaultPaymentMethod`). */
export function stripeCustomerResource(session: Session) {
  // Answered whole, with the card, so the page shows what was saved.
  const command = (path: string, body: unknown): CustomerResponse =>
    session.call(
      'POST',
      `stripe_customer/${path}`,
      StripeCustomerResourceSchema,
      { expand: true, include: ['defaultPaymentMethod'] },
      body,
    );
  return {
    /** `stripe_customer/create`: the first saved card (409 when one is saved). */
    create: (params: CreateStripeCustomerCommand): CustomerResponse => command('create', params),
    /** `stripe_customer/add_payment_method`: a card for saved details without one. */
    addPaymentMethod: (params: AddStripePaymentMethodCommand): CustomerResponse =>
      command('add_payment_method', params),
    /** `stripe_customer/delete_payment_method`: removes the saved card. */
    deletePaymentMethod: (): CustomerResponse => command('delete_payment_method', {}),
  };
}

/** SetupIntents, which Stripe.js confirms in the browser to save a card. */
export function stripeSetupIntentsResource(session: Session) {
  return {
    /** `stripe_setup_intents/create`. */
    create: (query: Query = {}): Promise<ApiResponse<StripeSetupIntentResource>> =>
      session.call('POST', 'stripe_setup_intents/create', StripeSetupIntentResourceSchema, query, {}),
  };
}
