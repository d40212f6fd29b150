import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { consume, ensureBelowLimit, type ThrottleRule } from '../../lib/throttle.ts';
import type { User } from '../users/user.ts';

/**
 * Wrong current passwords on account operations (change email or password, delete) count like
 * failed logins: a stolen session must not become a way to guess the password.
 */
export const CURRENT_PASSWORD_FAILURES: ThrottleRule = {
  name: 'current-password-fail',
  limit: 10,
  windowMs: 15 * 60_000,
};

/** Checks the caller's current password: 403 when wrong, 429 after too many wrong tries. */
export async function requireCurrentPassword(
  ctx: PlatformContext,
  user: User,
  password: string,
): Promise<void> {
  const now = ctx.clock();
  await ensureBelowLimit(ctx.db, CURRENT_PASSWORD_FAILURES, user.id, now);
  if (await verifyPassword(user.passwordHash, password)) return;
  await consume(ctx.db, CURRENT_PASSWORD_FAILURES, user.id, now).catch(() => undefined);
  throw new AppError('forbidden', 'The current password is incorrect', {
    source: { path: ['currentPassword'], type: 'body' },
  });
}
