import { LISTING_MAX_IMAGES } from '@mercato/core/contracts/listing';
import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { IMAGE_MESSAGES } from '@mercato/core/validators/listing-photos';
import { VALIDATION_MESSAGES } from '@mercato/core/validators/messages';

/**
 * What the photos tab says about a file or the list. The rules' own texts come from core (spec §5,
 * §9), so the uploader, the upload route and the profile page word the same problem the same way.
 */
export const PHOTO_MESSAGES = {
  /** Over 20 MB, in the browser or as the platform's 413 (the profile page's wording). */
  tooBig: SCREEN_ERROR_MESSAGES['listing.imageTooBig'],
  /** Not a JPG or PNG. */
  type: IMAGE_MESSAGES.type,
  /** Named like an image but not one we can decode. */
  unreadable: 'this file is not a JPG or PNG image we can read',
  /** The upload failed for a reason worth another try (network, server). */
  uploadFailed: SCREEN_ERROR_MESSAGES['listing.imageUploadFailed'],
  /** The platform's hourly upload limit. */
  tooManyUploads: 'You have uploaded a lot of images lately. Please try again in an hour.',
  /** The session ran out while the page was open. */
  loggedOut: 'Your session has ended. Log in again, then add the photo.',
  /** The listing is full. */
  tooMany: `a listing can have at most ${LISTING_MAX_IMAGES} photos`,
  /** Publishing or saving without photos (spec §5). */
  atLeastOne: VALIDATION_MESSAGES.atLeastOnePhoto,
  /** An id that is not one of the user's uploads (a stale page, or someone else's image). */
  notYours: 'One of the photos is no longer available. Please add it again.',
} as const;
