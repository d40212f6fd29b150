import { defineTexts } from '../../ui-texts.ts';

/** The listing editor's photo uploader, and what it announces to screen readers. */
export const PHOTO_UPLOADER_TEXTS = defineTexts('PhotoUploader', {
  legend: 'Photos',
  hintScripted:
    "JPG or PNG, up to 20 MB each. The first photo is the listing's cover; drag photos or use their arrows to change the order.",
  hintPlain:
    "JPG or PNG, up to 20 MB each. The first photo is the listing's cover; use the arrows to change the order.",
  choosePhotos: 'Choose photos to add',
  addPhotos: 'Add photos',
  dropHint: 'or drop them here',
  uploadPhotos: 'Upload photos',
  uploading: 'Uploading… Keep this page open until your photos are done.',
  photo: 'Photo',
  photoNumber: 'Photo {number}',
  adding: '{count, plural, one {Adding # photo.} other {Adding # photos.}}',
  moved: '{photo} moved to position {position} of {count}.',
  uploaded: '{photo} uploaded.',
  notUploaded: '{photo} was not uploaded: {problem}',
  removed: '{photo} removed.',
  aPhoto: 'A photo',
});
