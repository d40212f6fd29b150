import { SdkError } from '@mercato/sdk/sdk-error';
import { data } from 'react-router';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { failureStatusOf } from '../../lib/forms/refusals.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { type ResetProblem, resetLinkOf, resetProblemOf, validateResetForm } from './recovery.ts';

/** How a post of the new password went. */
export type ResetAnswer =
  | { status: 'done' }
  | { status: 'invalid'; errors: FieldErrors; problem: Exclude<ResetProblem, 'invalid-link'> | null }
  | { status: 'invalid-link' };

/** The address the link is for; only the email is shown, the token stays in the URL the form posts to. */
export function loadPasswordReset({ request }: LoaderArgs) {
  return { email: resetLinkOf(new URL(request.url))?.email ?? null };
}

/**
 * Sets the new password with the link's token and email. Success ends every session of the
 * account, this browser's included when it was logged in, so the page asks to log in afresh.
 */
export async function resetPassword({ request, context }: ActionArgs) {
  const link = resetLinkOf(new URL(request.url));
  if (!link) return data({ status: 'invalid-link' } satisfies ResetAnswer, { status: 400 });
  const parsed = validateResetForm(await request.formData());
  if (!parsed.ok) {
    const answer: ResetAnswer = { status: 'invalid', errors: parsed.errors, problem: null };
    return data(answer, { status: 400 });
  }
  try {
    await context.session.sdk.passwordReset.reset({
      email: link.email,
      passwordResetToken: link.token,
      newPassword: parsed.newPassword,
    });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const problem = resetProblemOf(error);
    const answer: ResetAnswer =
      problem === 'invalid-link'
        ? { status: 'invalid-link' }
        : typeof problem === 'string'
          ? { status: 'invalid', errors: {}, problem }
          : { status: 'invalid', errors: { [problem.field]: problem.message }, problem: null };
    return data(answer, { status: failureStatusOf(error) });
  }
  return { status: 'done' } satisfies ResetAnswer;
}
