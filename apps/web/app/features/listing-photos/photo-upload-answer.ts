import { z } from 'zod';
import { PHOTO_MESSAGES } from './photo-messages.ts';

/** An uploaded photo as the editor shows it: its id and its listing-card thumbnail. */
export interface UploadedPhoto {
  id: string;
  /** The listing-card variant (`src`) and its sharper sizes (`srcSet`, by width). */
  url: string;
  srcSet: string;
}

/** The body of the upload route: the photo, or why it was refused and whether trying again may help. */
export type PhotoUploadAnswer = ({ ok: true } & UploadedPhoto) | { ok: false; error: string; retry: boolean };

const UploadedSchema = z.object({ id: z.string().min(1), url: z.string().min(1), srcSet: z.string() });
const RefusedSchema = z.object({ error: z.string().min(1), retry: z.boolean().optional() });

/**
 * What an upload came to, from the route's status and parsed JSON body (null when the body was no
 * JSON: a proxy's error page, a cut connection). Unknown answers are failures worth a retry.
 */
export function photoUploadAnswerOf(status: number, body: unknown): PhotoUploadAnswer {
  if (status === 200) {
    const uploaded = UploadedSchema.safeParse(body);
    if (uploaded.success) return { ok: true, ...uploaded.data };
  }
  const refused = RefusedSchema.safeParse(body);
  if (status >= 400 && refused.success) {
    return { ok: false, error: refused.data.error, retry: refused.data.retry ?? status >= 500 };
  }
  if (status === 413) return { ok: false, error: PHOTO_MESSAGES.tooBig, retry: false };
  return { ok: false, error: PHOTO_MESSAGES.uploadFailed, retry: true };
}
