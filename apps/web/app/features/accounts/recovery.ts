import { ACCOUNT_FORM_MESSAGES } from '@mercato/core/texts/messages/account';
import { VALIDATION_MESSAGES } from '@mercato/core/validators/messages';
import {
  isPasswordResetLinkComplete,
  PasswordRecoveryFormSchema,
  PasswordResetFormSchema,
} from '@mercato/core/validators/password';
import type { SdkError } from '@mercato/sdk/sdk-error';
import { type FieldErrors, formValues, schemaForm, validateForm } from '../../lib/forms/validate-form.ts';

/** The password recovery form's parser: an email address (core rules). */
export const passwordRecoveryForm = schemaForm(PasswordRecoveryFormSchema, ['email']);

/** Fields of the password reset form: the core schema's new password plus its confirmation. */
export const RESET_FIELDS = ['newPassword', 'newPasswordConfirm'] as const;

/** Text of the confirmation field when the two passwords differ (same voice as core's field texts). */
export const PASSWORDS_DIFFER = ACCOUNT_FORM_MESSAGES.passwordsDiffer;

/** Why asking for a reset link failed; the page words each one. */
export type RecoveryProblem = 'email-not-found' | 'too-many-requests' | 'failed';

/** Why setting the new password failed, other than a field the platform refused. */
export type ResetProblem = 'invalid-link' | 'too-many-requests' | 'failed';

/** What `password_reset/request` failing means for the recovery page (spec §8 recovery). */
export function recoveryProblemOf(error: SdkError): RecoveryProblem {
  if (error.hasCode('email-not-found')) return 'email-not-found';
  if (error.status === 429) return 'too-many-requests';
  return 'failed';
}

/**
 * What `password_reset/reset` failing means for the reset page. Every 400 is about the link (bad,
 * expired or used token, or an `e` that does not match) unless the platform names the new password.
 */
export function resetProblemOf(error: SdkError): ResetProblem | { field: 'newPassword'; message: string } {
  if (error.status === 400) {
    const passwordError = error.errors.find((e) => e.source?.path[0] === 'newPassword');
    if (!passwordError) return 'invalid-link';
    return {
      field: 'newPassword',
      message: passwordError.title ?? ACCOUNT_FORM_MESSAGES.chooseAnotherPassword,
    };
  }
  if (error.status === 429) return 'too-many-requests';
  return 'failed';
}

/** The token and email of a reset link (`?t=…&e=…`), or null when either is missing (broken link). */
export function resetLinkOf(url: URL): { token: string; email: string } | null {
  const token = url.searchParams.get('t');
  const email = url.searchParams.get('e');
  if (!isPasswordResetLinkComplete({ token, email }) || token === null || email === null) return null;
  return { token: token.trim(), email: email.trim() };
}

/**
 * Validates the reset form: the new password by core's rules, then a confirmation that must be
 * given and match. Pure, so the browser and the action run the same check.
 */
export function validateResetForm(
  form: FormData,
): { ok: true; newPassword: string } | { ok: false; errors: FieldErrors } {
  const values = formValues(form, RESET_FIELDS);
  const parsed = validateForm(PasswordResetFormSchema, values);
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  const confirm = typeof values.newPasswordConfirm === 'string' ? values.newPasswordConfirm : '';
  if (confirm === '') errors.newPasswordConfirm = VALIDATION_MESSAGES.required;
  else if (parsed.ok && confirm !== parsed.data.newPassword) errors.newPasswordConfirm = PASSWORDS_DIFFER;
  if (!parsed.ok || errors.newPasswordConfirm) return { ok: false, errors };
  return { ok: true, newPassword: parsed.data.newPassword };
}
