import { z } from 'zod';

/**
 * A required text the user writes (a message, a review, a reason), trimmed: `missing` when there
 * is none, and at most `maxLength` characters, `what` naming it in that message ("A message").
 */
export function writtenText(missing: string, maxLength: number, what: string) {
  return z.string().trim().min(1, missing).max(maxLength, `${what} can be at most ${maxLength} characters.`);
}
