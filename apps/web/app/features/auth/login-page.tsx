import { Link } from 'react-router';
import { EmailField } from '../../components/email-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
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
  const { errors, onSubmit, submitting } = useFormValidation(loginForm, actionData?.errors);
  return (
    <AuthForm
      tab="login"
      title="Welcome back"
      page={loaderData}
      formError={actionData?.formError}
      notice={
        loaderData.idpFailed
          ? 'Logging in with the external service failed. Please try again or log in with your email.'
          : null
      }
      onSubmit={onSubmit}
      submitting={submitting}
      submitLabel="Log in"
    >
      <EmailField error={errors.email} />
      <PasswordField autoComplete="current-password" error={errors.password} />
      <p className="form-link">
        <Link to="/recover-password">Forgot your password?</Link>
      </p>
    </AuthForm>
  );
}
