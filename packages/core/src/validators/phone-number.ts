import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { ADDRESS_MESSAGES } from './address.ts';

// Phone numbers checked against the numbering plan of a country (libphonenumber-js, Google's
// libphonenumber data in its small build). On servers only: the plans of every country weigh about
// 30 kB gzip, too much for a page's first load (ADR 008); pages check the number's shape.

/**
 * Why a shipping phone number is not one of the address's country, or null: written nationally
 * ((718) 555-0134 in the US) or with its country code (+351 912 345 678 for any country).
 */
export function phoneNumberIssue(phoneNumber: string | null | undefined, country: string): string | null {
  if (!phoneNumber) return null;
  try {
    const valid = phoneNumber.trim().startsWith('+')
      ? isValidPhoneNumber(phoneNumber)
      : isValidPhoneNumber(phoneNumber, country as Parameters<typeof isValidPhoneNumber>[1]);
    return valid ? null : ADDRESS_MESSAGES.phoneOfCountry;
  } catch {
    return ADDRESS_MESSAGES.phoneOfCountry;
  }
}

/** The phone problem of an order's `protectedData.shippingDetails`, or null (see `phoneNumberIssue`). */
export function shippingPhoneIssue(shippingDetails: unknown): { path: string[]; message: string } | null {
  const details = shippingDetails as { phoneNumber?: unknown; address?: { country?: unknown } } | null;
  const phone = details?.phoneNumber;
  const country = details?.address?.country;
  if (typeof phone !== 'string' || typeof country !== 'string') return null;
  const message = phoneNumberIssue(phone, country);
  return message ? { path: ['protectedData', 'shippingDetails', 'phoneNumber'], message } : null;
}
