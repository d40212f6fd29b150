import { z } from 'zod';

/**
 * Where providers can be paid out (spec §9): the 36 countries of Stripe Connect's cross-border
 * payouts that the payout form offers. Stripe itself decides what each country's bank fields are;
 * the form collects them with Stripe.js, so only a token of them reaches the API.
 */
export const PAYOUT_COUNTRIES = [
  'AT',
  'AU',
  'BE',
  'BG',
  'CA',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HK',
  'IE',
  'IT',
  'JP',
  'LT',
  'LU',
  'LV',
  'MT',
  'MX',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'RO',
  'SE',
  'SG',
  'SI',
  'SK',
  'US',
] as const;

/** Merchant category of a marketplace's providers when none is given (spec §9: computer software stores). */
export const DEFAULT_MERCHANT_CATEGORY_CODE = '5734';

/** Capabilities a provider's account asks Stripe for; a marketplace's providers need both. */
export const StripeCapabilitySchema = z.enum(['card_payments', 'transfers']);

const TokenSchema = (prefix: string, what: string) =>
  z
    .string()
    .max(255)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9_]+$`), `must be a Stripe ${what} token (${prefix}_…)`);

/** The Stripe.js token of the account's facts (business type, person, terms accepted). */
export const AccountTokenSchema = TokenSchema('ct', 'account');
/** The Stripe.js token of the bank account payouts go to. */
export const BankAccountTokenSchema = TokenSchema('btok', 'bank account');
/** The Stripe.js token of a person of a company account. */
export const PersonTokenSchema = TokenSchema('cpt', 'person');

/** Body of `stripe_account/create` and the deprecated `current_user/create_stripe_account`. */
export const CreateStripeAccountCommandSchema = z.strictObject({
  country: z.enum(PAYOUT_COUNTRIES, { error: 'must be a payout country (ISO 3166-1 alpha-2, spec §9)' }),
  accountToken: AccountTokenSchema,
  bankAccountToken: BankAccountTokenSchema.optional(),
  businessProfileMCC: z
    .string()
    .regex(/^\d{4}$/, 'must be a four-digit merchant category code')
    .optional(),
  businessProfileURL: z.url('must be a URL').max(2048).optional(),
  businessProfileProductDescription: z.string().min(1).max(5000).optional(),
  requestedCapabilities: z.array(StripeCapabilitySchema).min(1).max(2).optional(),
});
export type CreateStripeAccountCommand = z.infer<typeof CreateStripeAccountCommandSchema>;

/** Body of `stripe_account/update` and the deprecated `current_user/update_stripe_account`. */
export const UpdateStripeAccountCommandSchema = z.strictObject({
  accountToken: AccountTokenSchema.optional(),
  bankAccountToken: BankAccountTokenSchema.optional(),
  requestedCapabilities: z.array(StripeCapabilitySchema).min(1).max(2).optional(),
});
export type UpdateStripeAccountCommand = z.infer<typeof UpdateStripeAccountCommandSchema>;

/** Body of `stripe_account_links/create`: where Stripe's hosted onboarding sends the provider back. */
export const CreateStripeAccountLinkCommandSchema = z.strictObject({
  failureURL: z.url('must be a URL').max(2048),
  successURL: z.url('must be a URL').max(2048),
  type: z.enum(['account_onboarding', 'account_update']),
  collectionOptions: z
    .strictObject({
      fields: z.enum(['currently_due', 'eventually_due']),
      future_requirements: z.enum(['include', 'omit']).optional(),
    })
    .optional(),
});
export type CreateStripeAccountLinkCommand = z.infer<typeof CreateStripeAccountLinkCommandSchema>;

/** Body of `stripe_persons/create`. */
export const CreateStripePersonCommandSchema = z.strictObject({ personToken: PersonTokenSchema });

/** The `stripeAccount` resource in JSON encoding: Stripe's account object when Stripe was just asked. */
export const StripeAccountResourceSchema = z.object({
  id: z.string(),
  type: z.literal('stripeAccount'),
  attributes: z
    .object({
      stripeAccountId: z.string(),
      stripeAccountData: z.record(z.string(), z.unknown()),
    })
    .partial(),
});

/** The `stripeAccountLink` resource in JSON encoding: a one-time URL of Stripe's hosted onboarding. */
export const StripeAccountLinkResourceSchema = z.object({
  id: z.string(),
  type: z.literal('stripeAccountLink'),
  attributes: z.object({ url: z.string(), expiresAt: z.string() }),
});

export type StripeAccountResource = z.infer<typeof StripeAccountResourceSchema>;
export type StripeAccountLinkResource = z.infer<typeof StripeAccountLinkResourceSchema>;
