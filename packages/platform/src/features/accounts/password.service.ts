import type { PlatformContext } from '../../context.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { reserve } from '../../lib/throttle.ts';
import { hashToken } from '../../lib/tokens.ts';
import { RESET_REQUESTS_PER_ADDRESS } from '../access/limits.ts';
import { revokeUserSessions } from '../auth/auth.queries.ts';
import { canLogIn, normalizeEmail, type User } from '../users/user.ts';
import { findUserByEmail, findUserById, updateUser } from '../users/users.queries.ts';
import { getCurrentUser } from '../users/users.service.ts';
import { sendAccountMail } from './account-mail.ts';
import { appLink, issueEmailToken, TOKEN_VALIDITY_HOURS } from './account-tokens.ts';
import { requireCurrentPassword } from './current-password.ts';
import { findEmailToken, markEmailTokenUsed } from './email-tokens.repository.ts';

const invalidResetLink = () =>
  new AppError(
    'validation-invalid-value',
    'This password reset link is invalid or has expired. Please ask for a new one.',
    {
      source: { path: ['passwordResetToken'], type: 'body' },
    },
  );

/**
 * `password_reset/request`: mails a one-hour link to `/reset-password?t=…&e=…`. Unknown addresses
 * get `email-not-found`, as the API specifies.
 */
export async function requestPasswordReset(ctx: PlatformContext, email: string): Promise<void> {
  const normalized = normalizeEmail(email);
  await reserve(ctx.db, RESET_REQUESTS_PER_ADDRESS, normalized, ctx.clock());
  const user = await findUserByEmail(ctx.db, normalized);
  if (!user || !canLogIn(user)) {
    throw new AppError('email-not-found', 'No account uses this email address', {
      source: { path: ['email'], type: 'body' },
    });
  }
  const token = await issueEmailToken(ctx, user.id, 'reset-password', user.email);
  await sendAccountMail(ctx, {
    kind: 'reset-password',
    user,
    to: user.email,
    link: appLink(ctx, '/reset-password', { t: token, e: user.email }),
    validForHours: TOKEN_VALIDITY_HOURS['reset-password'],
  });
}

/**
 * `password_reset/reset`: a valid, unused link for this email sets the new password and ends every
 * session of the account (whoever knew the old password is logged out).
 */
export async function resetPassword(
  ctx: PlatformContext,
  command: { email: string; passwordResetToken: string; newPassword: string },
): Promise<void> {
  const now = ctx.clock();
  const stored = await findEmailToken(ctx.db, hashToken(command.passwordResetToken), 'reset-password');
  if (!stored || stored.usedAt || stored.expiresAt <= now) throw invalidResetLink();
  const user = await findUserById(ctx.db, stored.userId);
  if (
    !user ||
    user.deleted ||
    user.banned ||
    normalizeEmail(user.email) !== normalizeEmail(command.email) ||
    normalizeEmail(stored.email) !== normalizeEmail(command.email)
  ) {
    throw invalidResetLink();
  }
  const passwordHash = await hashPassword(command.newPassword);
  if (!(await markEmailTokenUsed(ctx.db, stored.tokenHash, now))) throw invalidResetLink();
  // Following a link sent to the address proves the user reads it. The new password and the end
  // of every session are one change: a login checked against the old password cannot land between.
  await inWriteTransaction(ctx.db, async (trx) => {
    await updateUser(
      trx,
      user.id,
      { passwordHash, emailVerified: user.pendingEmail ? user.emailVerified : true },
      now,
    );
    await revokeUserSessions(trx, user.id, now);
  });
  await sendAccountMail(ctx, {
    kind: 'password-changed',
    user,
    to: user.email,
  });
}

/**
 * `current_user/change_password`: needs the current password (403 when wrong); other sessions of
 * the account end, the caller's own stays.
 */
export async function changePassword(
  ctx: PlatformContext,
  userId: string,
  familyId: string,
  command: { currentPassword: string; newPassword: string },
): Promise<User> {
  const user = await getCurrentUser(ctx, userId);
  await requireCurrentPassword(ctx, user, command.currentPassword);
  const now = ctx.clock();
  const passwordHash = await hashPassword(command.newPassword);
  // One change, as on reset: logins and refreshes racing it either end with the others or fail.
  await inWriteTransaction(ctx.db, async (trx) => {
    await updateUser(trx, user.id, { passwordHash }, now);
    await revokeUserSessions(trx, user.id, now, familyId);
  });
  await sendAccountMail(ctx, {
    kind: 'password-changed',
    user,
    to: user.email,
  });
  return getCurrentUser(ctx, user.id);
}
