import { defineTexts } from '../../ui-texts.ts';

/** What the login, signup and confirm tabs share: the tabs, identity-provider buttons, the terms checkbox. */
export const AUTHENTICATION_PAGE_TEXTS = defineTexts('AuthenticationPage', {
  tabsLabel: 'Authentication',
  loginTab: 'Log in',
  signupTab: 'Sign up',
  confirmTab: 'Confirm',
  logInWith: 'Log in with {provider}',
  or: 'or',
  acceptTerms: 'I accept the',
  termsOfService: 'terms of service',
  and: 'and the',
  privacyPolicy: 'privacy policy',
});
