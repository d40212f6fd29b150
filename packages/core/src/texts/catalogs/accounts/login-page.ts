import { defineTexts } from '../../ui-texts.ts';

/** The login tab (spec §2 `/login`). */
export const LOGIN_PAGE_TEXTS = defineTexts('LoginPage', {
  title: 'Log in',
  description: 'Log in to book services, manage your listings and read your messages.',
  heading: 'Welcome back',
  idpFailed: 'Logging in with the external service failed. Please try again or log in with your email.',
  submit: 'Log in',
  forgotPassword: 'Forgot your password?',
  failed: 'Logging in failed. Please try again.',
});
