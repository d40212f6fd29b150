import { CONTACT_DETAILS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/contact-details-page';
import { PHONE_NUMBER_MAX_LENGTH } from '@mercato/core/validators/contact-details';
import { useState } from 'react';
import { Form } from 'react-router';
import { EmailField } from '../../components/email-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { useTexts } from '../../lib/texts.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { AccountSettingsPage } from './account-settings-page.tsx';
import type { ContactActionData, loadContactDetails } from './contact-details.server.ts';
import { isEmailChange } from './contact-details.ts';
import { type ContactValues, contactDetailsForm } from './contact-details-form.ts';
import { CurrentPasswordField } from './current-password-field.tsx';
import { RESEND_VERIFICATION_INTENT, resendResultText } from './verification.ts';

function ContactDetailsForm(props: {
  current: ContactValues;
  values: ContactValues;
  serverErrors: FieldErrors;
}) {
  const t = useTexts(CONTACT_DETAILS_PAGE_TEXTS);
  const { errors, onChange, onSubmit, submitting } = useFormValidation(
    contactDetailsForm(props.current),
    props.serverErrors,
  );
  const [typedEmail, setTypedEmail] = useState(props.values.email);
  const emailChanged = isEmailChange(props.current.email, typedEmail);

  // Without scripts nobody can reveal the password field as the email changes, so it is always
  // there until the page is hydrated; then it appears only when needed.
  const hydrated = useHydrated();
  const showPassword = !hydrated || emailChanged || Boolean(errors.currentPassword);

  return (
    <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="form">
      <EmailField defaultValue={props.values.email} onValueChange={setTypedEmail} error={errors.email} />
      {showPassword ? (
        <CurrentPasswordField
          hint={hydrated ? t('passwordHint') : t('passwordHintWithoutScripts')}
          required={emailChanged}
          error={errors.currentPassword}
        />
      ) : null}
      <TextField
        name="phoneNumber"
        label={t('phoneNumber')}
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_NUMBER_MAX_LENGTH}
        defaultValue={props.values.phoneNumber}
        error={errors.phoneNumber}
      />
      <SubmitButton className="button" busy={submitting}>
        {t('submit')}
      </SubmitButton>
    </Form>
  );
}

/** The notice of an address that waits for verification, with the button that sends a new link. */
function VerificationNotice({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const t = useTexts(CONTACT_DETAILS_PAGE_TEXTS);
  return (
    <div className="account-notice">
      {pendingEmail ? (
        <p>
          {t('pendingSentTo')} <strong>{pendingEmail}</strong>. {t('pendingKeepsUsing', { email })}
        </p>
      ) : (
        <p>
          {t('unverifiedSentTo')} <strong>{email}</strong> {t('unverifiedFollow')}
        </p>
      )}
      <Form method="post">
        <input type="hidden" name="intent" value={RESEND_VERIFICATION_INTENT} />
        <button type="submit" className="link-button">
          {t('resend')}
        </button>
      </Form>
    </div>
  );
}

/** Account settings: contact details (spec §2 `/account/contact-details`). */
export function ContactDetailsPage(props: {
  loaderData: Awaited<ReturnType<typeof loadContactDetails>>;
  actionData: ContactActionData | undefined;
}) {
  const { loaderData, actionData } = props;
  const t = useTexts(CONTACT_DETAILS_PAGE_TEXTS);
  const saved = actionData?.intent === 'save' ? actionData : null;
  const resend = actionData?.resend ?? null;
  const current = { email: loaderData.email, phoneNumber: loaderData.phoneNumber };
  const resendOk =
    resend?.status === 'sent' || (resend?.status === 'failed' && resend.problem === 'already-verified');
  const resendText = resend ? resendResultText(resend, 'contact-details', t) : null;
  const success = saved?.saved ? t('saved') : resendOk ? resendText : null;
  const formError = actionData?.formError ?? (resend && !resendOk ? resendText : null);
  const needsVerification = loaderData.pendingEmail !== null || !loaderData.emailVerified;

  return (
    <AccountSettingsPage heading={t('heading')} formError={formError} success={success}>
      {needsVerification ? (
        <VerificationNotice email={loaderData.email} pendingEmail={loaderData.pendingEmail} />
      ) : null}
      <ContactDetailsForm
        key={saved?.savedId ?? 'contact-details'}
        current={current}
        values={saved?.values ?? current}
        serverErrors={saved?.errors ?? {}}
      />
    </AccountSettingsPage>
  );
}
