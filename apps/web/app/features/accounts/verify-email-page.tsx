import { Link } from 'react-router';
import { ResendVerificationForm } from './resend-verification-form.tsx';
import type { EmailState, ResendResult, VerifyProblem } from './verification.ts';
import { verifyProblemText } from './verification.ts';

/** Email verification (spec §2 `/verify-email`): the link's outcome, or where the address stands. */
export function VerifyEmailPage(props: {
  loaderData: { state: EmailState; problem: VerifyProblem | null };
  actionData: ResendResult | undefined;
}) {
  const { state, problem } = props.loaderData;
  const resend = <ResendVerificationForm result={props.actionData} />;

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
