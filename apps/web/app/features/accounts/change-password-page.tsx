import { PASSWORD_MIN_LENGTH } from '@mercato/core/validators/auth';
import { Form } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { FormSuccess } from '../../components/form-success.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { AccountSettingsNav } from './account-settings-nav.tsx';
import type { PasswordActionData } from './change-password.server.ts';
import { passwordChangeForm } from './change-password-form.ts';
import { CurrentPasswordField } from './current-password-field.tsx';

/** Account settings: password (spec §2 `/account/change-password`). */
export function ChangePasswordPage({ actionData }: { actionData: PasswordActionData | undefined }) {
  const { errors, onSubmit, submitting } = useFormValidation(passwordChangeForm, actionData?.errors);
  return (
    <section className="account-page">
      <h1>Account settings</h1>
      <AccountSettingsNav />
      <h2>Password</h2>
      <FormError message={actionData?.formError} />
      <FormSuccess
        message={
          actionData?.changedId ? 'Your password is changed. Use the new one the next time you log in.' : null
        }
      />
      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="form"
        key={actionData?.changedId ?? 'change-password'}
      >
        <CurrentPasswordField error={errors.currentPassword} />
        <PasswordField
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.newPassword}
        />
        <button type="submit" className="button" disabled={submitting}>
          Change password
        </button>
      </Form>
    </section>
  );
}
