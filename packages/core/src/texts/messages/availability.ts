import { EXCEPTION_DAYS_AHEAD } from '../../availability/availability-limits.ts';
import { defineTexts } from '../ui-texts.ts';

/**
 * Messages of the weekly plan and exception forms and the location tab. They reach the page as
 * this English, in the browser and from actions, and are worded there by it (`useMessageText`): a
 * message catalog.
 */
export const AVAILABILITY_FORM_TEXTS = defineTexts('AvailabilityFormMessages', {
  planTimezone: 'Choose a time zone',
  chooseStartTime: 'Choose a start time',
  chooseEndTime: 'Choose an end time',
  timeFormat: 'Use a time such as 09:00',
  endAfterStart: 'The end must be after the start',
  planOverlap: 'These hours overlap other hours of the same day',
  planEmpty: 'Add the hours of at least one day, or the listing cannot be booked',
  planEmptyDays: 'Choose at least one day, or the listing cannot be booked',
  seats: 'Enter the number of seats, 1 or more',
  exceptionFirstDay: 'Choose the first day',
  exceptionLastDay: 'Choose the last day',
  exceptionEnd: 'Choose when it ends',
  dateFormat: 'Use a date such as 2026-12-24',
  lastDayBeforeFirst: 'The last day cannot be before the first',
  exceptionTooFar: `Exceptions can reach at most ${EXCEPTION_DAYS_AHEAD} days ahead`,
  exceptionPast: 'This time has already passed',
  exceptionOverlap:
    'This overlaps an exception you already have. Delete that one first, or choose other dates.',
  locationRequired: 'Location required',
  placeNotFound: 'We could not find this place. Type a city or town and choose one of the suggestions.',
});

/** The English of these messages, by key: what forms and actions put in their answers. */
export const AVAILABILITY_FORM_MESSAGES = AVAILABILITY_FORM_TEXTS.texts;
