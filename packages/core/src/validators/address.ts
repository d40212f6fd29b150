import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.ts';

/** Texts of the address rules (spec §5 Shipping address). */
export const ADDRESS_MESSAGES = {
  postalCode: 'postal code must be 5 or 9 digits',
  phone: 'phone number must be 9 digits',
  country: 'please choose a country',
} as const;

const ADDRESS_FIELD_MAX_LENGTH = 200;

const RequiredLine = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(ADDRESS_FIELD_MAX_LENGTH, `must be ${ADDRESS_FIELD_MAX_LENGTH} characters or less`);

const OptionalLine = z.string().trim().max(ADDRESS_FIELD_MAX_LENGTH).optional();

/** ISO 3166-1 alpha-2 country code, as the payment provider expects it. */
export const CountryCodeSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .regex(/^[A-Z]{2}$/, ADDRESS_MESSAGES.country);

/** A postal code of 5 digits or 9 digits (ZIP+4, with or without the dash or a space). */
export const PostalCodeSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .regex(/^\d{5}(?:[- ]?\d{4})?$/, ADDRESS_MESSAGES.postalCode);

/** An optional phone number of 9 digits; spaces, dots, dashes and brackets are allowed between them. */
export const ShippingPhoneSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine(
    (value) => value === undefined || /^\d{9}$/.test(value.replace(/[\s().-]/g, '')),
    ADDRESS_MESSAGES.phone,
  );

/** Where an order is shipped (spec §3, §5): recipient, street, city, state, postal code, country, optional phone. */
export const ShippingAddressSchema = z.object({
  name: RequiredLine,
  addressLine1: RequiredLine,
  addressLine2: OptionalLine,
  city: RequiredLine,
  state: RequiredLine,
  postalCode: PostalCodeSchema,
  country: CountryCodeSchema,
  phoneNumber: ShippingPhoneSchema,
});
/** A parsed shipping address. */
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/**
 * The card holder's billing address (spec §5: fields required). Card networks check postal codes
 * of many formats, so only presence is checked; the state is optional as many countries have none.
 */
export const BillingAddressSchema = z.object({
  name: RequiredLine,
  addressLine1: RequiredLine,
  addressLine2: OptionalLine,
  city: RequiredLine,
  state: OptionalLine,
  postalCode: RequiredLine,
  country: CountryCodeSchema,
});
/** A parsed billing address. */
export type BillingAddress = z.infer<typeof BillingAddressSchema>;
