import { defineTexts } from '../../ui-texts.ts';

/** The "send a new link" button of email verification (the verification page and the email banner). */
export const RESEND_VERIFICATION_FORM_TEXTS = defineTexts('ResendVerificationForm', {
  submit: 'Send a new link',
  sending: 'Sending…',
});
