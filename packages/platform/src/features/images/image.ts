/** Formats an image is stored in (spec §5: JPG or PNG). */
export type ImageMimeType = 'image/jpeg' | 'image/png';

/** An uploaded image as the platform's services see it: the normalised original and its owner. */
export interface Image {
  id: string;
  ownerId: string | null;
  mimeType: ImageMimeType;
  /** Of the stored original, after auto-rotation and scaling down to at most 3072 px a side. */
  width: number;
  height: number;
  /** Whether a profile or listing uses it; fresh uploads are unattached until claimed. */
  attached: boolean;
  createdAt: Date;
}

/** Storage key of an image's normalised original. */
export function originalKeyOf(imageId: string): string {
  return `images/${imageId}/original`;
}

/** Storage prefix of every file of an image (its original and variants). */
export function imageFilesPrefixOf(imageId: string): string {
  return `images/${imageId}`;
}

/** Storage key of a rendered variant (`variantKey` as made by `variantKeyOf`). */
export function variantFileKeyOf(imageId: string, variantKey: string): string {
  return `images/${imageId}/${variantKey}`;
}
