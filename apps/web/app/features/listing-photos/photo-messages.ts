import { LISTING_EDITOR_BROWSER_ERRORS } from '@mercato/core/errors/listing-editor-errors';
import { PHOTO_MESSAGE_TEXTS } from '@mercato/core/texts/messages/photos';
import { IMAGE_MESSAGES } from '@mercato/core/validators/listing-photos';
import { VALIDATION_MESSAGES } from '@mercato/core/validators/messages';

const english = PHOTO_MESSAGE_TEXTS.texts;

/**
 * What the photos tab says about a file or the list. The rules' own texts come from core (spec §5,
 * §9), so the uploader, the upload route and the profile page word the same problem the same way.
 * They travel as this English, and the page words them where it shows them (`useMessageText`).
 */
export const PHOTO_MESSAGES = {
  /** Over 20 MB, in the browser or as the platform's 413 (the profile page's wording). */
  tooBig: LISTING_EDITOR_BROWSER_ERRORS.imageTooBig,
  /** Not a JPG or PNG. */
  type: IMAGE_MESSAGES.type,
  /** Named like an image but not one we can decode. */
  unreadable: english.unreadable,
  /** The upload failed for a reason worth another try (network, server). */
  uploadFailed: LISTING_EDITOR_BROWSER_ERRORS.imageUploadFailed,
  /** The platform's hourly upload limit. */
  tooManyUploads: english.tooManyUploads,
  /** The session ran out while the page was open. */
  loggedOut: english.loggedOut,
  /** The listing is full. */
  tooMany: english.tooMany,
  /** Publishing or saving without photos (spec §5). */
  atLeastOne: VALIDATION_MESSAGES.atLeastOnePhoto,
  /** An id that is not one of the user's uploads (a stale page, or someone else's image). */
  notYours: english.notYours,
  /** An upload without a file. */
  noFile: english.noFile,
} as const;
