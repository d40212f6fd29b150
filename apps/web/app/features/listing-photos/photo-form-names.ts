/**
 * The names the photo editor's controls post under, shared by the uploader and the photos tab's
 * action: the ordered image ids, the files of a post without JavaScript, and the edit buttons.
 */
export const PHOTO_FORM_NAMES = {
  /** One hidden input per photo, in the listing's order. */
  images: 'images',
  /** The file input; read by the action only when the page posts without JavaScript. */
  files: 'addImages',
  /** The buttons: `move-earlier:<id>`, `move-later:<id>`, `remove:<id>`, or `upload`. */
  edit: 'photoEdit',
} as const;

/** The value of the button that uploads the chosen files of a post without JavaScript. */
export const UPLOAD_EDIT_VALUE = 'upload';
