import { ImageResourceSchema } from '@mercato/core/contracts/image';
import { ResourceRefSchema } from '@mercato/core/contracts/resource';
import { ImageUploadSchema } from '@mercato/core/validators/listing-photos';
import { z } from 'zod';

/** The current-user query that brings the profile image in the sizes an avatar uses (spec §7). */
export const PROFILE_IMAGE_QUERY = {
  include: ['profileImage'],
  'fields.image': 'variants.square-small,variants.square-small2x',
};

/** A profile image ready for `<img>`: the small square, and the sharper one for dense screens. */
export interface ProfileImage {
  src: string;
  srcSet?: string;
}

const ProfileImageRelationshipSchema = z.object({
  profileImage: z.object({ data: ResourceRefSchema.nullable() }),
});

/** The profile image of a current-user response made with `PROFILE_IMAGE_QUERY`, or null if there is none. */
export function profileImageOf(response: {
  data: { relationships?: Record<string, unknown> | undefined };
  included: readonly unknown[];
}): ProfileImage | null {
  const relationship = ProfileImageRelationshipSchema.safeParse(response.data.relationships);
  const ref = relationship.success ? relationship.data.profileImage.data : null;
  if (!ref) return null;
  const image = response.included.find((resource) => {
    const r = resource as { type?: unknown; id?: unknown } | null;
    return r?.type === 'image' && r.id === ref.id;
  });
  return image ? squareImageOf(image) : null;
}

/** Why a chosen file cannot be a profile image (JPG or PNG, at most 20 MB), or undefined if it can. */
export function profileImageFileError(file: { type: string; size: number }): string | undefined {
  const result = ImageUploadSchema.safeParse({ mimeType: file.type, size: file.size });
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * An image resource in the small squares (`square-small`, and `square-small2x` for dense screens)
 * as `<img>` takes it: avatars, and the listing thumbnails of the inbox. Null when it is not an
 * image or lacks the small square.
 */
export function squareImageOf(resource: unknown): ProfileImage | null {
  const image = ImageResourceSchema.safeParse(resource);
  if (!image.success) return null;
  const small = image.data.attributes.variants['square-small'];
  const large = image.data.attributes.variants['square-small2x'];
  if (!small) return null;
  return large ? { src: small.url, srcSet: `${small.url} 1x, ${large.url} 2x` } : { src: small.url };
}
