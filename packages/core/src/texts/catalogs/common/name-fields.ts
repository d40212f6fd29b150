import { defineTexts } from '../../ui-texts.ts';

/** First and last name, side by side. */
export const NAME_FIELDS_TEXTS = defineTexts('NameFields', {
  firstName: 'First name',
  lastName: 'Last name',
});
