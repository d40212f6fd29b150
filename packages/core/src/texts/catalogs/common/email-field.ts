import { defineTexts } from '../../ui-texts.ts';

/** The email input of the account forms. */
export const EMAIL_FIELD_TEXTS = defineTexts('EmailField', {
  label: 'Email',
});
