import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data } from 'react-router';
import { requireUser } from '../../lib/auth.server.ts';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { formRefusalOf } from '../../lib/forms/refusals.ts';
import { type FieldErrors, formText } from '../../lib/forms/validate-form.ts';
import { isEmailChange, phoneNumberOf } from './contact-details.ts';
import { type ContactValues, contactDetailsForm, contactDetailsInputOf } from './contact-details-form.ts';
import { sendVerificationLink } from './verification.server.ts';
import { RESEND_VERIFICATION_INTENT, type ResendResult } from './verification.ts';

/** What every answer of the action carries; `intent` says which of the page's two forms it answers. */
export interface ContactActionData {
  intent: 'save' | 'resend';
  saved: boolean;
  errors: FieldErrors;
  formError: string | null;
  /** How asking for a new verification link went (the `resend` intent). */
  resend: ResendResult | null;
  /** The form as submitted (never the password), to fill it in again after a refusal. */
  values: ContactValues | null;
  /** New after each save, so the form starts over from the saved details. */
  savedId: string | null;
}

function answer(fields: Partial<ContactActionData> & Pick<ContactActionData, 'intent'>, status = 200) {
  return data<ContactActionData>(
    { saved: false, errors: {}, formError: null, resend: null, values: null, savedId: null, ...fields },
    { status },
  );
}

/** The account's email, its verification state and its phone number. */
export async function loadContactDetails({ request, context }: LoaderArgs) {
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
export async function saveContactDetails({ request, context }: ActionArgs) {
  const { attributes } = await requireUser(request, context.session);
  const { sdk } = context.session;
  const form = await request.formData();
  if (form.get('intent') === RESEND_VERIFICATION_INTENT) {
    const { result, status } = await sendVerificationLink(sdk);
    // An address with nothing left to verify is good news on this page, not a refusal.
    const ok = result.status === 'sent' || result.problem === 'already-verified';
    return answer({ intent: 'resend', resend: result }, ok ? 200 : status);
  }

  const current = { email: attributes.email, phoneNumber: phoneNumberOf(attributes.profile.protectedData) };
  const values = { email: formText(form, 'email'), phoneNumber: formText(form, 'phoneNumber') };
  const parsed = contactDetailsForm(current)(form);
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
    const { status, errors, formError } = formRefusalOf(error, {
      inputOf: contactDetailsInputOf,
      worded: [
        { when: 'login-as-forbidden', message: SCREEN_ERROR_MESSAGES['account.loginAsForbidden'] },
        {
          when: 403,
          field: 'currentPassword',
          message: SCREEN_ERROR_MESSAGES['contactDetails.wrongPassword'],
        },
        { when: 'email-taken', field: 'email', message: SCREEN_ERROR_MESSAGES['contactDetails.emailTaken'] },
      ],
      fallback: SCREEN_ERROR_MESSAGES['contactDetails.generic'],
    });
    return answer({ intent: 'save', errors, formError, values }, status);
  }
  return answer({ intent: 'save', saved: true, savedId: crypto.randomUUID() });
}
