import { SdkError } from '@mercato/sdk/sdk-error';
import { data, Link, redirect } from 'react-router';
import { failureStatusOf } from '../features/accounts/recovery.ts';
import { ResendVerificationForm } from '../features/accounts/resend-verification-form.tsx';
import {
  emailStateOf,
  RESEND_VERIFICATION_INTENT,
  type ResendResult,
  resendProblemOf,
  verifyProblemOf,
  verifyProblemText,
} from '../features/accounts/verification.ts';
import { requireUser } from '../lib/auth.server.ts';
import recoveryStylesHref from '../styles/recovery.css?url';
import type { Route } from './+types/verify-email';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: recoveryStylesHref }];

export function meta() {
  return [{ title: 'Verify your email' }];
}

/**
 * Verifies on load: the link in the email is the user's confirmation, and login is required, so
 * a mail scanner or a stranger following it changes nothing. Success redirects to the plain page,
 * so the root loader (which runs alongside this one) and a reload both see the verified account.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
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
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context.session);
  const form = await request.formData();
  if (form.get('intent') !== RESEND_VERIFICATION_INTENT) {
    return data({ status: 'failed', problem: 'failed' } satisfies ResendResult, { status: 400 });
  }
  try {
    const { data: user } = await context.session.sdk.currentUser.sendVerificationEmail();
    const sentTo = user.attributes.pendingEmail ?? user.attributes.email;
    return { status: 'sent', sentTo } satisfies ResendResult;
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const result: ResendResult = { status: 'failed', problem: resendProblemOf(error) };
    return data(result, { status: failureStatusOf(error) });
  }
}

/** Email verification (spec §2 `/verify-email`): the link's outcome, or where the address stands. */
export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, problem } = loaderData;
  const resend = <ResendVerificationForm result={actionData} />;

  if (problem) {
    return (
      <section className="notice recovery" aria-labelledby="verify-title">
        <h1 id="verify-title">We could not verify your email</h1>
        <p role="alert">{verifyProblemText(problem)}</p>
        <p>
          Ask for a new link and we will send it to{' '}
          <strong>{state.kind === 'pending' ? state.pendingEmail : state.email}</strong>.
        </p>
        {resend}
      </section>
    );
  }

  if (state.kind === 'verified') {
    return (
      <section className="notice recovery" aria-labelledby="verify-title">
        <div role="status">
          <h1 id="verify-title">Your email is verified</h1>
          <p>
            <strong>{state.email}</strong> is confirmed. Thanks!
          </p>
        </div>
        <p>
          <Link to="/" className="button">
            Go to the marketplace
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className="notice recovery" aria-labelledby="verify-title">
      {state.kind === 'pending' ? (
        <>
          <h1 id="verify-title">Confirm your new email</h1>
          <p>
            We sent a confirmation link to <strong>{state.pendingEmail}</strong>. Until you follow it, your
            account keeps using <strong>{state.email}</strong>.
          </p>
        </>
      ) : (
        <>
          <h1 id="verify-title">Confirm your email</h1>
          <p>
            We sent a confirmation link to <strong>{state.email}</strong>. Follow it to verify your address.
          </p>
        </>
      )}
      <p>No email? Check your spam folder, or ask for a new link.</p>
      {resend}
    </section>
  );
}
