import { defineTexts } from '../../ui-texts.ts';

/** The listing wizard's style tab, for listing types without photos. */
export const STYLE_TAB_TEXTS = defineTexts('StyleTab', {
  legend: 'Card style',
  hint: 'Your listing has no photos, so its card shows the title in these colours.',
});
