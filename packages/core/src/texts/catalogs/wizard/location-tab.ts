import { defineTexts } from '../../ui-texts.ts';

/** The listing wizard's location tab. */
export const LOCATION_TAB_TEXTS = defineTexts('LocationTab', {
  addressLabel: 'Address',
  addressHint: 'Type a city or town and choose it from the suggestions.',
  buildingLabel: 'Building, floor or apartment (optional)',
  noMap: 'The map shows the place once you have chosen it.',
});
