import { LOGIN_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/login-page';
import { Link } from 'react-router';
import { EmailField } from '../../components/email-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../lib/texts.ts';
import { AuthForm } from './auth-form.tsx';
import type { AuthActionData } from './auth-page.server.ts';
import type { loadLogin } from './login.server.ts';
import { loginForm } from './login-form.ts';

/** The login tab of the authentication screen (spec §2 `/login`). */
export function LoginPage(props: {
  loaderData: Awaited<ReturnType<typeof loadLogin>>;
  actionData: AuthActionData | undefined;
}) {
  const { loaderData, actionData } = props;
  const t = useTexts(LOGIN_PAGE_TEXTS);
  const { errors, onChange, onSubmit, submitting } = useFormValidation(loginForm, actionData?.errors);
  return (
    <AuthForm
      tab="login"
      title={t('heading')}
      page={loaderData}
      formError={actionData?.formError}
      notice={loaderData.idpFailed ? t('idpFailed') : null}
      onSubmit={onSubmit}
      onChange={onChange}
      submitting={submitting}
      submitLabel={t('submit')}
    >
      <EmailField error={errors.email} />
      <PasswordField autoComplete="current-password" error={errors.password} />
      <p className="form-link">
        <Link to="/recover-password">{t('forgotPassword')}</Link>
      </p>
    </AuthForm>
  );
}
