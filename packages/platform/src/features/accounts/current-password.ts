import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { release, reserve } from '../../lib/throttle.ts';
import { CURRENT_PASSWORD_FAILURES } from '../access/limits.ts';
import type { User } from '../users/user.ts';

/**
 * Checks the caller's current password: 403 when wrong, 429 after too many wrong tries. The try
 * is reserved before the check (ADR 005), so parallel guesses cannot pass the limit; a correct
 * password gives it back.
 */
export async function requireCurrentPassword(
  ctx: PlatformContext,
  user: User,
  password: string,
): Promise<void> {
  await reserve(ctx.db, CURRENT_PASSWORD_FAILURES, user.id, ctx.clock());
  if (await verifyPassword(user.passwordHash, password)) {
    await release(ctx.db, CURRENT_PASSWORD_FAILURES, user.id);
    return;
  }
  throw new AppError('forbidden', 'The current password is incorrect', {
    source: { path: ['currentPassword'], type: 'body' },
  });
}
