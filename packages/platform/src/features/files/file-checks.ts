/**
 * The check of an uploaded file (issue #29): its declared type must be one Mercato shares, and its
 * bytes must be that type — read from their first bytes (`file-type` knows the signatures), or,
 * for text, valid UTF-8 without NUL bytes. A program renamed `report.pdf` is refused, and so is a
 * PDF declared as a picture.
 */

/** Bytes read from the start of a file for the check: enough for every signature `file-type` reads. */
export const HEAD_BYTES = 64 * 1024;

/** Declared types Mercato accepts, each with the types its bytes may be detected as. */
const ACCEPTED: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['application/pdf'],
  'image/jpeg': ['image/jpeg'],
  'image/jpg': ['image/jpeg'],
  'image/png': ['image/png'],
  'image/gif': ['image/gif'],
  'image/webp': ['image/webp'],
  'image/heic': ['image/heic', 'image/heif'],
  'image/heif': ['image/heif', 'image/heic'],
  'image/tiff': ['image/tiff'],
  'audio/mpeg': ['audio/mpeg'],
  'audio/mp3': ['audio/mpeg'],
  'audio/wav': ['audio/wav', 'audio/vnd.wave'],
  'audio/x-wav': ['audio/wav', 'audio/vnd.wave'],
  'audio/mp4': ['audio/mp4', 'video/mp4', 'audio/x-m4a'],
  'audio/x-m4a': ['audio/mp4', 'video/mp4', 'audio/x-m4a'],
  'audio/ogg': ['audio/ogg', 'audio/opus'],
  'audio/flac': ['audio/x-flac', 'audio/flac'],
  'video/mp4': ['video/mp4'],
  'video/quicktime': ['video/quicktime'],
  'video/webm': ['video/webm'],
  'application/zip': ['application/zip'],
  'application/x-zip-compressed': ['application/zip'],
  'application/epub+zip': ['application/epub+zip', 'application/zip'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/zip',
  ],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/zip',
  ],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': [
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/zip',
  ],
  'application/vnd.oasis.opendocument.text': ['application/vnd.oasis.opendocument.text', 'application/zip'],
  'application/vnd.oasis.opendocument.spreadsheet': [
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/zip',
  ],
  'application/msword': ['application/x-cfb'],
  'application/vnd.ms-excel': ['application/x-cfb'],
  'application/vnd.ms-powerpoint': ['application/x-cfb'],
  'application/rtf': ['application/rtf'],
  'text/rtf': ['application/rtf'],
};

/** Declared types whose bytes are text: no signature, UTF-8 without NUL bytes. */
const TEXT = new Set([
  'text/plain',
  'text/csv',
  'text/markdown',
  'text/tab-separated-values',
  'application/json',
]);

/** The outcome of a check: usable, or refused with the reason its owner reads. */
export type FileCheck = { ok: true } | { ok: false; reason: string };

/** Whether a file's first bytes (`head`, up to {@link HEAD_BYTES}) are the type its owner declared. */
export async function checkFileBytes(
  declared: string,
  head: Uint8Array,
  complete: boolean,
): Promise<FileCheck> {
  // Loaded with the first file checked: a server that never receives one never loads it.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = (await fileTypeFromBuffer(head))?.mime;
  if (TEXT.has(declared)) {
    if (detected) return { ok: false, reason: `The file is ${detected}, not ${declared}.` };
    return isUtf8Text(head, complete)
      ? { ok: true }
      : { ok: false, reason: `The file is not text, as ${declared} must be.` };
  }
  const accepted = ACCEPTED[declared];
  if (!accepted) return { ok: false, reason: `Files of type ${declared} cannot be shared here.` };
  if (!detected) return { ok: false, reason: `The file's contents are not ${declared}.` };
  return accepted.includes(detected)
    ? { ok: true }
    : { ok: false, reason: `The file is ${detected}, not ${declared}.` };
}

/** Valid UTF-8 without NUL bytes; a head cut off mid-character is allowed its last few bytes. */
function isUtf8Text(head: Uint8Array, complete: boolean): boolean {
  if (head.includes(0)) return false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let cut = 0; cut <= (complete ? 0 : 3) && cut < head.length; cut++) {
    try {
      decoder.decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // A character cut off by the head's end: try without its bytes.
    }
  }
  return head.length === 0;
}
