import { defineTexts } from '../../ui-texts.ts';

/** The input of a custom user or listing field. */
export const CUSTOM_FIELD_INPUT_TEXTS = defineTexts('CustomFieldInput', {
  yes: 'Yes',
  no: 'No',
  chooseOption: 'Choose an option',
});
