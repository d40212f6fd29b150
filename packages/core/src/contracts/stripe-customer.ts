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
