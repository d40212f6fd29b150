import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { EmailField } from '../../components/email-field.tsx';
import { FormError } from '../../components/form-error.tsx';
import { TOO_MANY_ATTEMPTS } from '../../lib/forms/api-errors.ts';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import type { RecoveryState } from './recover-password.server.ts';
import { passwordRecoveryForm, type RecoveryProblem } from './recovery.ts';

function problemMessage(problem: RecoveryProblem) {
  switch (problem) {
    case 'email-not-found':
      return (
        <>
          {SCREEN_ERROR_MESSAGES['recovery.emailNotFound']} New here?{' '}
          <Link to="/signup">Create an account</Link>.
        </>
      );
    case 'too-many-requests':
      return TOO_MANY_ATTEMPTS;
    case 'failed':
      return SCREEN_ERROR_MESSAGES['recovery.failed'];
  }
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
export function PasswordRecoveryPage({ actionData }: { actionData: RecoveryState | undefined }) {
  // The answer whose errors the user has started fixing: typing clears them (spec §4 clear-error).
  const [editedAnswer, setEditedAnswer] = useState<unknown>(null);
  const answer = actionData?.view === 'form' && actionData !== editedAnswer ? actionData : null;
  const { errors, onSubmit, clearErrors, submitting } = useFormValidation(
    passwordRecoveryForm,
    answer?.errors,
  );

  if (actionData?.view === 'sent') return <SentMessage email={actionData.email} />;

  return (
    <section className="auth recovery" aria-labelledby="recovery-title">
      <h1 id="recovery-title">Forgot your password?</h1>
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      <FormError message={answer?.problem ? problemMessage(answer.problem) : null} />
      <Form method="post" noValidate onSubmit={onSubmit} className="form">
        <EmailField
          defaultValue={actionData?.email ?? ''}
          onValueChange={() => {
            setEditedAnswer(actionData);
            clearErrors();
          }}
          error={errors.email}
        />
        <button type="submit" className="button button--wide" disabled={submitting}>
          Send reset link
        </button>
      </Form>
      <p className="recovery__aside">
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </section>
  );
}
