import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { EMAIL_MAX_LENGTH } from '@mercato/core/validators/auth';
import { PasswordRecoveryFormSchema } from '@mercato/core/validators/password';
import { SdkError } from '@mercato/sdk/sdk-error';
import { type FormEvent, useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import {
  failureStatusOf,
  RECOVERY_FIELDS,
  type RecoveryProblem,
  recoveryProblemOf,
} from '../features/accounts/recovery.ts';
import { type FieldErrors, formValues, validateForm } from '../lib/forms/validate-form.ts';
import recoveryStylesHref from '../styles/recovery.css?url';
import type { Route } from './+types/recover-password';

/** The page's state after a post: the form (again) or the "check your inbox" message. */
type RecoveryState =
  | { view: 'form'; email: string; errors: FieldErrors; problem: RecoveryProblem | null }
  | { view: 'sent'; email: string };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: recoveryStylesHref }];

export function meta() {
  return [{ title: 'Reset your password' }];
}

/**
 * Asks the platform to mail a reset link (spec §4 password recovery). `intent=retype` is the
 * "retype email" action: back to the form with the address filled in, nothing sent.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const typed = form.get('email');
  const email = typeof typed === 'string' ? typed : '';
  if (form.get('intent') === 'retype') {
    return { view: 'form', email, errors: {}, problem: null } satisfies RecoveryState;
  }
  const parsed = validateForm(PasswordRecoveryFormSchema, formValues(form, RECOVERY_FIELDS));
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

function ProblemMessage({ problem }: { problem: RecoveryProblem }) {
  return (
    <p className="form-error" role="alert">
      {problem === 'email-not-found' ? (
        <>
          {SCREEN_ERROR_MESSAGES['recovery.emailNotFound']} New here?{' '}
          <Link to="/signup">Create an account</Link>.
        </>
      ) : problem === 'too-many-requests' ? (
        'You asked for several links in a short time. Please wait a while and try again.'
      ) : (
        SCREEN_ERROR_MESSAGES['recovery.failed']
      )}
    </p>
  );
}

function SentMessage({ email }: { email: string }) {
  return (
    <section className="auth recovery" aria-labelledby="recovery-title">
      <div role="status">
        <h1 id="recovery-title">Check your inbox</h1>
        <p>
          We sent a link to choose a new password to <strong>{email}</strong>. It works for one hour.
        </p>
      </div>
      <div className="recovery__aside">
        Nothing after a few minutes? Look in your spam folder, or{' '}
        {/* A post, not a link, so the address stays out of URLs and logs. */}
        <Form method="post" className="recovery__inline-form">
          <input type="hidden" name="intent" value="retype" />
          <input type="hidden" name="email" value={email} />
          <button type="submit" className="link-button">
            retype your email address
          </button>
        </Form>
        .
      </div>
      <p>
        <Link to="/login">Back to log in</Link>
      </p>
    </section>
  );
}

/** PasswordRecoveryPage (spec §2 `/recover-password`): ask for a link to choose a new password. */
export default function PasswordRecoveryPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  // The answer whose errors the user has started fixing: typing clears them (spec §4 clear-error).
  const [editedAnswer, setEditedAnswer] = useState<unknown>(null);

  if (actionData?.view === 'sent') return <SentMessage email={actionData.email} />;

  const answer = actionData && actionData !== editedAnswer ? actionData : null;
  const errors: FieldErrors = { ...(answer?.errors ?? {}), ...clientErrors };
  const errorId = 'email-error';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validateForm(
      PasswordRecoveryFormSchema,
      formValues(new FormData(event.currentTarget), RECOVERY_FIELDS),
    );
    if (!result.ok) {
      event.preventDefault();
      setClientErrors(result.errors);
    } else {
      setClientErrors({});
    }
  }

  return (
    <section className="auth recovery" aria-labelledby="recovery-title">
      <h1 id="recovery-title">Forgot your password?</h1>
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      {answer?.problem ? <ProblemMessage problem={answer.problem} /> : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="form">
        <div className="field">
          <label htmlFor="email">Email</label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
            defaultValue={actionData?.email ?? ''}
            onChange={() => {
              setEditedAnswer(actionData);
              setClientErrors({});
            }}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? errorId : undefined}
          />
          {errors.email ? (
            <p id={errorId} className="field__error" role="alert">
              {errors.email}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--wide" disabled={navigation.state === 'submitting'}>
          Send reset link
        </button>
      </Form>
      <p className="recovery__aside">
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </section>
  );
}
