import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { PASSWORD_RESET_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/password-reset-page';
import { PASSWORD_MIN_LENGTH } from '@mercato/core/validators/auth';
import { Form, Link } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { TOO_MANY_ATTEMPTS } from '../../lib/forms/refusals.ts';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { useMessageText, useTexts } from '../../lib/texts.ts';
import { validateResetForm } from './recovery.ts';
import type { ResetAnswer } from './reset-password.server.ts';

function LinkProblem({ title, message }: { title: string; message: string }) {
  const t = useTexts(PASSWORD_RESET_PAGE_TEXTS);
  const wording = useMessageText();
  return (
    <section className="notice recovery" aria-labelledby="reset-title">
      <h1 id="reset-title">{title}</h1>
      <p role="alert">{wording(message)}</p>
      <p>
        <Link to="/recover-password" className="button">
          {t('askNewLink')}
        </Link>
      </p>
    </section>
  );
}

function PasswordChanged() {
  const t = useTexts(PASSWORD_RESET_PAGE_TEXTS);
  return (
    <section className="notice recovery" aria-labelledby="reset-title">
      <div role="status">
        <h1 id="reset-title">{t('changedHeading')}</h1>
        <p>{t('changed')}</p>
      </div>
      <p>
        <Link to="/login" className="button">
          {t('logIn')}
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
  const t = useTexts(PASSWORD_RESET_PAGE_TEXTS);
  const answer = actionData?.status === 'invalid' ? actionData : null;
  const { errors, onChange, onSubmit, clearError, submitting } = useFormValidation(
    validateResetForm,
    answer?.errors,
  );

  if (loaderData.email === null) {
    return <LinkProblem title={t('brokenLinkHeading')} message={SCREEN_ERROR_MESSAGES['reset.brokenLink']} />;
  }
  if (actionData?.status === 'invalid-link') {
    return <LinkProblem title={t('expiredLinkHeading')} message={t('expiredLink')} />;
  }
  if (actionData?.status === 'done') return <PasswordChanged />;

  return (
    <section className="auth recovery" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('heading')}</h1>
      <p>
        {t('forAccount')} <strong>{loaderData.email}</strong>.
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
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="form">
        <PasswordField
          name="newPassword"
          label={t('newPassword')}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          hint={t('newPasswordHint', { minLength: PASSWORD_MIN_LENGTH })}
          error={errors.newPassword}
          onValueChange={() => clearError('newPassword')}
        />
        <PasswordField
          name="newPasswordConfirm"
          label={t('repeatPassword')}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          error={errors.newPasswordConfirm}
          onValueChange={() => clearError('newPasswordConfirm')}
        />
        <SubmitButton className="button button--wide" busy={submitting}>
          {t('submit')}
        </SubmitButton>
      </Form>
    </section>
  );
}
