import { ACCOUNT_FORM_MESSAGES } from '@mercato/core/texts/messages/account';
import { VALIDATION_MESSAGES } from '@mercato/core/validators/messages';
import {
  isPasswordResetLinkComplete,
  PasswordRecoveryFormSchema,
  PasswordResetFormSchema,
} from '@mercato/core/validators/password';
import { type Refused, refusalOf } from '../../lib/forms/refusals.ts';
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
export function recoveryProblemOf(error: Refused): RecoveryProblem {
  return refusalOf<RecoveryProblem>(
    error,
    [
      { when: 'email-not-found', outcome: 'email-not-found' },
      { when: 429, outcome: 'too-many-requests' },
    ],
    'failed',
  );
}

/** A refusal of the new password itself, worded on its input. */
type NewPasswordRefused = { field: 'newPassword'; message: string };

/**
 * What `password_reset/reset` failing means for the reset page. Every 400 is about the link (bad,
 * expired or used token, or an `e` that does not match) unless the platform names the new password.
 */
export function resetProblemOf(error: Refused): ResetProblem | NewPasswordRefused {
  return refusalOf<ResetProblem | NewPasswordRefused>(
    error,
    [
      (refused) => {
        if (refused.status !== 400) return undefined;
        const passwordError = refused.errors.find((e) => e.source?.path[0] === 'newPassword');
        if (!passwordError) return undefined;
        return {
          field: 'newPassword',
          message: passwordError.title ?? ACCOUNT_FORM_MESSAGES.chooseAnotherPassword,
        };
      },
      { when: 400, outcome: 'invalid-link' },
      { when: 429, outcome: 'too-many-requests' },
    ],
    'failed',
  );
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
