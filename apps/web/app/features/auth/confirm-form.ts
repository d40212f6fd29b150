import { NameSchema, SignupFormSchema } from '@mercato/core/validators/auth';
import { type FormResult, formValues, validateForm } from '../../lib/forms/validate-form.ts';

// The signup form's rules for the fields both forms share, without a password (the provider
// vouches for the person) and with an optional display name (spec §5 Signup, confirm signup).
const ConfirmFormSchema = SignupFormSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  terms: true,
}).extend({ displayName: NameSchema.optional() });

/** Text inputs of the confirm form. */
export const CONFIRM_FIELDS = ['firstName', 'lastName', 'email', 'displayName'] as const;

/** The confirm form's text as typed, to fill it in again after a refusal. */
export type ConfirmValues = Partial<Record<(typeof CONFIRM_FIELDS)[number], string>>;

/** Reads the confirm form; an empty display name means "not given", so the platform derives one. */
export function readConfirmForm(form: FormData): Record<string, unknown> {
  const values = formValues(form, CONFIRM_FIELDS, ['terms']);
  if (typeof values.displayName === 'string' && values.displayName.trim() === '')
    values.displayName = undefined;
  return values;
}

/** The confirm form's parser, for the browser and the action. */
export function confirmForm(form: FormData): FormResult<{
  firstName: string;
  lastName: string;
  email: string;
  terms: true;
  displayName?: string | undefined;
}> {
  return validateForm(ConfirmFormSchema, readConfirmForm(form));
}

/** The confirm input an API error path belongs to. */
export function confirmInputOf(path: string): string | undefined {
  return (CONFIRM_FIELDS as readonly string[]).find((field) => field === path);
}
