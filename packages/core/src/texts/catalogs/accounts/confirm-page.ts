import { defineTexts } from '../../ui-texts.ts';

/** The confirm tab: finishing a signup after logging in with an identity provider. */
export const CONFIRM_PAGE_TEXTS = defineTexts('ConfirmPage', {
  title: 'Confirm your details',
  heading: 'Confirm your details',
  loggedInWith: 'You logged in with {provider}',
  as: 'as',
  checkDetails: 'Check your details below to finish creating your account.',
  displayName: 'Display name (optional)',
  submit: 'Create account',
  emailTaken: 'An account with this email already exists. Log in with your password instead.',
  failed: 'We could not create your account. Please try again.',
});
