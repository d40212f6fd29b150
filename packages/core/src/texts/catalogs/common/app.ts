import { defineTexts } from '../../ui-texts.ts';

/** The title of pages that have none of their own. */
export const APP_TEXTS = defineTexts('App', {
  title: 'Mercato',
});
