import type { Dimensions, VariantSpec } from '@mercato/core/images/image-variants';
import { IMAGE_MAX_SIDE_PX } from '@mercato/core/validators/listing-photos';
import sharp, { type SharpOptions } from 'sharp';
import type { ImageMimeType } from './image.ts';

/**
 * Decoding and encoding with sharp. Uploads are untrusted: the format is read from the bytes (never
 * from the part's declared type), decoding aborts on any libvips warning, and the pixel count is
 * capped well below sharp's default so a small PNG cannot expand into gigabytes of memory.
 */

/** Largest decoded input: about a 120-megapixel photo, beyond what a 20 MB JPEG realistically holds. */
export const MAX_INPUT_PIXELS = 120_000_000;

/** Content type of every rendered variant. */
export const VARIANT_CONTENT_TYPE = 'image/jpeg';

const INPUT: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' };

/** An upload after normalisation: upright, metadata-free, at most 3072 px a side. */
export interface NormalizedImage extends Dimensions {
  data: Buffer;
  mimeType: ImageMimeType;
}

/** Why an upload was refused: a real image in a format we do not take, or not a decodable image. */
export type UploadRejection = 'unsupported-format' | 'undecodable';

const ACCEPTED_FORMATS: Record<string, ImageMimeType> = { jpeg: 'image/jpeg', png: 'image/png' };

/**
 * Turns uploaded bytes into the stored original: auto-rotated by EXIF orientation, stripped of
 * metadata (sharp keeps none unless asked: no GPS, no camera serials), converted to sRGB, scaled
 * down to at most 3072 px a side, kept in its own format (JPEG or PNG).
 */
export async function normalizeUpload(
  data: Buffer,
): Promise<{ image: NormalizedImage } | { rejected: UploadRejection }> {
  let format: string;
  try {
    format = (await sharp(data, INPUT).metadata()).format;
  } catch {
    return { rejected: 'undecodable' };
  }
  const mimeType = ACCEPTED_FORMATS[format];
  if (!mimeType) return { rejected: 'unsupported-format' };
  try {
    const pipeline = sharp(data, { ...INPUT, autoOrient: true }).resize(
      IMAGE_MAX_SIDE_PX,
      IMAGE_MAX_SIDE_PX,
      {
        fit: 'inside',
        withoutEnlargement: true,
      },
    );
    // The original is re-encoded once at high quality; every variant is made from it.
    const encoded =
      mimeType === 'image/jpeg' ? pipeline.jpeg({ quality: 90, mozjpeg: true }) : pipeline.png();
    const { data: out, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { image: { data: out, mimeType, width: info.width, height: info.height } };
  } catch {
    // Truncated or corrupt pixel data only shows up while decoding the whole image.
    return { rejected: 'undecodable' };
  }
}

/**
 * Renders a variant of a stored original at exactly `size` (from `variantDimensions`): `crop` fills
 * the box from the centre, `scale` resizes to the pre-computed fit. Output is progressive JPEG at
 * quality 82; transparency is flattened onto white because JPEG has none.
 */
export async function renderVariant(original: Buffer, spec: VariantSpec, size: Dimensions): Promise<Buffer> {
  return sharp(original, INPUT)
    .resize(size.width, size.height, { fit: spec.fit === 'crop' ? 'cover' : 'fill', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer();
}
