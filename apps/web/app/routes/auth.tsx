import { LoginFormSchema, SignupFormSchema } from '@mercato/core/validators/auth';
import { signupFormSchemaFor } from '@mercato/core/validators/signup-by-user-type';
import { SdkError } from '@mercato/sdk/sdk-error';
import { type FormEvent, useEffect, useState } from 'react';
import { data, Form, Link, redirect, useLocation, useNavigation } from 'react-router';
import { FieldError } from '../components/field-error.tsx';
import { TextField } from '../components/text-field.tsx';
import { IdpButtons } from '../features/auth/idp-buttons.tsx';
import { SignupExtraFields } from '../features/auth/signup-extra-fields.tsx';
import {
  readSignupForm,
  type SignupConfig,
  signupLayoutFor,
  toSignupCommand,
} from '../features/auth/signup-form.ts';
import { getCurrentUser, safeReturnPath } from '../lib/auth.server.ts';
import { type FieldErrors, formValues, validateForm } from '../lib/forms/validate-form.ts';
import type { Route } from './+types/auth';

const LOGIN_FIELDS = ['email', 'password'] as const;

type Tab = 'login' | 'signup';

function tabOf(pathname: string): Tab {
  return pathname.startsWith('/signup') ? 'signup' : 'login';
}

// The hidden `from` field is as untrusted as the query it came from: it is checked again here.
function returnPathOf(form: FormData, siteOrigin: string): string {
  const from = form.get('from');
  const hash = form.get('fromHash');
  const path = safeReturnPath(typeof from === 'string' ? from : null, siteOrigin);
  return typeof hash === 'string' && /^#[\w\-./%=&]{1,200}$/.test(hash) && !path.includes('#')
    ? `${path}${hash}`
    : path;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const from = url.searchParams.get('from');
  if (await getCurrentUser(context.session)) throw redirect(safeReturnPath(from, url.origin));
  const config = (await context.session.sdk.assets.config()).data;
  const signupConfig: SignupConfig = { userTypes: config.userTypes, userFields: config.userFields };
  const userTypeParam = 'userType' in params ? (params.userType ?? null) : null;
  return {
    from: from ? safeReturnPath(from, url.origin) : null,
    providers: context.identityProviders,
    signupConfig,
    userTypeParam: signupConfig.userTypes.some((t) => t.userType === userTypeParam) ? userTypeParam : null,
    idpFailed: url.searchParams.get('error') === 'idp',
  };
}

function validateSignup(form: FormData, config: SignupConfig, userTypeParam: string | null) {
  const chosen =
    userTypeParam ?? (typeof form.get('userType') === 'string' ? String(form.get('userType')) : null);
  const layout = signupLayoutFor(config, chosen);
  if (config.userTypes.length > 0 && !layout.userType) {
    const base = validateForm(SignupFormSchema, readSignupForm(form, layout));
    const errors = base.ok ? {} : base.errors;
    return { ok: false as const, layout, errors: { ...errors, userType: 'please choose an account type' } };
  }
  const type = config.userTypes.find((t) => t.userType === layout.userType);
  const schema = type ? signupFormSchemaFor({ userType: type, userFields: layout.fields }) : SignupFormSchema;
  const result = validateForm(schema, readSignupForm(form, layout));
  return result.ok
    ? {
        ok: true as const,
        layout,
        command: toSignupCommand(result.data as Parameters<typeof toSignupCommand>[0], layout),
      }
    : { ok: false as const, layout, errors: result.errors };
}

/** Logs in or signs up through the platform, then returns to where the visitor was going. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const tab = tabOf(new URL(request.url).pathname);
  const { sdk } = context.session;
  try {
    if (tab === 'login') {
      const parsed = validateForm(LoginFormSchema, formValues(form, LOGIN_FIELDS));
      if (!parsed.ok) return data({ tab, errors: parsed.errors, formError: null }, { status: 400 });
      await sdk.login({ username: parsed.data.email, password: parsed.data.password });
    } else {
      const config = (await sdk.assets.config()).data;
      const userTypeParam = 'userType' in params ? (params.userType ?? null) : null;
      const parsed = validateSignup(
        form,
        { userTypes: config.userTypes, userFields: config.userFields },
        userTypeParam,
      );
      if (!parsed.ok) return data({ tab, errors: parsed.errors, formError: null }, { status: 400 });
      await sdk.currentUser.create(parsed.command);
      await sdk.login({ username: parsed.command.email, password: parsed.command.password });
    }
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    if (error.status === 429) {
      return data(
        { tab, errors: {}, formError: 'Too many attempts. Please wait a moment and try again.' },
        { status: 429 },
      );
    }
    if (tab === 'login' && error.status === 401) {
      return data(
        {
          tab,
          errors: {},
          formError: 'The email and password you entered do not match. Please check them and try again.',
        },
        { status: 401 },
      );
    }
    if (error.hasCode('email-taken')) {
      return data(
        {
          tab,
          errors: { email: 'An account with this email already exists. Try logging in instead.' },
          formError: null,
        },
        { status: 409 },
      );
    }
    if (error.status === 400) {
      const errors: FieldErrors = {};
      for (const e of error.errors) {
        const path = e.source?.path ?? [];
        // Custom fields come back as publicData.<key>; the form names them field.<key>.
        const key =
          path.length > 1 && path[1] !== 'userType'
            ? path[1] === 'phoneNumber'
              ? 'phoneNumber'
              : `field.${path[1]}`
            : (path[0] ?? 'form');
        errors[key] = e.title;
      }
      return data({ tab, errors, formError: null }, { status: 400 });
    }
    return data(
      {
        tab,
        errors: {},
        formError:
          tab === 'login' ? 'Logging in failed. Please try again.' : 'Signing up failed. Please try again.',
      },
      { status: 502 },
    );
  }
  return redirect(returnPathOf(form, new URL(request.url).origin));
}

export function meta({ location }: Route.MetaArgs) {
  return [{ title: tabOf(location.pathname) === 'signup' ? 'Sign up' : 'Log in' }];
}

/** The authentication screen (spec §2): one page, tabs for logging in and signing up. */
export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const tab = tabOf(location.pathname);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [fromHash, setFromHash] = useState('');
  const [chosenType, setChosenType] = useState<string | null>(loaderData.userTypeParam);
  const layout = signupLayoutFor(loaderData.signupConfig, loaderData.userTypeParam ?? chosenType);
  const serverErrors: FieldErrors = actionData?.tab === tab ? actionData.errors : {};
  const errors = { ...serverErrors, ...clientErrors };
  const formError = actionData?.tab === tab ? actionData.formError : null;
  const query = loaderData.from ? `?from=${encodeURIComponent(loaderData.from)}` : '';
  const submitting = navigation.state === 'submitting';

  // The URL fragment never reaches the server; carry it in the form so the return trip keeps it.
  useEffect(() => {
    setFromHash(window.location.hash);
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const result =
      tab === 'login'
        ? validateForm(LoginFormSchema, formValues(form, LOGIN_FIELDS))
        : validateSignup(form, loaderData.signupConfig, loaderData.userTypeParam);
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
        <Link to={`/login${query}`} className="tabs__tab" aria-current={tab === 'login' ? 'page' : undefined}>
          Log in
        </Link>
        <Link
          to={`/signup${query}`}
          className="tabs__tab"
          aria-current={tab === 'signup' ? 'page' : undefined}
        >
          Sign up
        </Link>
      </nav>
      <h1>{tab === 'login' ? 'Welcome back' : 'Create your account'}</h1>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      {loaderData.idpFailed && tab === 'login' ? (
        <p className="form-error" role="alert">
          Logging in with the external service failed. Please try again or log in with your email.
        </p>
      ) : null}
      <IdpButtons providers={loaderData.providers} from={loaderData.from} />
      {loaderData.providers.length > 0 ? <p className="divider">or</p> : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="form" key={tab}>
        <input type="hidden" name="from" value={loaderData.from ?? ''} />
        <input type="hidden" name="fromHash" value={fromHash} />
        {tab === 'signup' ? (
          <SignupExtraFields
            config={loaderData.signupConfig}
            layout={layout}
            userTypeFixed={loaderData.userTypeParam !== null}
            errors={errors}
            onUserTypeChange={setChosenType}
          />
        ) : null}
        {tab === 'signup' ? (
          <div className="field-row">
            <TextField
              name="firstName"
              label="First name"
              autoComplete="given-name"
              error={errors.firstName}
              maxLength={100}
            />
            <TextField
              name="lastName"
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName}
              maxLength={100}
            />
          </div>
        ) : null}
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          maxLength={254}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete={tab === 'login' ? 'current-password' : 'new-password'}
          error={errors.password}
          maxLength={256}
        />
        {tab === 'login' ? (
          <p className="form-link">
            <Link to="/recover-password">Forgot your password?</Link>
          </p>
        ) : null}
        {tab === 'signup' ? (
          <div className="field field--checkbox">
            <input id="terms" name="terms" type="checkbox" aria-invalid={errors.terms ? true : undefined} />
            <label htmlFor="terms">
              I accept the <Link to="/terms-of-service">terms of service</Link> and the{' '}
              <Link to="/privacy-policy">privacy policy</Link>
            </label>
            <FieldError id="terms-error" message={errors.terms} />
          </div>
        ) : null}
        <button type="submit" className="button button--wide" disabled={submitting}>
          {tab === 'login' ? 'Log in' : 'Sign up'}
        </button>
      </Form>
    </section>
  );
}
