import { defineTexts } from '../../ui-texts.ts';

/** One photo of the uploader: its picture, progress and buttons. */
export const PHOTO_TILE_TEXTS = defineTexts('PhotoTile', {
  photo: 'Photo',
  photoLabel: 'Photo {number} of {count}',
  previewLabel: 'Photo {number} of {count}, {fileName}',
  tryAgain: 'Try again',
  tryAgainFile: 'to upload {fileName}',
  moveEarlier: 'Move earlier',
  moveEarlierLabel: 'Move photo {number} earlier',
  moveLater: 'Move later',
  moveLaterLabel: 'Move photo {number} later',
  remove: 'Remove',
  removeLabel: 'Remove photo {number}',
  dismiss: 'Dismiss',
  dismissLabel: 'Dismiss {fileName}',
  cover: 'Cover',
  waiting: 'Waiting…',
  uploadingFile: 'Uploading {fileName}',
});
