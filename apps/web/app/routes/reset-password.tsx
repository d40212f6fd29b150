import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mercato/core/validators/auth';
import { SdkError } from '@mercato/sdk/sdk-error';
import { type FormEvent, useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import {
  failureStatusOf,
  type ResetProblem,
  resetLinkOf,
  resetProblemOf,
  validateResetForm,
} from '../features/accounts/recovery.ts';
import type { FieldErrors } from '../lib/forms/validate-form.ts';
import recoveryStylesHref from '../styles/recovery.css?url';
import type { Route } from './+types/reset-password';

/** How a post of the new password went. */
type ResetAnswer =
  | { status: 'done' }
  | { status: 'invalid'; errors: FieldErrors; problem: Exclude<ResetProblem, 'invalid-link'> | null }
  | { status: 'invalid-link' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: recoveryStylesHref }];

export function meta() {
  return [{ title: 'Choose a new password' }];
}

export function loader({ request }: Route.LoaderArgs) {
  // Only the email is shown; the token stays in the URL, which the form posts back to.
  return { email: resetLinkOf(new URL(request.url))?.email ?? null };
}

/**
 * Sets the new password with the link's token and email. Success ends every session of the
 * account, this browser's included when it was logged in, so the page asks to log in afresh.
 */
export async function action({ request, context }: Route.ActionArgs) {
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

function PasswordField(props: {
  name: string;
  label: string;
  error: string | undefined;
  hint?: string;
  onChange: () => void;
}) {
  const errorId = `${props.name}-error`;
  const hintId = `${props.name}-hint`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={props.name}>{props.label}</label>
      {/* Passwords are never written back into the page: after a failed post without JavaScript they are typed again. */}
      <input
        id={props.name}
        name={props.name}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        required
        onChange={props.onChange}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {props.hint ? (
        <p id={hintId} className="field__hint">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className="field__error" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** PasswordResetPage (spec §2 `/reset-password?t=&e=`): choose a new password from an emailed link. */
export default function PasswordResetPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});

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
  if (actionData?.status === 'done') {
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

  const answer = actionData?.status === 'invalid' ? actionData : null;
  const errors: FieldErrors = { ...(answer?.errors ?? {}), ...clientErrors };
  const clearField = (name: string) => () => {
    if (clientErrors[name]) setClientErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validateResetForm(new FormData(event.currentTarget));
    if (!result.ok) {
      event.preventDefault();
      setClientErrors(result.errors);
    } else {
      setClientErrors({});
    }
  }

  return (
    <section className="auth recovery" aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      <p>
        For the account <strong>{loaderData.email}</strong>.
      </p>
      {answer?.problem ? (
        <p className="form-error" role="alert">
          {answer.problem === 'too-many-requests'
            ? 'Too many attempts. Please wait a moment and try again.'
            : SCREEN_ERROR_MESSAGES['reset.failed']}
        </p>
      ) : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="form">
        <PasswordField
          name="newPassword"
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.newPassword}
          onChange={clearField('newPassword')}
        />
        <PasswordField
          name="newPasswordConfirm"
          label="Repeat the new password"
          error={errors.newPasswordConfirm}
          onChange={clearField('newPasswordConfirm')}
        />
        <button type="submit" className="button button--wide" disabled={navigation.state === 'submitting'}>
          Save new password
        </button>
      </Form>
    </section>
  );
}
