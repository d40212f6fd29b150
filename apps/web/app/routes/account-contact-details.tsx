import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@mercato/core/validators/auth';
import { contactDetailsFormSchema, PHONE_NUMBER_MAX_LENGTH } from '@mercato/core/validators/contact-details';
import { SdkError } from '@mercato/sdk/sdk-error';
import { type FormEvent, useEffect, useState } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { TextField } from '../components/text-field.tsx';
import { AccountSettingsNav } from '../features/accounts/account-settings-nav.tsx';
import { isEmailChange, phoneNumberOf } from '../features/accounts/contact-details.ts';
import { requireUser } from '../lib/auth.server.ts';
import { apiFieldErrors } from '../lib/forms/api-errors.ts';
import { type FieldErrors, formValues, validateForm } from '../lib/forms/validate-form.ts';
import accountStylesHref from '../styles/account.css?url';
import type { Route } from './+types/account-contact-details';

const FIELDS = ['email', 'phoneNumber', 'currentPassword'] as const;
const RESEND_INTENT = 'resend-verification';

interface ContactValues {
  email: string;
  phoneNumber: string;
}

/** What every answer of the action carries; `intent` says which of the page's two forms it answers. */
interface ContactActionData {
  intent: 'save' | 'resend';
  outcome: 'saved' | 'verification-sent' | 'already-verified' | null;
  errors: FieldErrors;
  formError: string | null;
  /** The form as submitted (never the password), to fill it in again after a refusal. */
  values: ContactValues | null;
  /** New after each save, so the form starts over from the saved details. */
  savedId: string | null;
}

function answer(fields: Partial<ContactActionData> & Pick<ContactActionData, 'intent'>, status = 200) {
  return data<ContactActionData>(
    { outcome: null, errors: {}, formError: null, values: null, savedId: null, ...fields },
    { status },
  );
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The platform's refusal of a save, as the spec's contact details error areas (§8). */
function saveFailure(error: SdkError, values: ContactValues) {
  const refuse = (status: number, errors: FieldErrors, formError: string | null = null) =>
    answer({ intent: 'save', errors, formError, values }, status);
  if (error.status === 403) {
    return refuse(403, { currentPassword: SCREEN_ERROR_MESSAGES['contactDetails.wrongPassword'] });
  }
  if (error.hasCode('email-taken')) {
    return refuse(409, { email: SCREEN_ERROR_MESSAGES['contactDetails.emailTaken'] });
  }
  if (error.status === 429) {
    return refuse(429, {}, 'Too many attempts. Please wait a few minutes and try again.');
  }
  if (error.status === 400) {
    const errors = apiFieldErrors(error, (path) =>
      path === 'protectedData.phoneNumber'
        ? 'phoneNumber'
        : (FIELDS as readonly string[]).find((f) => f === path),
    );
    if (Object.keys(errors).length > 0) return refuse(400, errors);
  }
  return refuse(502, {}, SCREEN_ERROR_MESSAGES['contactDetails.generic']);
}

async function resendVerification(sdk: Route.ActionArgs['context']['session']['sdk']) {
  try {
    await sdk.currentUser.sendVerificationEmail();
    return answer({ intent: 'resend', outcome: 'verification-sent' });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    if (error.hasCode('email-already-verified'))
      return answer({ intent: 'resend', outcome: 'already-verified' });
    // Five a day (spec §7, §9): only the code tells the daily limit from the per-hour rate limit.
    if (error.hasCode('email-too-many-verification-requests')) {
      const formError = SCREEN_ERROR_MESSAGES['contactDetails.tooManyVerificationRequests'];
      return answer({ intent: 'resend', formError }, 429);
    }
    if (error.status === 429) {
      return answer(
        { intent: 'resend', formError: 'Too many attempts. Please wait a while and try again.' },
        429,
      );
    }
    return answer(
      { intent: 'resend', formError: SCREEN_ERROR_MESSAGES['auth.resendVerificationFailed'] },
      502,
    );
  }
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStylesHref }];

export function meta() {
  return [{ title: 'Contact details' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { attributes } = await requireUser(request, context.session);
  return {
    email: attributes.email,
    pendingEmail: attributes.pendingEmail,
    emailVerified: attributes.emailVerified,
    phoneNumber: phoneNumberOf(attributes.profile.protectedData),
  };
}

/**
 * Saves email and phone (spec §5): a new email needs the current password and waits for
 * verification; a new phone number is saved at once. The other intent resends the verification link.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { attributes } = await requireUser(request, context.session);
  const { sdk } = context.session;
  const form = await request.formData();
  if (form.get('intent') === RESEND_INTENT) return resendVerification(sdk);

  const current = { email: attributes.email, phoneNumber: phoneNumberOf(attributes.profile.protectedData) };
  const values = { email: text(form, 'email'), phoneNumber: text(form, 'phoneNumber') };
  const parsed = validateForm(contactDetailsFormSchema(current), formValues(form, FIELDS));
  if (!parsed.ok) return answer({ intent: 'save', errors: parsed.errors, values }, 400);

  const { email, phoneNumber, currentPassword } = parsed.data;
  try {
    // The email first: with a wrong password nothing at all is saved.
    if (isEmailChange(current.email, email)) {
      await sdk.currentUser.changeEmail({ email, currentPassword: currentPassword ?? '' });
    }
    if (phoneNumber !== current.phoneNumber) {
      await sdk.currentUser.updateProfile({ protectedData: { phoneNumber } });
    }
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    return saveFailure(error, values);
  }
  return answer({ intent: 'save', outcome: 'saved', savedId: crypto.randomUUID() });
}

function ContactDetailsForm(props: {
  current: ContactValues;
  values: ContactValues;
  serverErrors: FieldErrors;
}) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [typedEmail, setTypedEmail] = useState(props.values.email);
  const [hydrated, setHydrated] = useState(false);
  const errors = { ...props.serverErrors, ...clientErrors };
  const emailChanged = isEmailChange(props.current.email, typedEmail);

  // Without scripts nobody can reveal the password field as the email changes, so it is always
  // there until the page is hydrated; then it appears only when needed.
  useEffect(() => setHydrated(true), []);
  const showPassword = !hydrated || emailChanged || Boolean(errors.currentPassword);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validateForm(
      contactDetailsFormSchema(props.current),
      formValues(new FormData(event.currentTarget), FIELDS),
    );
    setClientErrors(result.ok ? {} : result.errors);
    if (!result.ok) event.preventDefault();
  }

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="form">
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        defaultValue={props.values.email}
        onValueChange={setTypedEmail}
        error={errors.email}
      />
      {showPassword ? (
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          hint={
            hydrated
              ? 'Enter your current password to change your email.'
              : 'Needed only when you change your email.'
          }
          required={emailChanged}
          error={errors.currentPassword}
        />
      ) : null}
      <TextField
        name="phoneNumber"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_NUMBER_MAX_LENGTH}
        defaultValue={props.values.phoneNumber}
        error={errors.phoneNumber}
      />
      <button type="submit" className="button" disabled={navigation.state === 'submitting'}>
        Save changes
      </button>
    </Form>
  );
}

/** Account settings: contact details (spec §2 `/account/contact-details`). */
export default function ContactDetails({ loaderData, actionData }: Route.ComponentProps) {
  const saved = actionData?.intent === 'save' ? actionData : null;
  const resent = actionData?.intent === 'resend' ? actionData : null;
  const current = { email: loaderData.email, phoneNumber: loaderData.phoneNumber };
  const formError = actionData?.formError ?? null;
  const needsVerification = loaderData.pendingEmail !== null || !loaderData.emailVerified;

  let success: string | null = null;
  if (saved?.outcome === 'saved') success = 'Your contact details are saved.';
  if (resent?.outcome === 'verification-sent') {
    success = `We sent a new verification link to ${loaderData.pendingEmail ?? loaderData.email}.`;
  }
  if (resent?.outcome === 'already-verified') success = 'Your email address is already verified.';

  return (
    <section className="account-page">
      <h1>Account settings</h1>
      <AccountSettingsNav />
      <h2>Contact details</h2>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      {success ? (
        <p className="form-success" role="status">
          {success}
        </p>
      ) : null}
      {needsVerification ? (
        <div className="account-notice">
          {loaderData.pendingEmail ? (
            <p>
              We sent a verification link to <strong>{loaderData.pendingEmail}</strong>. Your account keeps
              using {loaderData.email} until you follow it.
            </p>
          ) : (
            <p>
              Your email address is not verified yet. Follow the link we sent to{' '}
              <strong>{loaderData.email}</strong> to verify it.
            </p>
          )}
          <Form method="post">
            <input type="hidden" name="intent" value={RESEND_INTENT} />
            <button type="submit" className="link-button">
              Resend verification email
            </button>
          </Form>
        </div>
      ) : null}
      <ContactDetailsForm
        key={saved?.savedId ?? 'contact-details'}
        current={current}
        values={saved?.values ?? current}
        serverErrors={saved?.errors ?? {}}
      />
    </section>
  );
}
