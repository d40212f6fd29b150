/**
 * The listing editor's error texts that its pages need in the browser (the photo uploader, the
 * wizard around the tabs). They are part of `SCREEN_ERROR_MESSAGES` (user-messages.ts), which
 * takes them from here, so that those pages' bundles carry these lines and not every screen's.
 */
export const LISTING_EDITOR_BROWSER_ERRORS = {
  imageUploadFailed: 'Uploading the image failed. Please try again.',
  imageTooBig: 'The image is too big. Images must be 20 MB or smaller.',
  outdatedListingType: 'This listing uses a listing type that no longer exists, so it cannot be edited.',
} as const;
