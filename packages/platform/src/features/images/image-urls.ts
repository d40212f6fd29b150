import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseVariantKey, type VariantSpec, variantKeyOf } from '@mercato/core/images/image-variants';
import type { PlatformEnv } from '../../env.ts';

/**
 * Variant file URLs: `${ROOT_URL}/images/<imageId>/<spec>-<signature>`, e.g.
 * `/images/9f…/w640-h480-crop-0a1b2c3d4e5f6071`. The spec makes a URL reproducible and cacheable
 * forever; the signature (an HMAC of image id and spec) means only URLs the API handed out can be
 * rendered, so nobody can fill storage by walking every size from 1 to 3072 px.
 */

/** Builds and checks variant file URLs. */
export interface ImageUrls {
  /** Absolute URL of a variant file. */
  urlOf(imageId: string, spec: VariantSpec): string;
  /** The spec a `<spec>-<signature>` path segment stands for, or null when malformed or forged. */
  verify(imageId: string, signedKey: string): VariantSpec | null;
}

/** Shape of the last path segment of a variant URL (checked again by `verify`). */
export const SIGNED_VARIANT_KEY_PATTERN = /^w[1-9][0-9]{0,3}-h[1-9][0-9]{0,3}-(scale|crop)-[0-9a-f]{16}$/;

const SIGNATURE_HEX_CHARS = 16;

/** Variant URLs for a platform: based at `ROOT_URL`, signed with a key derived from `TOKEN_SECRET`. */
export function createImageUrls(env: Pick<PlatformEnv, 'ROOT_URL' | 'TOKEN_SECRET'>): ImageUrls {
  const base = env.ROOT_URL.replace(/\/+$/, '');
  // A key of its own, so an image URL signature can never be mistaken for any token's.
  const key = createHmac('sha256', env.TOKEN_SECRET).update('mercato/image-variant-urls/v1').digest();
  const sign = (imageId: string, specKey: string) =>
    createHmac('sha256', key).update(`${imageId}/${specKey}`).digest('hex').slice(0, SIGNATURE_HEX_CHARS);
  return {
    urlOf(imageId, spec) {
      const specKey = variantKeyOf(spec);
      return `${base}/images/${imageId}/${specKey}-${sign(imageId, specKey)}`;
    },
    verify(imageId, signedKey) {
      if (!SIGNED_VARIANT_KEY_PATTERN.test(signedKey)) return null;
      const specKey = signedKey.slice(0, -(SIGNATURE_HEX_CHARS + 1));
      const given = Buffer.from(signedKey.slice(-SIGNATURE_HEX_CHARS));
      const expected = Buffer.from(sign(imageId, specKey));
      if (!timingSafeEqual(given, expected)) return null;
      return parseVariantKey(specKey);
    },
  };
}
