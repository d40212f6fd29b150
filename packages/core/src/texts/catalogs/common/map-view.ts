import { defineTexts } from '../../ui-texts.ts';

/** The interactive map of a place. */
export const MAP_VIEW_TEXTS = defineTexts('MapView', {
  label: 'Map of {place}',
});
