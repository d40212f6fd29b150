import { NameSchema, SignupFormSchema } from '@mercato/core/validators/auth';
import { SdkError } from '@mercato/sdk/sdk-error';
import { type FormEvent, useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { FieldError } from '../components/field-error.tsx';
import { TextField } from '../components/text-field.tsx';
import { findIdentityProvider, idpFailedPath, profileOfIdToken } from '../features/auth/idp.server.ts';
import { clearPendingCookie, readPending } from '../features/auth/idp-cookies.server.ts';
import { safeReturnPath } from '../lib/auth.server.ts';
import type { IdentityProviderSettings } from '../lib/context.ts';
import { type FieldErrors, formValues, validateForm } from '../lib/forms/validate-form.ts';
import type { Route } from './+types/confirm';

// The signup form's rules for the fields both forms share, without a password (the provider
// vouches for the person) and with an optional display name (spec §5 Signup, confirm signup).
const ConfirmFormSchema = SignupFormSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  terms: true,
}).extend({ displayName: NameSchema.optional() });

const CONFIRM_FIELDS = ['firstName', 'lastName', 'email', 'displayName'] as const;

type ConfirmValues = Partial<Record<(typeof CONFIRM_FIELDS)[number], string>>;

function confirmValues(form: FormData): Record<string, unknown> {
  const values = formValues(form, CONFIRM_FIELDS, ['terms']);
  // An empty optional field means "not given": the platform then derives the display name.
  if (typeof values.displayName === 'string' && values.displayName.trim() === '')
    values.displayName = undefined;
  return values;
}

function pendingLogin(request: Request, settings: IdentityProviderSettings) {
  const pending = readPending(settings, request);
  const provider = pending ? findIdentityProvider(settings, pending.idpId) : undefined;
  return pending && provider ? { pending, provider } : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const found = pendingLogin(request, context.identityProviderSettings);
  // Nothing to confirm: the visitor did not come from a provider, or took longer than ten minutes.
  if (!found) throw redirect('/signup');
  const profile = profileOfIdToken(found.pending.idToken);
  return {
    providerLabel: found.provider.label,
    name: profile.name ?? [profile.given_name, profile.family_name].filter(Boolean).join(' '),
    email: profile.email ?? '',
    firstName: profile.given_name ?? '',
    lastName: profile.family_name ?? '',
  };
}

/** Creates the account for the provider's identity, logs in with it and returns to where the visitor was going. */
export async function action({ request, context }: Route.ActionArgs) {
  const settings = context.identityProviderSettings;
  const found = pendingLogin(request, settings);
  if (!found) return redirect('/signup');
  const { pending, provider } = found;
  const from = safeReturnPath(pending.from, new URL(request.url).origin);
  const form = await request.formData();
  const values = confirmValues(form);
  const shown: ConfirmValues = Object.fromEntries(
    CONFIRM_FIELDS.map((name) => [name, typeof values[name] === 'string' ? values[name] : '']),
  );
  const parsed = validateForm(ConfirmFormSchema, values);
  if (!parsed.ok) return data({ errors: parsed.errors, formError: null, values: shown }, { status: 400 });

  const { sdk } = context.session;
  const idp = { idpId: provider.id, idpClientId: provider.clientId, idpToken: pending.idToken };
  const forget = { 'set-cookie': clearPendingCookie(settings) };
  const { terms: _terms, ...profile } = parsed.data;
  try {
    await sdk.currentUser.createWithIdp({ ...profile, ...idp });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    // `conflict`: the identity is linked already (a repeated submit); logging in below finishes the job.
    if (!error.hasCode('conflict')) {
      if (error.status === 401) return redirect(idpFailedPath(from), { headers: forget });
      if (error.hasCode('email-taken')) {
        const message = 'An account with this email already exists. Log in with your password instead.';
        return data({ errors: { email: message }, formError: null, values: shown }, { status: 409 });
      }
      if (error.status === 429) {
        const message = 'Too many attempts. Please wait a moment and try again.';
        return data({ errors: {}, formError: message, values: shown }, { status: 429 });
      }
      if (error.status === 400) {
        const errors: FieldErrors = {};
        for (const e of error.errors) errors[e.source?.path[0] ?? 'form'] = e.title;
        return data({ errors, formError: null, values: shown }, { status: 400 });
      }
      const message = 'We could not create your account. Please try again.';
      return data({ errors: {}, formError: message, values: shown }, { status: 502 });
    }
  }
  try {
    await sdk.loginWithIdp(idp);
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    return redirect(idpFailedPath(from), { headers: forget });
  }
  return redirect(from, { headers: forget });
}

export function meta() {
  return [{ title: 'Confirm your details' }];
}

/** The confirm tab of the authentication screen (spec §2): finish signing up after an identity provider. */
export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const errors: FieldErrors = { ...(actionData?.errors ?? {}), ...clientErrors };
  const values: ConfirmValues = actionData?.values ?? {
    firstName: loaderData.firstName,
    lastName: loaderData.lastName,
    email: loaderData.email,
  };
  const who = loaderData.name || loaderData.email;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validateForm(ConfirmFormSchema, confirmValues(new FormData(event.currentTarget)));
    if (!result.ok) {
      event.preventDefault();
      setClientErrors(result.errors);
    } else {
      setClientErrors({});
    }
  }

  return (
    <section className="auth">
      <nav className="tabs" aria-label="Authentication">
        <Link to="/login" className="tabs__tab">
          Log in
        </Link>
        <Link to="/signup" className="tabs__tab">
          Sign up
        </Link>
        <span className="tabs__tab" aria-current="page">
          Confirm
        </span>
      </nav>
      <h1>Confirm your details</h1>
      <p>
        You logged in with {loaderData.providerLabel}
        {who ? (
          <>
            {' '}
            as <strong>{who}</strong>
            {loaderData.name && loaderData.email ? ` (${loaderData.email})` : null}
          </>
        ) : null}
        . Check your details below to finish creating your account.
      </p>
      {actionData?.formError ? (
        <p className="form-error" role="alert">
          {actionData.formError}
        </p>
      ) : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="form">
        <div className="field-row">
          <TextField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            defaultValue={values.firstName ?? ''}
            error={errors.firstName}
            maxLength={100}
          />
          <TextField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            defaultValue={values.lastName ?? ''}
            error={errors.lastName}
            maxLength={100}
          />
        </div>
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          defaultValue={values.email ?? ''}
          error={errors.email}
          maxLength={254}
        />
        <TextField
          name="displayName"
          label="Display name (optional)"
          autoComplete="nickname"
          defaultValue={values.displayName ?? ''}
          error={errors.displayName}
          maxLength={100}
          required={false}
        />
        <div className="field field--checkbox">
          <input id="terms" name="terms" type="checkbox" aria-invalid={errors.terms ? true : undefined} />
          <label htmlFor="terms">
            I accept the <Link to="/terms-of-service">terms of service</Link> and the{' '}
            <Link to="/privacy-policy">privacy policy</Link>
          </label>
          <FieldError id="terms-error" message={errors.terms} />
        </div>
        <button type="submit" className="button button--wide" disabled={navigation.state === 'submitting'}>
          Create account
        </button>
      </Form>
    </section>
  );
}
