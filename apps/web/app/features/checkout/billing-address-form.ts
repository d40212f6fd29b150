import { type BillingAddress, BillingAddressSchema } from '@mercato/core/validators/address';
import { z } from 'zod';
import { schemaForm } from '../../lib/forms/validate-form.ts';

// The card holder's billing address of every checkout (spec §5: its fields are required), read from
// inputs named `billing*`; a shipped order may take it from its shipping address instead.

/** The billing inputs, by the key of the core billing address rules they are checked with. */
export const BILLING_FIELDS = {
  name: 'billingName',
  addressLine1: 'billingLine1',
  addressLine2: 'billingLine2',
  city: 'billingCity',
  state: 'billingState',
  postalCode: 'billingPostalCode',
  country: 'billingCountry',
} as const;

/** The checkbox that reuses the shipping address as the billing address. */
export const SAME_AS_SHIPPING_FIELD = 'billingSameAsShipping';

const optionalText = z.string().optional();

const BillingInputsSchema = z.object({
  billingName: optionalText,
  billingLine1: optionalText,
  billingLine2: optionalText,
  billingCity: optionalText,
  billingState: optionalText,
  billingPostalCode: optionalText,
  billingCountry: optionalText,
});

/** The billing address of the submitted inputs, each wrong input named by its own message. */
export const billingAddressForm = schemaForm(
  BillingInputsSchema.transform((form, ctx): BillingAddress => {
    const address = BillingAddressSchema.safeParse(
      Object.fromEntries(Object.entries(BILLING_FIELDS).map(([key, field]) => [key, form[field]])),
    );
    if (address.success) return address.data;
    for (const issue of address.error.issues) {
      const field = BILLING_FIELDS[issue.path[0] as keyof typeof BILLING_FIELDS];
      ctx.addIssue({ code: 'custom', message: issue.message, path: [field ?? BILLING_FIELDS.name] });
    }
    return z.NEVER;
  }),
  Object.values(BILLING_FIELDS),
);
