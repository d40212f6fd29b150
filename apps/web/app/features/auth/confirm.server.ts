import { CONFIRM_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/confirm-page';
import { safeReturnPath } from '@mercato/core/validators/return-path';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import type { ActionArgs, IdentityProviderSettings, LoaderArgs } from '../../lib/context.ts';
import { formRefusalOf } from '../../lib/forms/refusals.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import {
  CONFIRM_FIELDS,
  type ConfirmValues,
  confirmForm,
  confirmInputOf,
  readConfirmForm,
} from './confirm-form.ts';
import { findIdentityProvider, idpFailedPath, profileOfIdToken } from './idp.server.ts';
import { clearPendingCookie, readPending } from './idp-cookies.server.ts';

/** How the confirm action answers a refused post. */
export interface ConfirmActionData {
  errors: FieldErrors;
  formError: string | null;
  values: ConfirmValues;
}

function pendingLogin(request: Request, settings: IdentityProviderSettings) {
  const pending = readPending(settings, request);
  const provider = pending ? findIdentityProvider(settings, pending.idpId) : undefined;
  return pending && provider ? { pending, provider } : null;
}

/** The provider and what its ID token says about the person, to prefill the form. */
export function loadConfirm({ request, context }: LoaderArgs) {
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
export async function confirmIdpSignup({ request, context }: ActionArgs) {
  const settings = context.identityProviderSettings;
  const found = pendingLogin(request, settings);
  if (!found) return redirect('/signup');
  const { pending, provider } = found;
  const from = safeReturnPath(pending.from, new URL(request.url).origin);
  const form = await request.formData();
  const typed = readConfirmForm(form);
  const values: ConfirmValues = Object.fromEntries(
    CONFIRM_FIELDS.map((name) => [name, typeof typed[name] === 'string' ? typed[name] : '']),
  );
  const parsed = confirmForm(form);
  if (!parsed.ok)
    return data<ConfirmActionData>({ errors: parsed.errors, formError: null, values }, { status: 400 });

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
      const t = await serverTexts(context, CONFIRM_PAGE_TEXTS);
      const { status, errors, formError } = formRefusalOf(error, {
        inputOf: confirmInputOf,
        worded: [{ when: 'email-taken', field: 'email', message: t('emailTaken') }],
        fallback: t('failed'),
      });
      return data<ConfirmActionData>({ errors, formError, values }, { status });
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
