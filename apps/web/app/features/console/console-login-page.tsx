import {
  CONSOLE_LOGIN_TEXTS,
  CONSOLE_SET_PASSWORD_TEXTS,
} from '@mercato/core/texts/catalogs/console/console-login';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mercato/core/validators/auth';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { FormSuccess } from '../../components/form-success.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import type { ConsoleFormData, loadConsoleLogin, loadSetOperatorPassword } from './console-login.server.ts';
import { consoleLoginForm, setOperatorPasswordForm } from './console-login-form.ts';
import { consoleTexts } from './console-texts.ts';

/** The small centred card the console's login pages share. */
function ConsoleAuthCard(props: { heading: string; lead: string; children: ReactNode }) {
  return (
    <section className="console-auth">
      <h1>{props.heading}</h1>
      <p className="console-auth__lead">{props.lead}</p>
      {props.children}
    </section>
  );
}

/** `/console/login`: an operator's email and password (ADR 019). */
export function ConsoleLoginPage(props: {
  loaderData: Awaited<ReturnType<typeof loadConsoleLogin>>;
  actionData: ConsoleFormData | undefined;
}) {
  const t = consoleTexts(CONSOLE_LOGIN_TEXTS);
  const { loaderData, actionData } = props;
  const { errors, onChange, onSubmit, submitting } = useFormValidation(consoleLoginForm, actionData?.errors);
  const notice = loaderData.notice;
  return (
    <ConsoleAuthCard heading={t('heading')} lead={t('lead')}>
      {notice === 'sessionEnded' ? <FormError message={t('sessionEnded')} /> : null}
      {notice === 'passwordSet' || notice === 'loggedOut' ? <FormSuccess message={t(notice)} /> : null}
      <FormError message={actionData?.formError} />
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="form">
        <input type="hidden" name="next" value={loaderData.next} />
        <TextField
          name="email"
          type="email"
          label={t('email')}
          autoComplete="username"
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.email}
        />
        <TextField
          name="password"
          type="password"
          label={t('password')}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.password}
        />
        <TextField
          name="code"
          label={t('code')}
          hint={t('codeHint')}
          autoComplete="one-time-code"
          maxLength={9}
          required={false}
          error={errors.code}
        />
        <SubmitButton className="button button--wide" busy={submitting}>
          {t('submit')}
        </SubmitButton>
      </Form>
      <p className="console-auth__hint">{t('lostPassword')}</p>
    </ConsoleAuthCard>
  );
}

/** `/console/set-password?token=…`: the page of the one-time link `npm run operator` prints. */
export function SetOperatorPasswordPage(props: {
  loaderData: ReturnType<typeof loadSetOperatorPassword>;
  actionData: ConsoleFormData | undefined;
}) {
  const t = consoleTexts(CONSOLE_SET_PASSWORD_TEXTS);
  const { loaderData, actionData } = props;
  const { errors, onChange, onSubmit, submitting } = useFormValidation(
    setOperatorPasswordForm,
    actionData?.errors,
  );
  if (!loaderData.token) {
    return (
      <ConsoleAuthCard heading={t('heading')} lead={t('lead')}>
        <FormError message={t('noToken')} />
      </ConsoleAuthCard>
    );
  }
  return (
    <ConsoleAuthCard heading={t('heading')} lead={t('lead')}>
      <FormError message={actionData?.formError ?? (errors.token ? t('expired') : null)} />
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="form">
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          name="password"
          type="password"
          label={t('password')}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.password}
        />
        <SubmitButton className="button button--wide" busy={submitting}>
          {t('submit')}
        </SubmitButton>
      </Form>
    </ConsoleAuthCard>
  );
}
