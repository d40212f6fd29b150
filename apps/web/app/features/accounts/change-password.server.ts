import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { CHANGE_PASSWORD_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/change-password-page';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data } from 'react-router';
import { requireUser } from '../../lib/auth.server.ts';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { formRefusalOf } from '../../lib/forms/refusals.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import { passwordChangeForm, passwordChangeInputOf } from './change-password-form.ts';

/** What every answer of the action carries. Passwords are never sent back to the page. */
export interface PasswordActionData {
  errors: FieldErrors;
  formError: string | null;
  /** New after each change, so the form empties. */
  changedId: string | null;
}

/** Only logged-in users have a password to change. */
export async function loadChangePassword({ request, context }: LoaderArgs) {
  await requireUser(request, context.session);
  return null;
}

/** Changes the password (spec §5): current and new required; this session stays logged in. */
export async function changePassword({ request, context }: ActionArgs) {
  await requireUser(request, context.session);
  const parsed = passwordChangeForm(await request.formData());
  if (!parsed.ok) {
    return data<PasswordActionData>(
      { errors: parsed.errors, formError: null, changedId: null },
      { status: 400 },
    );
  }
  try {
    await context.session.sdk.currentUser.changePassword(parsed.data);
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const t = await serverTexts(context, CHANGE_PASSWORD_PAGE_TEXTS);
    // Wrong current passwords are limited like failed logins: a 429 is worded like every rate limit.
    const { status, errors, formError } = formRefusalOf(error, {
      inputOf: passwordChangeInputOf,
      worded: [
        { when: 'login-as-forbidden', message: SCREEN_ERROR_MESSAGES['account.loginAsForbidden'] },
        {
          when: 403,
          field: 'currentPassword',
          message: SCREEN_ERROR_MESSAGES['contactDetails.wrongPassword'],
        },
      ],
      fallback: t('failed'),
    });
    return data<PasswordActionData>({ errors, formError, changedId: null }, { status });
  }
  return data<PasswordActionData>({ errors: {}, formError: null, changedId: crypto.randomUUID() });
}
