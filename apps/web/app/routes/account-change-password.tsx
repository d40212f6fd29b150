import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mercato/core/validators/auth';
import { PasswordChangeFormSchema } from '@mercato/core/validators/password';
import { SdkError } from '@mercato/sdk/sdk-error';
import { type FormEvent, useState } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { TextField } from '../components/text-field.tsx';
import { AccountSettingsNav } from '../features/accounts/account-settings-nav.tsx';
import { requireUser } from '../lib/auth.server.ts';
import { apiFieldErrors } from '../lib/forms/api-errors.ts';
import { type FieldErrors, formValues, validateForm } from '../lib/forms/validate-form.ts';
import accountStylesHref from '../styles/account.css?url';
import type { Route } from './+types/account-change-password';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** What every answer of the action carries. Passwords are never sent back to the page. */
interface PasswordActionData {
  errors: FieldErrors;
  formError: string | null;
  /** New after each change, so the form empties. */
  changedId: string | null;
}

function refused(status: number, errors: FieldErrors, formError: string | null = null) {
  return data<PasswordActionData>({ errors, formError, changedId: null }, { status });
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStylesHref }];

export function meta() {
  return [{ title: 'Change password' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.session);
  return null;
}

/** Changes the password (spec §5): current and new required; this session stays logged in. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context.session);
  const parsed = validateForm(PasswordChangeFormSchema, formValues(await request.formData(), FIELDS));
  if (!parsed.ok) return refused(400, parsed.errors);
  try {
    await context.session.sdk.currentUser.changePassword(parsed.data);
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    if (error.status === 403) {
      return refused(403, { currentPassword: SCREEN_ERROR_MESSAGES['contactDetails.wrongPassword'] });
    }
    // Wrong current passwords are limited like failed logins.
    if (error.status === 429) {
      return refused(429, {}, 'Too many attempts. Please wait a few minutes and try again.');
    }
    const errors =
      error.status === 400
        ? apiFieldErrors(error, (path) => (FIELDS as readonly string[]).find((field) => field === path))
        : {};
    if (Object.keys(errors).length > 0) return refused(400, errors);
    return refused(502, {}, 'Changing your password failed. Please try again.');
  }
  return data<PasswordActionData>({ errors: {}, formError: null, changedId: crypto.randomUUID() });
}

/** Account settings: password (spec §2 `/account/change-password`). */
export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const errors: FieldErrors = { ...actionData?.errors, ...clientErrors };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validateForm(
      PasswordChangeFormSchema,
      formValues(new FormData(event.currentTarget), FIELDS),
    );
    setClientErrors(result.ok ? {} : result.errors);
    if (!result.ok) event.preventDefault();
  }

  return (
    <section className="account-page">
      <h1>Account settings</h1>
      <AccountSettingsNav />
      <h2>Password</h2>
      {actionData?.formError ? (
        <p className="form-error" role="alert">
          {actionData.formError}
        </p>
      ) : null}
      {actionData?.changedId ? (
        <p className="form-success" role="status">
          Your password is changed. Use the new one the next time you log in.
        </p>
      ) : null}
      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="form"
        key={actionData?.changedId ?? 'change-password'}
      >
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.currentPassword}
        />
        <TextField
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.newPassword}
        />
        <button type="submit" className="button" disabled={navigation.state === 'submitting'}>
          Change password
        </button>
      </Form>
    </section>
  );
}
