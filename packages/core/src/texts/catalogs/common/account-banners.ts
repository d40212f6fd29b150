import { defineTexts } from '../../ui-texts.ts';

/**
 * The notices under the top bar (spec §8 banners): about the account itself, and an operator's
 * preview of a draft.
 */
export const ACCOUNT_BANNERS_TEXTS = defineTexts('AccountBanners', {
  pendingApproval:
    'Your account is waiting for approval by the marketplace team. We will email you once you can start posting and booking.',
  verifyEmail: 'Please verify your email address: we sent a link to',
  verifyEmailLink: "Didn't get it?",
  loggedInAs: 'You are logged in as {name}.',
  endLoginAs: 'End',
  previewing: 'You are previewing an unsaved draft of {path}. Everyone else still sees the live marketplace.',
  endPreview: 'End preview',
});
