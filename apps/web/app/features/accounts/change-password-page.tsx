import { CHANGE_PASSWORD_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/change-password-page';
import { PASSWORD_MIN_LENGTH } from '@mercato/core/validators/auth';
import { Form } from 'react-router';
import { PasswordField } from '../../components/password-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../lib/texts.ts';
import { AccountSettingsPage } from './account-settings-page.tsx';
import type { PasswordActionData } from './change-password.server.ts';
import { passwordChangeForm } from './change-password-form.ts';
import { CurrentPasswordField } from './current-password-field.tsx';

/** Account settings: password (spec §2 `/account/change-password`). */
export function ChangePasswordPage({ actionData }: { actionData: PasswordActionData | undefined }) {
  const t = useTexts(CHANGE_PASSWORD_PAGE_TEXTS);
  const { errors, onChange, onSubmit, submitting } = useFormValidation(
    passwordChangeForm,
    actionData?.errors,
  );
  return (
    <AccountSettingsPage
      heading={t('heading')}
      formError={actionData?.formError}
      success={actionData?.changedId ? t('changed') : null}
    >
      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className="form"
        key={actionData?.changedId ?? 'change-password'}
      >
        <CurrentPasswordField error={errors.currentPassword} />
        <PasswordField
          name="newPassword"
          label={t('newPassword')}
          autoComplete="new-password"
          hint={t('newPasswordHint', { minLength: PASSWORD_MIN_LENGTH })}
          error={errors.newPassword}
        />
        <SubmitButton className="button" busy={submitting}>
          {t('submit')}
        </SubmitButton>
      </Form>
    </AccountSettingsPage>
  );
}
