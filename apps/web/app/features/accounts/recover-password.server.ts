import { SdkError } from '@mercato/sdk/sdk-error';
import { data } from 'react-router';
import type { ActionArgs } from '../../lib/context.ts';
import { failureStatusOf } from '../../lib/forms/refusals.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { passwordRecoveryForm, type RecoveryProblem, recoveryProblemOf } from './recovery.ts';

/** The page's state after a post: the form (again) or the "check your inbox" message. */
export type RecoveryState =
  | { view: 'form'; email: string; errors: FieldErrors; problem: RecoveryProblem | null }
  | { view: 'sent'; email: string };

/**
 * Asks the platform to mail a reset link (spec §4 password recovery). `intent=retype` is the
 * "retype email" action: back to the form with the address filled in, nothing sent.
 */
export async function requestPasswordReset({ request, context }: ActionArgs) {
  const form = await request.formData();
  const typed = form.get('email');
  const email = typeof typed === 'string' ? typed : '';
  if (form.get('intent') === 'retype') {
    return { view: 'form', email, errors: {}, problem: null } satisfies RecoveryState;
  }
  const parsed = passwordRecoveryForm(form);
  if (!parsed.ok) {
    const state: RecoveryState = { view: 'form', email, errors: parsed.errors, problem: null };
    return data(state, { status: 400 });
  }
  try {
    await context.session.sdk.passwordReset.request({ email: parsed.data.email });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const state: RecoveryState = { view: 'form', email, errors: {}, problem: recoveryProblemOf(error) };
    return data(state, { status: failureStatusOf(error) });
  }
  return { view: 'sent', email: parsed.data.email } satisfies RecoveryState;
}
