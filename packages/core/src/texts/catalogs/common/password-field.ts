import { defineTexts } from '../../ui-texts.ts';

/** The password input of the account forms. */
export const PASSWORD_FIELD_TEXTS = defineTexts('PasswordField', {
  label: 'Password',
});
