import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.ts';

/** Texts of the address rules (spec §5 Shipping address; formats by the address's country). */
export const ADDRESS_MESSAGES = {
  /** The United States' rule (spec §5), whose ZIP codes are 5 or 9 digits. */
  postalCode: 'postal code must be 5 or 9 digits',
  postalCodeOfCountry: 'postal code does not look like one of the chosen country',
  postalCodeCharacters: 'postal code may only hold letters, digits, spaces and dashes',
  phone: 'phone number must hold its area code: 6 to 15 digits',
  phoneOfCountry: 'phone number is not a number of the chosen country',
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

const POSTAL_CODE_SHAPE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,10}[A-Za-z0-9])?$/;

/**
 * A postal code of any country: letters, digits, spaces and dashes (SW1A 1AA, 1200-389, 94105).
 * Whether it has the format of the address's country is `postalCodeIssue`'s question.
 */
export const PostalCodeSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .regex(POSTAL_CODE_SHAPE, ADDRESS_MESSAGES.postalCodeCharacters);

/**
 * Why a postal code does not fit its country, or null: 5 or 9 digits in the United States (spec §5),
 * the country's format where the `postcode-validator` package knows one, anything of
 * PostalCodeSchema's shape elsewhere.
 */
export function postalCodeIssue(postalCode: string, country: string): string | null {
  // Not a postal code at all: PostalCodeSchema says so, once.
  if (!POSTAL_CODE_SHAPE.test(postalCode.trim())) return null;
  // ZIP or ZIP+4, with the dash, a space or neither (spec §5).
  if (country === 'US')
    return /^\d{5}(?:[- ]?\d{4})?$/.test(postalCode.trim()) ? null : ADDRESS_MESSAGES.postalCode;
  if (!postcodeValidatorExistsForCountry(country)) return null;
  return postcodeValidator(postalCode.trim().toUpperCase(), country)
    ? null
    : ADDRESS_MESSAGES.postalCodeOfCountry;
}

/**
 * An optional phone number as people write it — digits with spaces, dots, dashes and brackets, a
 * leading + for the country code — of 6 to 15 digits (E.164's longest). Whether it is a number of
 * the address's country is checked on the server (`phone-number.ts`), whose numbering plans are
 * too large for a page's first load.
 */
export const ShippingPhoneSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => {
    if (value === undefined) return true;
    if (!/^\+?[\d\s().-]+$/.test(value)) return false;
    const digits = value.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 15;
  }, ADDRESS_MESSAGES.phone);

/** A zod refinement of an address: its postal code must fit its country (`postalCodeIssue`). */
export function refinePostalCodeOfCountry(
  address: { postalCode: string; country: string },
  ctx: z.RefinementCtx,
): void {
  const issue = postalCodeIssue(address.postalCode, address.country);
  if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['postalCode'] });
}

/** Where an order is shipped (spec §3, §5): recipient, street, city, state, postal code, country, optional phone. */
export const ShippingAddressSchema = z
  .object({
    name: RequiredLine,
    addressLine1: RequiredLine,
    addressLine2: OptionalLine,
    city: RequiredLine,
    state: RequiredLine,
    postalCode: PostalCodeSchema,
    country: CountryCodeSchema,
    phoneNumber: ShippingPhoneSchema,
  })
  .superRefine(refinePostalCodeOfCountry);
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
