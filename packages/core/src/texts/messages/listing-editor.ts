import { defineTexts } from '../ui-texts.ts';

/**
 * Messages of the listing editor's and the profile settings' actions. They reach the page as this
 * English, in the browser and from actions, and are worded there by it (`useMessageText`): a
 * message catalog.
 */
export const LISTING_EDITOR_TEXTS = defineTexts('ListingEditorMessages', {
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
});

/** The English of these messages, by key: what forms and actions put in their answers. */
export const LISTING_EDITOR_MESSAGES = LISTING_EDITOR_TEXTS.texts;
