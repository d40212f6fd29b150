import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { PASSWORD_RECOVERY_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/password-recovery-page';
import type { Texts } from '@mercato/core/texts/ui-texts';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { EmailField } from '../../components/email-field.tsx';
import { FormError } from '../../components/form-error.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { TOO_MANY_ATTEMPTS } from '../../lib/forms/refusals.ts';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { useMessageText, useTexts } from '../../lib/texts.ts';
import type { RecoveryState } from './recover-password.server.ts';
import { passwordRecoveryForm, type RecoveryProblem } from './recovery.ts';

/** Why the link could not be sent, worded: errors as messages, the way out by the page's texts. */
function problemMessage(
  problem: RecoveryProblem,
  t: Texts<'newHere' | 'createAccount'>,
  wording: (message: string) => string,
) {
  switch (problem) {
    case 'email-not-found':
      return (
        <>
          {wording(SCREEN_ERROR_MESSAGES['recovery.emailNotFound'])} {t('newHere')}{' '}
          <Link to="/signup">{t('createAccount')}</Link>.
        </>
      );
    case 'too-many-requests':
      return TOO_MANY_ATTEMPTS;
    case 'failed':
      return SCREEN_ERROR_MESSAGES['recovery.failed'];
  }
}

function SentMessage({ email }: { email: string }) {
  const t = useTexts(PASSWORD_RECOVERY_PAGE_TEXTS);
  return (
    <section className="auth recovery" aria-labelledby="recovery-title">
      <div role="status">
        <h1 id="recovery-title">{t('sentHeading')}</h1>
        <p>
          {t('sentTo')} <strong>{email}</strong>. {t('worksOneHour')}
        </p>
      </div>
      <div className="recovery__aside">
        {t('nothingArrived')} {/* A post, not a link, so the address stays out of URLs and logs. */}
        <Form method="post" className="recovery__inline-form">
          <input type="hidden" name="intent" value="retype" />
          <input type="hidden" name="email" value={email} />
          <button type="submit" className="link-button">
            {t('retype')}
          </button>
        </Form>
        .
      </div>
      <p>
        <Link to="/login">{t('backToLogin')}</Link>
      </p>
    </section>
  );
}

/** PasswordRecoveryPage (spec §2 `/recover-password`): ask for a link to choose a new password. */
export function PasswordRecoveryPage({ actionData }: { actionData: RecoveryState | undefined }) {
  const t = useTexts(PASSWORD_RECOVERY_PAGE_TEXTS);
  const wording = useMessageText();
  // The answer whose errors the user has started fixing: typing clears them (spec §4 clear-error).
  const [editedAnswer, setEditedAnswer] = useState<unknown>(null);
  const answer = actionData?.view === 'form' && actionData !== editedAnswer ? actionData : null;
  const { errors, onChange, onSubmit, clearErrors, submitting } = useFormValidation(
    passwordRecoveryForm,
    answer?.errors,
  );

  if (actionData?.view === 'sent') return <SentMessage email={actionData.email} />;

  return (
    <section className="auth recovery" aria-labelledby="recovery-title">
      <h1 id="recovery-title">{t('heading')}</h1>
      <p>{t('intro')}</p>
      <FormError message={answer?.problem ? problemMessage(answer.problem, t, wording) : null} />
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="form">
        <EmailField
          defaultValue={actionData?.email ?? ''}
          onValueChange={() => {
            setEditedAnswer(actionData);
            clearErrors();
          }}
          error={errors.email}
        />
        <SubmitButton className="button button--wide" busy={submitting}>
          {t('submit')}
        </SubmitButton>
      </Form>
      <p className="recovery__aside">
        {t('remembered')} <Link to="/login">{t('logIn')}</Link>
      </p>
    </section>
  );
}
