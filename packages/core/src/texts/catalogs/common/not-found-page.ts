import { defineTexts } from '../../ui-texts.ts';

/** The page of an address that leads nowhere (spec §2 `*`). */
export const NOT_FOUND_TEXTS = defineTexts('NotFoundPage', {
  heading: 'Page not found',
  body: 'We looked everywhere, but this page does not exist. The address may be mistyped or the page removed.',
  frontPageLink: 'Go to the front page',
});
