import { EXCEPTION_DAYS_AHEAD } from '../availability/availability-limits.ts';
import { defineTexts } from './ui-texts.ts';

/**
 * Messages of the web app's own forms and actions (beyond core's rules): they reach the page as
 * this English, in the browser and from actions, and are worded there by it (`useMessageText`), so
 * this is a message catalog (all-catalogs.ts `MESSAGE_CATALOGS`).
 */
export const FORM_MESSAGE_TEXTS = defineTexts('FormMessages', {
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  passwordsDiffer: 'the passwords do not match',
  chooseAnotherPassword: 'please choose another password',
  chooseAccountType: 'please choose an account type',
  writeMessage: 'Write a message first.',
  writeQuestion: 'Write your question first.',
  describeProblem: 'Tell the marketplace what went wrong.',
  chooseRating: 'Choose 1 to 5 stars.',
  writeReview: 'Write a few words about how it went.',
  bookingEndAfterStart: 'The booking must end after it starts.',
  saveDetailsFirst: 'Save the details first.',
  onlyDraftsDiscarded: 'Only drafts can be discarded.',
  discardFailed: 'Discarding the draft failed. Please try again.',
  formTooLarge: 'The form is too large to send.',
  choosePhotos: 'Choose one or more JPG or PNG photos first.',
  exceptionMissing: 'This exception does not exist.',
  exceptionFailed: 'The exception could not be added. Please try again.',
  checkWeeklySchedule: 'Check the weekly schedule',
  profileImageLimit: 'You have uploaded a lot of images lately. Please try again in an hour.',
  profileImageRemoveFailed: 'Removing the image failed. Please try again.',
  profileSaveFailed: 'Saving your profile failed. Please try again.',
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

/** The English of the form messages, by key: what forms and actions put in their answers. */
export const FORM_MESSAGES = FORM_MESSAGE_TEXTS.texts;
