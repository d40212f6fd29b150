import type { ThrottleRule } from '../../lib/throttle.ts';

// Limits of ADR 005 that the images feature spends (kept here, not in access/limits.ts, because
// access depends on users, which depends on images).

/**
 * Renderings of custom image sizes (`imageVariant.*`) per client IP: anyone may ask for any size,
 * and each first request of one makes the server render it (issue #25). Built-in sizes are few per
 * image and not counted.
 */
export const CUSTOM_VARIANT_RENDERS_PER_IP: ThrottleRule = {
  name: 'image-render:ip',
  limit: 60,
  windowMs: 10 * 60_000,
};

/** Custom sizes of one image kept in storage; more are rendered when asked and not kept. */
export const STORED_CUSTOM_VARIANTS_PER_IMAGE = 12;
