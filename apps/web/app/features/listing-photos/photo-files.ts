import { LISTING_MAX_IMAGES } from '@mercato/core/contracts/listing-limits';
import { ALLOWED_IMAGE_MIME_TYPES, IMAGE_MAX_BYTES } from '@mercato/core/validators/listing-photos';
import { PHOTO_MESSAGES } from './photo-messages.ts';

/** What the browser knows of a picked file before reading it. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 12;

/** The kind of image a file's first bytes announce: JPG, PNG, another image format, or none we know. */
export type SniffedType = (typeof ALLOWED_IMAGE_MIME_TYPES)[number] | 'other-image' | 'unknown';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The format of a file from its magic bytes, as the platform will find it (the name and the type the
 * browser derives from it can lie: a PNG saved as `.jpg` is still a PNG, and still welcome).
 */
export function sniffImageType(head: Uint8Array): SniffedType {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const ascii = (offset: number, length: number) =>
    String.fromCharCode(...head.subarray(offset, offset + length));
  if (ascii(0, 4) === 'GIF8') return 'other-image';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return 'other-image';
  if (startsWith(head, [0x42, 0x4d])) return 'other-image'; // BMP
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'other-image'; // TIFF
  if (ascii(4, 4) === 'ftyp') return 'other-image'; // HEIC, AVIF
  if (ascii(0, 5) === '<?xml' || ascii(0, 4) === '<svg') return 'other-image';
  return 'unknown';
}

/**
 * Why a picked file cannot be a listing photo (spec §9: JPG or PNG, at most 20 MB), or undefined if
 * it can. `head` is its first `SNIFF_BYTES` bytes; the platform checks all of this again.
 */
export function photoFileError(file: PickedFile, head: Uint8Array): string | undefined {
  if (file.size > IMAGE_MAX_BYTES) return PHOTO_MESSAGES.tooBig;
  const sniffed = sniffImageType(head);
  if (sniffed === 'image/jpeg' || sniffed === 'image/png') return undefined;
  if (sniffed === 'other-image') return PHOTO_MESSAGES.type;
  // Nothing recognisable: a broken photo if it claims to be one, else simply the wrong kind of file.
  const claimsAllowedType = (ALLOWED_IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
  return claimsAllowedType || file.size === 0 ? PHOTO_MESSAGES.unreadable : PHOTO_MESSAGES.type;
}

/**
 * The picked files split into those that fit on the listing (in the order picked) and those past its
 * photo limit, given how many photos it has or is uploading already.
 */
export function takeWithinPhotoLimit<T>(
  files: readonly T[],
  photoCount: number,
  limit: number = LISTING_MAX_IMAGES,
): { fitting: T[]; overLimit: T[] } {
  const room = Math.max(0, limit - photoCount);
  return { fitting: files.slice(0, room), overLimit: files.slice(room) };
}
