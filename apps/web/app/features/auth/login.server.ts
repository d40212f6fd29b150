import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { LOGIN_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/login-page';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { formRefusalOf } from '../../lib/forms/refusals.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import { type AuthActionData, loadAuthPage, returnPathOf } from './auth-page.server.ts';
import { loginForm, loginInputOf } from './login-form.ts';

/** The login tab: the shared page data, and whether an identity-provider login just failed. */
export async function loadLogin(args: LoaderArgs) {
  const page = await loadAuthPage(args);
  return { ...page, idpFailed: new URL(args.request.url).searchParams.get('error') === 'idp' };
}

/** Logs in through the platform, then returns to where the visitor was going. */
export async function logIn({ request, context }: ActionArgs) {
  const form = await request.formData();
  const parsed = loginForm(form);
  if (!parsed.ok) return data<AuthActionData>({ errors: parsed.errors, formError: null }, { status: 400 });
  try {
    await context.session.sdk.login({ username: parsed.data.email, password: parsed.data.password });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const t = await serverTexts(context, LOGIN_PAGE_TEXTS);
    const { status, errors, formError } = formRefusalOf(error, {
      inputOf: loginInputOf,
      worded: [
        // Spec §8's text, worded on the page as messages are (`Errors.auth.loginFailed`).
        { when: 401, message: SCREEN_ERROR_MESSAGES['auth.loginFailed'] },
      ],
      fallback: t('failed'),
    });
    return data<AuthActionData>({ errors, formError }, { status });
  }
  return redirect(returnPathOf(form, new URL(request.url).origin));
}
