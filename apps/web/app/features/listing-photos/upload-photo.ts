import { type PhotoUploadAnswer, photoUploadAnswerOf } from './photo-upload-answer.ts';

/** Where the uploader sends files (`routes/api-listing-image-upload.ts`). */
export const PHOTO_UPLOAD_URL = '/api/listing-images';

/** An upload under way: its outcome, and a way to stop it (the user removed the photo). */
export interface PhotoUpload {
  done: Promise<PhotoUploadAnswer>;
  abort(): void;
}

/**
 * Sends one file to the upload route with XMLHttpRequest, the one browser API that reports upload
 * progress (`onProgress` gets 0…1). Never rejects: network failures and odd answers come back as
 * failed answers worth a retry; an aborted upload resolves as such and is ignored by the caller.
 */
export function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  url: string = PHOTO_UPLOAD_URL,
): PhotoUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<PhotoUploadAnswer>((resolve) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not our JSON (a proxy's page): the status decides.
      }
      resolve(photoUploadAnswerOf(xhr.status, body));
    });
    xhr.addEventListener('error', () => resolve(photoUploadAnswerOf(0, null)));
    xhr.addEventListener('timeout', () => resolve(photoUploadAnswerOf(0, null)));
    xhr.addEventListener('abort', () => resolve({ ok: false, error: 'aborted', retry: false }));
  });
  const form = new FormData();
  form.append('image', file, file.name || 'photo');
  xhr.open('POST', url);
  xhr.setRequestHeader('accept', 'application/json');
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}

/** The first bytes of a file, for `photoFileError`'s format check. */
export async function headOf(file: Blob, length: number): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.slice(0, length).arrayBuffer());
  } catch {
    // The file went away (moved or deleted since it was picked).
    return new Uint8Array();
  }
}
