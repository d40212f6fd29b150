import type { PlatformContext } from '../../context.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import { type EmailTokenPurpose, expireUnusedTokens, insertEmailToken } from './email-tokens.repository.ts';

/** How long an emailed link works. */
export const TOKEN_VALIDITY_HOURS: Record<EmailTokenPurpose, number> = {
  'verify-email': 48,
  'reset-password': 1,
};

/**
 * Creates a single-use emailed token for one address (only its hash is stored); older unused
 * tokens of the same purpose stop working, so only the newest link is valid.
 */
export async function issueEmailToken(
  ctx: PlatformContext,
  userId: string,
  purpose: EmailTokenPurpose,
  email: string,
): Promise<string> {
  const now = ctx.clock();
  await expireUnusedTokens(ctx.db, userId, purpose, now);
  const token = newOpaqueToken(purpose === 'verify-email' ? 'ev' : 'pr');
  await insertEmailToken(ctx.db, {
    tokenHash: hashToken(token),
    userId,
    purpose,
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_VALIDITY_HOURS[purpose] * 3_600_000),
  });
  return token;
}

/** A link into the web app (`/verify-email?t=…`, `/reset-password?t=…&e=…`). */
export function appLink(ctx: PlatformContext, path: string, params: Record<string, string>): string {
  const url = new URL(path, ctx.env.ROOT_URL);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
