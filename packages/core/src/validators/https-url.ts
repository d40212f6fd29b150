import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.ts';

/** Host part: letters, digits, dots and hyphens with at least one dot, or localhost for development. */
const HTTPS_URL_PATTERN =
  /^https:\/\/(?:localhost|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)(?::\d{1,5})?(?:[/?#][^\s]*)?$/;

/**
 * A link users may enter, such as a website on a profile: https only, so pages served over https
 * never link to content that can be tampered with in transit, and no script schemes.
 */
export const HttpsUrlSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .regex(HTTPS_URL_PATTERN, VALIDATION_MESSAGES.invalidHttpsUrl);
