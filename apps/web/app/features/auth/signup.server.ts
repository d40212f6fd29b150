import { SIGNUP_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/signup-page';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import type { ActionArgs, LoaderArgs, WebSession } from '../../lib/context.ts';
import { formRefusalOf } from '../../lib/forms/refusals.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import { type AuthActionData, loadAuthPage, returnPathOf } from './auth-page.server.ts';
import { parseSignupForm, type SignupConfig, signupInputOf } from './signup-form.ts';

async function signupConfigOf(session: WebSession): Promise<SignupConfig> {
  const config = (await session.sdk.assets.config()).data;
  return { userTypes: config.userTypes, userFields: config.userFields };
}

/** The signup tab: the shared page data, the user types and fields, and a user type the URL fixes. */
export async function loadSignup(args: LoaderArgs) {
  const page = await loadAuthPage(args);
  const signupConfig = await signupConfigOf(args.context.session);
  const userTypeParam = args.params.userType ?? null;
  return {
    ...page,
    signupConfig,
    userTypeParam: signupConfig.userTypes.some((t) => t.userType === userTypeParam) ? userTypeParam : null,
  };
}

/** Signs up through the platform and logs in, then returns to where the visitor was going. */
export async function signUp({ request, params, context }: ActionArgs) {
  const form = await request.formData();
  const { sdk } = context.session;
  const parsed = parseSignupForm(form, await signupConfigOf(context.session), params.userType ?? null);
  if (!parsed.ok) return data<AuthActionData>({ errors: parsed.errors, formError: null }, { status: 400 });
  try {
    await sdk.currentUser.create(parsed.data);
    await sdk.login({ username: parsed.data.email, password: parsed.data.password });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const t = await serverTexts(context, SIGNUP_PAGE_TEXTS);
    const { status, errors, formError } = formRefusalOf(error, {
      inputOf: signupInputOf,
      worded: [{ when: 'email-taken', field: 'email', message: t('emailTaken') }],
      fallback: t('failed'),
    });
    return data<AuthActionData>({ errors, formError }, { status });
  }
  return redirect(returnPathOf(form, new URL(request.url).origin));
}
