import { defineTexts } from '../../ui-texts.ts';

/** Account settings: contact details (spec §2 `/account/contact-details`). */
export const CONTACT_DETAILS_PAGE_TEXTS = defineTexts('ContactDetailsPage', {
  title: 'Contact details',
  heading: 'Contact details',
  passwordHint: 'Enter your current password to change your email.',
  passwordHintWithoutScripts: 'Needed only when you change your email.',
  phoneNumber: 'Phone number',
  submit: 'Save changes',
  saved: 'Your contact details are saved.',
  pendingSentTo: 'We sent a verification link to',
  pendingKeepsUsing: 'Your account keeps using {email} until you follow it.',
  unverifiedSentTo: 'Your email address is not verified yet. Follow the link we sent to',
  unverifiedFollow: 'to verify it.',
  resend: 'Resend verification email',
  resendSent: 'We sent a new verification link to {email}.',
  resendAlreadyVerified: 'Your email address is already verified.',
});
