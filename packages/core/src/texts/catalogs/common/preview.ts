import { defineTexts } from '../../ui-texts.ts';

/**
 * The page of a preview link from the console (`/preview`) that has ended; the notice shown while a
 * preview lasts is among the account banners.
 */
export const PREVIEW_TEXTS = defineTexts('Preview', {
  endedHeading: 'This preview has ended',
  endedBody:
    'A preview link works for 30 minutes after it was made. Open the draft in the console again to make a new one.',
  frontPageLink: 'Go to the marketplace',
});
