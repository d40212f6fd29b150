import { defineTexts } from '../../ui-texts.ts';

/** PasswordResetPage (spec §2 `/reset-password`): choosing a new password from an emailed link. */
export const PASSWORD_RESET_PAGE_TEXTS = defineTexts('PasswordResetPage', {
  title: 'Choose a new password',
  heading: 'Choose a new password',
  forAccount: 'For the account',
  newPassword: 'New password',
  newPasswordHint: 'At least {minLength} characters.',
  repeatPassword: 'Repeat the new password',
  submit: 'Save new password',
  brokenLinkHeading: 'This link is broken',
  expiredLinkHeading: 'This link no longer works',
  expiredLink: 'This password reset link is invalid or has expired. Each link works once, for one hour.',
  askNewLink: 'Ask for a new link',
  changedHeading: 'Your password is changed',
  changed:
    'For your safety we logged this account out everywhere. Log in with your new password to carry on.',
  logIn: 'Log in',
});
