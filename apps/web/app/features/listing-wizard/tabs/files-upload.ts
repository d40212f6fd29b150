import { FILES_TAB_MESSAGES } from '@mercato/core/texts/catalogs/wizard/files-tab-messages';
import * as uploads from '../../../lib/file-uploads.ts';
import { declaredTypeOf } from './files-tab-form.ts';

// The files tab's uploads with scripts on (`lib/file-uploads.ts`, as the message composer sends
// its files), with the refusals worded for the author.

export { fileStateOf, type UploadTarget } from '../../../lib/file-uploads.ts';

/** A refused upload, with the sentence the author reads. */
export class FileUploadError extends Error {}

/** The sentence of a refusal of `/api/message-files`, by its status or the platform's own words. */
function refusalText(status: number, error: string | undefined): string {
  if (status === 401) return FILES_TAB_MESSAGES.loggedOut;
  if (status === 429) return FILES_TAB_MESSAGES.tooManyWaiting;
  if (status === 413)
    return /room/i.test(error ?? '') ? FILES_TAB_MESSAGES.noRoom : FILES_TAB_MESSAGES.tooLarge;
  if (status === 400 && /^mimeType:/.test(error ?? '')) return FILES_TAB_MESSAGES.blockedType;
  if (status === 400 && /^size:/.test(error ?? '')) return FILES_TAB_MESSAGES.tooLarge;
  if (status === 400 && /^name:/.test(error ?? '')) return FILES_TAB_MESSAGES.badName;
  return FILES_TAB_MESSAGES.uploadFailed;
}

/** Rewords a shared upload's refusal for the author. */
async function worded<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (!(error instanceof uploads.FileUploadError)) throw error;
    throw new FileUploadError(
      error.kind === 'connection'
        ? FILES_TAB_MESSAGES.uploadFailed
        : refusalText(error.status, error.platformError),
    );
  }
}

/** Makes the file at the platform (through the page's server) and learns where its bytes go. */
export function makeUploadTarget(file: File): Promise<uploads.UploadTarget> {
  return worded(uploads.makeUploadTarget(file, declaredTypeOf(file)));
}

/** Sends the bytes to their upload URL, reporting the fraction sent. */
export function sendFileBytes(
  file: File,
  target: uploads.UploadTarget,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return worded(uploads.sendFileBytes(file, target, onProgress));
}
