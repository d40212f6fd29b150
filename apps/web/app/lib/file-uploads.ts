import type { FileState } from '@mercato/core/contracts/file';

// Files sent from the browser (the message composer, the listing editor's Files step): the page's
// server makes the file at the platform (`/api/message-files`, a file of the user's attached to
// nothing yet) and answers its upload URL; the browser sends the bytes there itself, with their
// progress, then follows the file's check. Each caller words the refusals its own way.

/** Why a file could not be sent: refused by the page's server or the upload URL, or no connection. */
export class FileUploadError extends Error {
  constructor(
    readonly kind: 'refused' | 'connection',
    /** The HTTP status of the refusal (0 without an answer). */
    readonly status: number,
    /** The platform's own words, when the page's server passed them on. */
    readonly platformError?: string,
  ) {
    super(platformError ?? (kind === 'refused' ? 'The upload was refused.' : 'The connection failed.'));
  }
}

/** Where a made file's bytes go. */
export interface UploadTarget {
  fileId: string;
  url: string;
  headers: Record<string, string>;
}

/** Makes the file at the platform (through the page's server), declared as `mimeType`. */
export async function makeUploadTarget(file: File, mimeType: string): Promise<UploadTarget> {
  const body = new URLSearchParams({ name: file.name || 'file', mimeType, size: String(file.size) });
  let res: Response;
  try {
    res = await fetch('/api/message-files', {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new FileUploadError('connection', 0);
  }
  const answer = (await res.json().catch(() => null)) as {
    ok?: boolean;
    error?: string;
    fileId?: string;
    url?: string;
    headers?: Record<string, string>;
  } | null;
  if (!res.ok || !answer?.ok || !answer.fileId || !answer.url) {
    throw new FileUploadError('refused', res.status, answer?.error);
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
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new FileUploadError('refused', xhr.status)),
    );
    xhr.addEventListener('error', () => reject(new FileUploadError('connection', 0)));
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
