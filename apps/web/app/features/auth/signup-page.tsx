import { SIGNUP_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/signup-page';
import { useState } from 'react';
import { EmailField } from '../../components/email-field.tsx';
import { NameFields } from '../../components/name-fields.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../lib/texts.ts';
import { AuthForm } from './auth-form.tsx';
import type { AuthActionData } from './auth-page.server.ts';
import type { loadSignup } from './signup.server.ts';
import { SignupExtraFields } from './signup-extra-fields.tsx';
import { parseSignupForm, signupLayoutFor } from './signup-form.ts';
import { TermsField } from './terms-field.tsx';

/** The signup tab of the authentication screen (spec §2 `/signup/:userType?`). */
export function SignupPage(props: {
  loaderData: Awaited<ReturnType<typeof loadSignup>>;
  actionData: AuthActionData | undefined;
}) {
  const { loaderData, actionData } = props;
  const t = useTexts(SIGNUP_PAGE_TEXTS);
  const { signupConfig, userTypeParam } = loaderData;
  const [chosenType, setChosenType] = useState<string | null>(userTypeParam);
  const layout = signupLayoutFor(signupConfig, userTypeParam ?? chosenType);
  const { errors, onChange, onSubmit, submitting } = useFormValidation(
    (form) => parseSignupForm(form, signupConfig, userTypeParam),
    actionData?.errors,
  );
  return (
    <AuthForm
      tab="signup"
      title={t('heading')}
      page={loaderData}
      formError={actionData?.formError}
      onSubmit={onSubmit}
      onChange={onChange}
      submitting={submitting}
      submitLabel={t('submit')}
    >
      <SignupExtraFields
        config={signupConfig}
        layout={layout}
        userTypeFixed={userTypeParam !== null}
        errors={errors}
        onUserTypeChange={setChosenType}
      />
      <NameFields errors={errors} />
      <EmailField error={errors.email} />
      <PasswordField autoComplete="new-password" error={errors.password} />
      <TermsField error={errors.terms} />
    </AuthForm>
  );
}
