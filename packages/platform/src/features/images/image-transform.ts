import type { Dimensions, VariantSpec } from '@mercato/core/images/image-variants';
import { IMAGE_MAX_SIDE_PX } from '@mercato/core/validators/listing-photos';
import type { SharpOptions } from 'sharp';
import { loadSharp } from '../../lib/sharp.ts';
import { WeightedSemaphore } from '../../lib/weighted-semaphore.ts';
import type { ImageMimeType } from './image.ts';

/**
 * Decoding and encoding with sharp. Uploads are untrusted: the format is read from the bytes (never
 * from the part's declared type), the dimensions from the header before any pixel is decoded, and
 * decoding aborts on any libvips warning. A small PNG can claim 120 megapixels (480 MB decoded), so
 * the input is capped from its header and all image work shares one pixel budget (ADR 006).
 */

/** Largest accepted input: 50 megapixels (a 48 MP phone photo is 8000×6000). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Longest accepted input side (panoramas), whatever the pixel count. */
export const MAX_INPUT_SIDE_PX = 16_384;

/**
 * Pixels being decoded or encoded at once in this process: about 300 MB of RGBA. Small images run
 * side by side; a huge one waits for the others and then runs alone.
 */
export const IMAGE_WORK_PIXEL_BUDGET = 75_000_000;

const imageWork = new WeightedSemaphore(IMAGE_WORK_PIXEL_BUDGET);

/** Content type of every rendered variant. */
export const VARIANT_CONTENT_TYPE = 'image/jpeg';

const INPUT: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' };

/** An upload after normalisation: upright, metadata-free, at most 3072 px a side. */
export interface NormalizedImage extends Dimensions {
  data: Buffer;
  mimeType: ImageMimeType;
}

/**
 * Why an upload was refused: a real image in a format we do not take, one with more pixels than we
 * decode, or not a decodable image.
 */
export type UploadRejection = 'unsupported-format' | 'too-many-pixels' | 'undecodable';

const ACCEPTED_FORMATS: Record<string, ImageMimeType> = { jpeg: 'image/jpeg', png: 'image/png' };

/**
 * Turns uploaded bytes into the stored original: auto-rotated by EXIF orientation, stripped of
 * metadata (sharp keeps none unless asked: no GPS, no camera serials), converted to sRGB, scaled
 * down to at most 3072 px a side, kept in its own format (JPEG or PNG).
 */
export async function normalizeUpload(
  data: Buffer,
): Promise<{ image: NormalizedImage } | { rejected: UploadRejection }> {
  const sharp = await loadSharp();
  let header: { format: string; width: number; height: number };
  try {
    // Reads the header only: no pixel is decoded before the size is known to be acceptable.
    const { format, width, height } = await sharp(data, INPUT).metadata();
    if (!width || !height) return { rejected: 'undecodable' };
    header = { format, width, height };
  } catch (error) {
    return { rejected: isPixelLimitError(error) ? 'too-many-pixels' : 'undecodable' };
  }
  const mimeType = ACCEPTED_FORMATS[header.format];
  if (!mimeType) return { rejected: 'unsupported-format' };
  const pixels = header.width * header.height;
  if (pixels > MAX_INPUT_PIXELS || Math.max(header.width, header.height) > MAX_INPUT_SIDE_PX) {
    return { rejected: 'too-many-pixels' };
  }
  return imageWork.run(pixels, () => encodeOriginal(data, mimeType));
}

async function encodeOriginal(
  data: Buffer,
  mimeType: ImageMimeType,
): Promise<{ image: NormalizedImage } | { rejected: UploadRejection }> {
  const sharp = await loadSharp();
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
export async function renderVariant(
  original: Buffer,
  spec: VariantSpec,
  size: Dimensions,
  originalSize: Dimensions,
): Promise<Buffer> {
  const sharp = await loadSharp();
  return imageWork.run(originalSize.width * originalSize.height, () =>
    sharp(original, INPUT)
      .resize(size.width, size.height, { fit: spec.fit === 'crop' ? 'cover' : 'fill', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, progressive: true, mozjpeg: true })
      .toBuffer(),
  );
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}
