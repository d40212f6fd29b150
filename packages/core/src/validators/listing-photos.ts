import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.ts';

/** Image types the upload accepts (spec §9: JPG or PNG). */
export const ALLOWED_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
/** Largest upload (spec §9: 20 MB, counted as 20 MiB like the upload limit of the API). */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** Longest side of a stored image (spec §9: 3072 px); larger images are scaled down, not refused. */
export const IMAGE_MAX_SIDE_PX = 3072;

/** Texts of the image rules. */
export const IMAGE_MESSAGES = {
  type: 'images must be JPG or PNG',
  tooBig: 'images must be 20 MB or smaller',
} as const;

/** The photos tab: at least one photo (spec §5 Listing), identified by image id. */
export const ListingPhotosFormSchema = z.object({
  images: z
    .array(z.string().min(1), { error: VALIDATION_MESSAGES.atLeastOnePhoto })
    .min(1, VALIDATION_MESSAGES.atLeastOnePhoto),
});
/** Parsed photos tab. */
export type ListingPhotosForm = z.infer<typeof ListingPhotosFormSchema>;

/** A file about to be uploaded as a listing or profile image. */
export const ImageUploadSchema = z.object({
  mimeType: z.enum(ALLOWED_IMAGE_MIME_TYPES, { error: IMAGE_MESSAGES.type }),
  size: z.int().min(1, VALIDATION_MESSAGES.required).max(IMAGE_MAX_BYTES, IMAGE_MESSAGES.tooBig),
});
/** A parsed image upload. */
export type ImageUpload = z.infer<typeof ImageUploadSchema>;

/** Dimensions scaled down, aspect kept, so the longer side is at most `maxSide`; smaller images are unchanged. */
export function fitWithinMaxSide(
  width: number,
  height: number,
  maxSide: number = IMAGE_MAX_SIDE_PX,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
