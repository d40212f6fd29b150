import { z } from 'zod';
import { EmailSchema, PASSWORD_MAX_LENGTH } from './auth.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/** Longest phone number we store, formatting characters included. */
export const PHONE_NUMBER_MAX_LENGTH = 30;

/** Texts of the contact details rules. */
export const CONTACT_DETAILS_MESSAGES = {
  invalidPhone: 'please enter a valid phone number',
  currentPasswordForEmail: 'please enter your current password to change your email',
} as const;

/** A phone number as people type it: digits with optional +, spaces, dashes and brackets. */
export const PhoneNumberSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .max(PHONE_NUMBER_MAX_LENGTH, `phone number must be ${PHONE_NUMBER_MAX_LENGTH} characters or less`)
  .regex(/^\+?[0-9][0-9 ()-]*[0-9]$/, CONTACT_DETAILS_MESSAGES.invalidPhone);

/** The password a user proves identity with: required, never length-checked beyond the cap. */
export const CurrentPasswordSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .min(1, VALIDATION_MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH);

/** The user's stored contact details the form starts from. */
export interface CurrentContactDetails {
  email: string;
  phoneNumber?: string | undefined;
}

/**
 * The contact details form (spec §5): email and phone required; a new email needs the current
 * password because it moves account recovery, a new phone number does not.
 */
export function contactDetailsFormSchema(current: CurrentContactDetails) {
  return z
    .object({
      email: EmailSchema,
      phoneNumber: PhoneNumberSchema,
      currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    })
    .superRefine((form, context) => {
      if (!EmailSchema.safeParse(form.email).success) return;
      const emailChanged = form.email.toLowerCase() !== current.email.trim().toLowerCase();
      if (emailChanged && !form.currentPassword) {
        context.addIssue({
          code: 'custom',
          message: CONTACT_DETAILS_MESSAGES.currentPasswordForEmail,
          path: ['currentPassword'],
        });
      }
    });
}
/** Parsed contact details form. */
export type ContactDetailsForm = z.infer<ReturnType<typeof contactDetailsFormSchema>>;

/** Body of `current_user/change_email` (spec §7: email, currentPassword). */
export const ChangeEmailCommandSchema = z.strictObject({
  email: EmailSchema,
  currentPassword: CurrentPasswordSchema,
});
/** Parsed change-email command. */
export type ChangeEmailCommand = z.infer<typeof ChangeEmailCommandSchema>;
