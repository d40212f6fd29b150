import { defineTexts } from '../../ui-texts.ts';

/** What a price is counted per, and the length of a price variant's session. */
export const LISTING_PRICE_TEXTS = defineTexts('ListingPrice', {
  perHour: 'per hour',
  perDay: 'per day',
  perNight: 'per night',
  perItem: 'per item',
  perSession: 'per session',
  sessionMinutes: '{minutes} minutes',
  sessionHours: '{hours, plural, one {# hour} other {# hours}}',
});
