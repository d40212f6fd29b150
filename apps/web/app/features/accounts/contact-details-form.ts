import { contactDetailsFormSchema } from '@mercato/core/validators/contact-details';
import { schemaForm } from '../../lib/forms/validate-form.ts';

/** Inputs of the contact details form. */
export const CONTACT_DETAILS_FIELDS = ['email', 'phoneNumber', 'currentPassword'] as const;

/** The email and phone number the account has, or the form shows. */
export interface ContactValues {
  email: string;
  phoneNumber: string;
}

/** The contact details form's parser: a new email needs the current password (core rules). */
export function contactDetailsForm(current: ContactValues) {
  return schemaForm(contactDetailsFormSchema(current), CONTACT_DETAILS_FIELDS);
}

/** The API path of a refused save → the input it belongs to. */
export function contactDetailsInputOf(path: string): string | undefined {
  if (path === 'protectedData.phoneNumber') return 'phoneNumber';
  return (CONTACT_DETAILS_FIELDS as readonly string[]).find((field) => field === path);
}
