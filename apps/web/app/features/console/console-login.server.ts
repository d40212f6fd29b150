import {
  CONSOLE_LOGIN_TEXTS,
  CONSOLE_SET_PASSWORD_TEXTS,
} from '@mercato/core/texts/catalogs/console/console-login';
import { textsOf } from '@mercato/core/texts/ui-texts';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { formRefusalOf } from '../../lib/forms/refusals.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { consoleReturnPath } from './console-auth.server.ts';
import { consoleLoginForm, setOperatorPasswordForm } from './console-login-form.ts';

/** What a console form's refused post gives its page. */
export interface ConsoleFormData {
  errors: FieldErrors;
  formError: string | null;
}

const loginTexts = textsOf(CONSOLE_LOGIN_TEXTS, undefined);
const setPasswordTexts = textsOf(CONSOLE_SET_PASSWORD_TEXTS, undefined);

/** Why the login page was opened, as a notice over the form. */
type LoginNotice = 'passwordSet' | 'loggedOut' | 'sessionEnded';

/** The login page: straight on for an operator still logged in; else the form, and where it leads. */
export async function loadConsoleLogin({ request, context }: LoaderArgs) {
  const url = new URL(request.url);
  const next = consoleReturnPath(url.searchParams.get('next'));
  if (context.adminSdk.hasSession()) {
    const live = await context.adminSdk.currentOperator().then(
      () => true,
      (error: unknown) => {
        if (SdkError.is(error) && error.status === 401) return false;
        throw error;
      },
    );
    if (live) throw redirect(next);
  }
  const notice: LoginNotice | null = url.searchParams.has('passwordSet')
    ? 'passwordSet'
    : url.searchParams.has('loggedOut')
      ? 'loggedOut'
      : url.searchParams.has('ended')
        ? 'sessionEnded'
        : null;
  return { next, notice };
}

/** Logs the operator in (the session token goes into the console's cookie), then on to `next`. */
export async function consoleLogIn({ request, context }: ActionArgs) {
  const form = await request.formData();
  const parsed = consoleLoginForm(form);
  if (!parsed.ok) return data<ConsoleFormData>({ errors: parsed.errors, formError: null }, { status: 400 });
  try {
    await context.adminSdk.logIn(parsed.data);
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const { status, errors, formError } = formRefusalOf(error, {
      inputOf: (path) => (path === 'email' || path === 'password' || path === 'code' ? path : undefined),
      worded: [
        { when: 'auth-two-factor-required', field: 'code', message: loginTexts('codeRequired') },
        { when: 401, message: loginTexts('refused') },
        { when: 429, message: loginTexts('tooManyAttempts') },
      ],
      fallback: loginTexts('failed'),
    });
    return data<ConsoleFormData>({ errors, formError }, { status });
  }
  const next = form.get('next');
  return redirect(consoleReturnPath(typeof next === 'string' ? next : null));
}

/** Ends the console session; the login page says so. */
export async function consoleLogOut({ context }: ActionArgs) {
  await context.adminSdk.logOut().catch((error: unknown) => {
    // A session that had ended already is logged out all the same.
    if (!(SdkError.is(error) && error.status === 401)) throw error;
  });
  return redirect(`${CONSOLE_PATH}/login?loggedOut=1`);
}

/** The set-password page: the link's token, carried by the form. */
export function loadSetOperatorPassword({ request }: LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token };
}

/** Sets the password through the one-time link, then to the login page. */
export async function setOperatorPassword({ request, context }: ActionArgs) {
  const form = await request.formData();
  const parsed = setOperatorPasswordForm(form);
  if (!parsed.ok) {
    const formError = parsed.errors.token ? setPasswordTexts('expired') : null;
    return data<ConsoleFormData>({ errors: parsed.errors, formError }, { status: 400 });
  }
  try {
    await context.adminSdk.setPassword(parsed.data);
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const { status, errors, formError } = formRefusalOf(error, {
      inputOf: (path) => (path === 'password' ? path : undefined),
      worded: [{ when: 404, message: setPasswordTexts('expired') }],
      fallback: setPasswordTexts('failed'),
    });
    return data<ConsoleFormData>({ errors, formError }, { status });
  }
  return redirect(`${CONSOLE_PATH}/login?passwordSet=1`);
}
