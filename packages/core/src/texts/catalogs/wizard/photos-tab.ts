import { defineTexts } from '../../ui-texts.ts';

/** The listing wizard's photos tab. */
export const PHOTOS_TAB_TEXTS = defineTexts('PhotosTab', {
  sentWhenUploaded: 'Your photos are still uploading. The form is sent as soon as they are done.',
});
