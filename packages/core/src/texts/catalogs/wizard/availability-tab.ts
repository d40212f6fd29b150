import { defineTexts } from '../../ui-texts.ts';

/** The listing wizard's availability tab. */
export const AVAILABILITY_TAB_TEXTS = defineTexts('AvailabilityTab', {
  notBooked: 'Listings of this type are not booked by time, so they have no availability to set.',
  exceptionsFailed: 'The exceptions could not be loaded. Reload the page to try again.',
});
