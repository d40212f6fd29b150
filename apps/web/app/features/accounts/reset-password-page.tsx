import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { PASSWORD_MIN_LENGTH } from '@mercato/core/validators/auth';
import { Form, Link } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { TOO_MANY_ATTEMPTS } from '../../lib/forms/api-errors.ts';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { validateResetForm } from './recovery.ts';
import type { ResetAnswer } from './reset-password.server.ts';

function LinkProblem({ title, message }: { title: string; message: string }) {
  return (
    <section className="notice recovery" aria-labelledby="reset-title">
      <h1 id="reset-title">{title}</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to="/recover-password" className="button">
          Ask for a new link
        </Link>
      </p>
    </section>
  );
}

function PasswordChanged() {
  return (
    <section className="notice recovery" aria-labelledby="reset-title">
      <div role="status">
        <h1 id="reset-title">Your password is changed</h1>
        <p>
          For your safety we logged this account out everywhere. Log in with your new password to carry on.
        </p>
      </div>
      <p>
        <Link to="/login" className="button">
          Log in
        </Link>
      </p>
    </section>
  );
}

/** PasswordResetPage (spec §2 `/reset-password?t=&e=`): choose a new password from an emailed link. */
export function PasswordResetPage(props: {
  loaderData: { email: string | null };
  actionData: ResetAnswer | undefined;
}) {
  const { loaderData, actionData } = props;
  const answer = actionData?.status === 'invalid' ? actionData : null;
  const { errors, onSubmit, clearError, submitting } = useFormValidation(validateResetForm, answer?.errors);

  if (loaderData.email === null) {
    return <LinkProblem title="This link is broken" message={SCREEN_ERROR_MESSAGES['reset.brokenLink']} />;
  }
  if (actionData?.status === 'invalid-link') {
    return (
      <LinkProblem
        title="This link no longer works"
        message="This password reset link is invalid or has expired. Each link works once, for one hour."
      />
    );
  }
  if (actionData?.status === 'done') return <PasswordChanged />;

  return (
    <section className="auth recovery" aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      <p>
        For the account <strong>{loaderData.email}</strong>.
      </p>
      <FormError
        message={
          answer?.problem === 'too-many-requests'
            ? TOO_MANY_ATTEMPTS
            : answer?.problem
              ? SCREEN_ERROR_MESSAGES['reset.failed']
              : null
        }
      />
      <Form method="post" noValidate onSubmit={onSubmit} className="form">
        <PasswordField
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.newPassword}
          onValueChange={() => clearError('newPassword')}
        />
        <PasswordField
          name="newPasswordConfirm"
          label="Repeat the new password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          error={errors.newPasswordConfirm}
          onValueChange={() => clearError('newPasswordConfirm')}
        />
        <button type="submit" className="button button--wide" disabled={submitting}>
          Save new password
        </button>
      </Form>
    </section>
  );
}
