import { defineTexts } from '../../ui-texts.ts';

/** The progress bar at the top while a page loads. */
export const NAVIGATION_PROGRESS_TEXTS = defineTexts('NavigationProgress', {
  label: 'Loading page',
});
