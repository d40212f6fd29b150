import { defineTexts } from '../../ui-texts.ts';

/** The console's step of a login as a user, `/console/authorize-as`, when it cannot go on. */
export const CONSOLE_LOGIN_AS_TEXTS = defineTexts('ConsoleLoginAs', {
  title: 'Log in as a user',
  heading: 'Logging in as a user did not start',
  incomplete:
    'This login-as link is incomplete or not from this marketplace: start again from the person’s page.',
  refused: 'The console refused it: {reason}',
});
