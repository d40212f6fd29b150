import { z } from 'zod';

/** A Stripe payment method id (`pm_…`); the sandbox also takes its test card numbers. */
const PaymentMethodId = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(255)
  .regex(/^[A-Za-z0-9_ -]+$/, 'must be a Stripe payment method id such as pm_1Nq…');

/** `stripe_customer/create`: the user's first saved card, and the email Stripe keeps with it. */
export const CreateStripeCustomerCommandSchema = z.strictObject({
  stripePaymentMethodId: PaymentMethodId,
  stripeCustomerEmail: z.email('must be an email address').max(254).optional(),
});

/** `stripe_customer/add_payment_method`: a card for a user who has saved payment details but no card. */
export const AddStripePaymentMethodCommandSchema = z.strictObject({
  stripePaymentMethodId: PaymentMethodId,
});

export type CreateStripeCustomerCommand = z.infer<typeof CreateStripeCustomerCommandSchema>;
export type AddStripePaymentMethodCommand = z.infer<typeof AddStripePaymentMethodCommandSchema>;

/** The `stripeSetupIntent` resource in JSON encoding: confirmed in the browser with its secret. */
export const StripeSetupIntentResourceSchema = z.object({
  id: z.string(),
  type: z.literal('stripeSetupIntent'),
  attributes: z.object({ stripeSetupIntentId: z.string(), clientSecret: z.string() }),
});

/** The `stripeCustomer` resource in JSON encoding (its card comes as an included resource). */
export const StripeCustomerResourceSchema = z.object({
  id: z.string(),
  type: z.literal('stripeCustomer'),
  attributes: z.object({ stripeCustomerId: z.string() }).partial(),
});

/** The `stripePaymentMethod` resource in JSON encoding: a saved card as its owner recognises it. */
export const StripePaymentMethodResourceSchema = z.object({
  id: z.string(),
  type: z.literal('stripePaymentMethod'),
  attributes: z.object({
    type: z.string(),
    stripePaymentMethodId: z.string(),
    card: z.object({
      brand: z.string(),
      last4Digits: z.string(),
      expirationMonth: z.number(),
      expirationYear: z.number(),
    }),
  }),
});

export type StripeSetupIntentResource = z.infer<typeof StripeSetupIntentResourceSchema>;
export type StripeCustomerResource = z.infer<typeof StripeCustomerResourceSchema>;
export type StripePaymentMethodResource = z.infer<typeof StripePaymentMethodResourceSchema>;
