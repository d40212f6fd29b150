import { defineTexts } from '../../ui-texts.ts';

/** The signup tab (spec §2 `/signup/:userType?`), with its fields from the marketplace config. */
export const SIGNUP_PAGE_TEXTS = defineTexts('SignupPage', {
  title: 'Sign up',
  description: 'Create an account to book services from independent providers, or to offer your own.',
  heading: 'Create your account',
  submit: 'Sign up',
  accountType: 'Account type',
  chooseAccountType: 'Choose your account type…',
  displayName: 'Display name',
  displayNameOptional: 'Display name (optional)',
  phoneNumber: 'Phone number',
  phoneNumberOptional: 'Phone number (optional)',
  choose: 'Choose…',
  emailTaken: 'An account with this email already exists. Try logging in instead.',
  failed: 'Signing up failed. Please try again.',
});
