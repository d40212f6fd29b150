import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import { requireUser } from '../../lib/auth.server.ts';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { sendVerificationLink } from './verification.server.ts';
import {
  emailStateOf,
  RESEND_VERIFICATION_INTENT,
  type ResendResult,
  verifyProblemOf,
} from './verification.ts';

/**
 * Verifies on load: the link in the email is the user's confirmation, and login is required, so
 * a mail scanner or a stranger following it changes nothing. Success redirects to the plain page,
 * so the root loader (which runs alongside this one) and a reload both see the verified account.
 */
export async function verifyEmail({ request, context }: LoaderArgs) {
  const user = await requireUser(request, context.session);
  const token = new URL(request.url).searchParams.get('t')?.trim();
  const state = emailStateOf(user);
  if (!token) return { state, problem: null };
  // Spec §4: already verified with nothing pending succeeds without a call.
  if (state.kind === 'verified') throw redirect('/verify-email');
  try {
    await context.session.sdk.currentUser.verifyEmail({ verificationToken: token });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    return { state, problem: verifyProblemOf(error) };
  }
  throw redirect('/verify-email');
}

/** Sends a new verification link (`intent=resend-verification`), at most five a day. */
export async function resendVerification({ request, context }: ActionArgs) {
  await requireUser(request, context.session);
  const form = await request.formData();
  if (form.get('intent') !== RESEND_VERIFICATION_INTENT) {
    return data({ status: 'failed', problem: 'failed' } satisfies ResendResult, { status: 400 });
  }
  const { result, status } = await sendVerificationLink(context.session.sdk);
  return data(result, { status });
}
