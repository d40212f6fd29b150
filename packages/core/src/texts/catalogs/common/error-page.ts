import { defineTexts } from '../../ui-texts.ts';

/** The page shown when a page fails to load. */
export const ERROR_PAGE_TEXTS = defineTexts('ErrorPage', {
  heading: 'Something went wrong',
  body: 'We could not load this page. Please try again in a moment.',
  frontPageLink: 'Go to the front page',
});
