import { defineTexts } from '../../ui-texts.ts';

/** PasswordRecoveryPage (spec §2 `/recover-password`): asking for a link to choose a new password. */
export const PASSWORD_RECOVERY_PAGE_TEXTS = defineTexts('PasswordRecoveryPage', {
  title: 'Reset your password',
  description: 'Forgot your password? We email you a link to choose a new one.',
  heading: 'Forgot your password?',
  intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  submit: 'Send reset link',
  remembered: 'Remembered it?',
  logIn: 'Log in',
  newHere: 'New here?',
  createAccount: 'Create an account',
  sentHeading: 'Check your inbox',
  sentTo: 'We sent a link to choose a new password to',
  worksOneHour: 'It works for one hour.',
  nothingArrived: 'Nothing after a few minutes? Look in your spam folder, or',
  retype: 'retype your email address',
  backToLogin: 'Back to log in',
});
