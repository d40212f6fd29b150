import { defineTexts } from '../ui-texts.ts';

/**
 * Messages of the account forms (signup, password recovery and reset) and of any form refused for
 * too many attempts. They reach the page as this English, in the browser and from actions, and are
 * worded there by it (`useMessageText`): a message catalog.
 */
export const ACCOUNT_FORM_TEXTS = defineTexts('AccountFormMessages', {
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  passwordsDiffer: 'the passwords do not match',
  chooseAnotherPassword: 'please choose another password',
  chooseAccountType: 'please choose an account type',
});

/** The English of these messages, by key: what forms and actions put in their answers. */
export const ACCOUNT_FORM_MESSAGES = ACCOUNT_FORM_TEXTS.texts;
