import { defineTexts } from '../../ui-texts.ts';

/** The time zone select of the availability editor. */
export const TIME_ZONE_SELECT_TEXTS = defineTexts('TimeZoneSelect', {
  label: 'Time zone',
  hint: 'The hours below and the exceptions are read in this time zone.',
});
