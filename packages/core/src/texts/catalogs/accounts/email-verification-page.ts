import { defineTexts } from '../../ui-texts.ts';

/** Email verification (spec §2 `/verify-email`): the link's outcome, or where the address stands. */
export const EMAIL_VERIFICATION_PAGE_TEXTS = defineTexts('EmailVerificationPage', {
  title: 'Verify your email',
  problemHeading: 'We could not verify your email',
  askNewLinkTo: 'Ask for a new link and we will send it to',
  verifiedHeading: 'Your email is verified',
  isConfirmed: 'is confirmed. Thanks!',
  goToMarketplace: 'Go to the marketplace',
  pendingHeading: 'Confirm your new email',
  unverifiedHeading: 'Confirm your email',
  sentConfirmationTo: 'We sent a confirmation link to',
  pendingKeepsUsing: 'Until you follow it, your account keeps using',
  followToVerify: 'Follow it to verify your address.',
  noEmail: 'No email? Check your spam folder, or ask for a new link.',
  resendSent: 'We sent a new link to {email}. Check your inbox.',
  resendAlreadyVerified: 'Your email address is already verified. There is nothing left to confirm.',
  invalidLink:
    'This verification link is invalid or has expired. Links work only once and for a limited time.',
  emailTaken: 'Another account uses this email address now, so we could not switch yours to it.',
  verifyFailed: 'Verifying your email failed. Please try again in a moment.',
});
