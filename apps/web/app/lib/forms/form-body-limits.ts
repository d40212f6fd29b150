import { IMAGE_MAX_BYTES } from '@mercato/core/validators/listing-photos';

// How large a form sent to a page may be. The web server refuses larger bodies before a page runs
// (`server/form-bodies.ts`); pages whose forms carry files read theirs within the same bounds.

/** A form without files: a message or description typed in any script, percent-encoded. */
export const FORM_MAX_BYTES = 256 * 1024;

/** One listing photo sent on its own (the photo uploader's request). */
export const UPLOAD_MAX_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

/** The listing editor's photos tab without JavaScript: two photos at the upload limit. */
export const PHOTOS_FORM_MAX_BYTES = 2 * IMAGE_MAX_BYTES + 256 * 1024;

/** Profile settings: one image at the upload limit and the text fields. */
export const PROFILE_FORM_MAX_BYTES = IMAGE_MAX_BYTES + 512 * 1024;

/**
 * A message with files on the order and sale pages: up to 25 MB of files together, sent on to the
 * platform by the page (larger files go through the API straight to their upload URL).
 */
export const MESSAGE_FILES_MAX_BYTES = 25 * 1024 * 1024;
export const MESSAGE_FORM_MAX_BYTES = MESSAGE_FILES_MAX_BYTES + 256 * 1024;
