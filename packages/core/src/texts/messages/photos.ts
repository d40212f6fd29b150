import { LISTING_MAX_IMAGES } from '../../contracts/listing-limits.ts';
import { defineTexts } from '../ui-texts.ts';

/**
 * Why a photo was refused, in the uploader's own words (the rest of its messages are core's errors
 * and validation messages). They reach the page as this English, in the browser and from the
 * upload route, and are worded there by it (`useMessageText`): a message catalog.
 */
export const PHOTO_MESSAGE_TEXTS = defineTexts('PhotoMessages', {
  unreadable: 'this file is not a JPG or PNG image we can read',
  tooManyUploads: 'You have uploaded a lot of images lately. Please try again in an hour.',
  loggedOut: 'Your session has ended. Log in again, then add the photo.',
  tooMany: `a listing can have at most ${LISTING_MAX_IMAGES} photos`,
  notYours: 'One of the photos is no longer available. Please add it again.',
  noFile: 'Choose a JPG or PNG photo to upload.',
});
