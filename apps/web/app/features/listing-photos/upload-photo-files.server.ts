import { LISTING_MAX_IMAGES } from '@mercato/core/contracts/listing-limits';
import { PHOTO_UPLOADER_TEXTS } from '@mercato/core/texts/catalogs/listings/photo-uploader';
import { textsOf } from '@mercato/core/texts/ui-texts';
import type { MercatoSdk } from '@mercato/sdk/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import { uploadRefusalOf } from './listing-image-upload.server.ts';
import { photoFileError, SNIFF_BYTES, takeWithinPhotoLimit } from './photo-files.ts';
import type { PhotoUploaderTexts } from './photo-list-state.ts';
import { PHOTO_MESSAGES } from './photo-messages.ts';

const ENGLISH: PhotoUploaderTexts = textsOf(PHOTO_UPLOADER_TEXTS, undefined);

/** What uploading a post's files came to: the new image ids in order, and each refused file's reason. */
export interface PhotoFilesUpload {
  imageIds: string[];
  /** `name: reason`, one per refused file, in the order they were chosen. */
  problems: string[];
  /** The status the refusal of the first refused file would have (413 for too big, 400…). */
  status: number;
}

/**
 * Uploads the files of a post made without JavaScript, one by one, with the checks the browser's
 * uploader makes first (so a GIF costs no upload) and the refusals worded as it words them. Files past
 * the listing's photo limit (counting `photoCount` it has) are refused, not uploaded. `t` (the
 * uploader's texts in force) names a file without a name.
 */
export async function uploadPhotoFiles(
  sdk: MercatoSdk,
  files: readonly File[],
  photoCount: number,
  t: PhotoUploaderTexts = ENGLISH,
): Promise<PhotoFilesUpload> {
  const result: PhotoFilesUpload = { imageIds: [], problems: [], status: 200 };
  const refuse = (file: File, status: number, message: string) => {
    result.problems.push(`${file.name || t('aPhoto')}: ${message}`);
    if (result.status === 200) result.status = status;
  };
  const { fitting, overLimit } = takeWithinPhotoLimit(files, photoCount, LISTING_MAX_IMAGES);
  for (const file of fitting) {
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    const problem = photoFileError(file, head);
    if (problem) {
      refuse(file, problem === PHOTO_MESSAGES.tooBig ? 413 : 400, problem);
      continue;
    }
    try {
      result.imageIds.push((await sdk.images.upload(file, file.name || 'photo')).data.id);
    } catch (error) {
      if (!SdkError.is(error)) throw error;
      const refusal = uploadRefusalOf(error);
      refuse(file, refusal.status, refusal.error);
    }
  }
  for (const file of overLimit) refuse(file, 400, PHOTO_MESSAGES.tooMany);
  return result;
}
