import type { FileState } from '@mercato/core/contracts/file';
import { FILES_TAB_MESSAGES } from '@mercato/core/texts/catalogs/wizard/files-tab-messages';
import { declaredTypeOf } from './files-tab-form.ts';

// The files tab's uploads with scripts on, through the routes the message composer uses (they make
// a file of the user's, attached to nothing yet): the page's server makes the file at the platform
// and hands back its upload URL, the browser sends the bytes there itself with their progress, then
// follows the file's check.

/** A refused upload, with the sentence the author reads. */
export class FileUploadError extends Error {}

/** Where a made file's bytes go. */
export interface UploadTarget {
  fileId: string;
  url: string;
  headers: Record<string, string>;
}

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

/** Makes the file at the platform (through the page's server) and learns where its bytes go. */
export async function makeUploadTarget(file: File): Promise<UploadTarget> {
  const body = new URLSearchParams({
    name: file.name || 'file',
    mimeType: declaredTypeOf(file),
    size: String(file.size),
  });
  let res: Response;
  try {
    res = await fetch('/api/message-files', {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new FileUploadError(FILES_TAB_MESSAGES.uploadFailed);
  }
  const answer = (await res.json().catch(() => null)) as {
    ok?: boolean;
    error?: string;
    fileId?: string;
    url?: string;
    headers?: Record<string, string>;
  } | null;
  if (!res.ok || !answer?.ok || !answer.fileId || !answer.url) {
    throw new FileUploadError(refusalText(res.status, answer?.error));
  }
  return { fileId: answer.fileId, url: answer.url, headers: answer.headers ?? {} };
}

/** Sends the bytes to their upload URL with XMLHttpRequest, the one API that reports progress. */
export function sendFileBytes(file: File, target: UploadTarget, onProgress: (fraction: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new FileUploadError(FILES_TAB_MESSAGES.uploadFailed)),
    );
    xhr.addEventListener('error', () => reject(new FileUploadError(FILES_TAB_MESSAGES.uploadFailed)));
    xhr.open('PUT', target.url);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.send(file);
  });
}

/** Where the user's file stands (its check), or null when the page's server cannot say. */
export async function fileStateOf(fileId: string): Promise<FileState | null> {
  try {
    const res = await fetch(`/api/message-files/${fileId}`, { headers: { accept: 'application/json' } });
    const answer = (await res.json().catch(() => null)) as { state?: FileState } | null;
    return answer?.state ?? null;
  } catch {
    return null;
  }
}
