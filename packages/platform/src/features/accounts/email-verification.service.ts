import type { PlatformContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';
import { count, reserve } from '../../lib/throttle.ts';
import { hashToken } from '../../lib/tokens.ts';
import { VERIFICATION_EMAILS_PER_DAY } from '../access/limits.ts';
import { normalizeEmail, type User } from '../users/user.ts';
import { findUserByEmail, updateUser } from '../users/users.queries.ts';
import { getCurrentUser } from '../users/users.service.ts';
import { emailTaken } from './account-errors.ts';
import { sendAccountMail } from './account-mail.ts';
import { appLink, issueEmailToken, TOKEN_VALIDITY_HOURS } from './account-tokens.ts';
import { requireCurrentPassword } from './current-password.ts';
import { findEmailToken, markEmailTokenUsed } from './email-tokens.repository.ts';

/**
 * Emails a verification link for the address awaiting verification (the new one after a change).
 * It uses up one of the day's verification emails, but is never refused: signup and email change
 * must send it.
 */
export async function deliverVerificationEmail(ctx: PlatformContext, user: User): Promise<void> {
  await count(ctx.db, VERIFICATION_EMAILS_PER_DAY, user.id, ctx.clock());
  await mailVerificationLink(ctx, user);
}

async function mailVerificationLink(ctx: PlatformContext, user: User): Promise<void> {
  const address = user.pendingEmail ?? user.email;
  const token = await issueEmailToken(ctx, user.id, 'verify-email', address);
  await sendAccountMail(ctx, {
    kind: user.pendingEmail ? 'email-change-verification' : 'verify-email',
    user,
    to: address,
    link: appLink(ctx, '/verify-email', { t: token }),
    validForHours: TOKEN_VALIDITY_HOURS['verify-email'],
  });
}

/**
 * `current_user/send_verification_email`: a new link, at most five a day; nothing to verify is a
 * 409 `email-already-verified`.
 */
export async function sendVerificationEmail(ctx: PlatformContext, userId: string): Promise<User> {
  const user = await getCurrentUser(ctx, userId);
  if (user.emailVerified && !user.pendingEmail) {
    throw new AppError('email-already-verified', 'Your email address is already verified');
  }
  await reserveVerificationEmail(ctx, user.id);
  await mailVerificationLink(ctx, user);
  return user;
}

/** One of the account's verification emails of the day, or 429 `email-too-many-verification-requests`. */
async function reserveVerificationEmail(ctx: PlatformContext, userId: string): Promise<void> {
  await reserve(ctx.db, VERIFICATION_EMAILS_PER_DAY, userId, ctx.clock(), {
    code: 'email-too-many-verification-requests',
    title: `You can ask for ${VERIFICATION_EMAILS_PER_DAY.limit} verification emails a day. Please try again tomorrow.`,
  });
}

/**
 * `current_user/verify_email`: a valid link verifies the address it was sent to; for a pending
 * change it becomes the account's email and the old address is told. With nothing left to verify,
 * any token succeeds without a change (spec §4).
 */
export async function verifyEmail(ctx: PlatformContext, userId: string, token: string): Promise<User> {
  const user = await getCurrentUser(ctx, userId);
  const now = ctx.clock();
  const stored = await findEmailToken(ctx.db, hashToken(token), 'verify-email');
  const usable = stored && stored.userId === user.id && !stored.usedAt && stored.expiresAt > now;
  const forPending = usable && user.pendingEmail !== null && stored.email === user.pendingEmail;
  const forCurrent = usable && stored.email === user.email;
  if (!forPending && !forCurrent) {
    if (user.emailVerified && !user.pendingEmail) return user;
    throw new AppError(
      'validation-invalid-value',
      'This verification link is invalid or has expired. Please ask for a new one.',
      {
        source: { path: ['verificationToken'], type: 'body' },
      },
    );
  }
  if (!(await markEmailTokenUsed(ctx.db, stored.tokenHash, now))) {
    throw new AppError('validation-invalid-value', 'This verification link has already been used.', {
      source: { path: ['verificationToken'], type: 'body' },
    });
  }
  if (forPending && user.pendingEmail) {
    const newEmail = user.pendingEmail;
    const owner = await findUserByEmail(ctx.db, normalizeEmail(newEmail));
    if (owner && owner.id !== user.id) throw emailTaken();
    try {
      await updateUser(
        ctx.db,
        user.id,
        {
          email: newEmail,
          emailNormalized: normalizeEmail(newEmail),
          emailVerified: true,
          pendingEmail: null,
        },
        now,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    await sendAccountMail(ctx, {
      kind: 'email-changed',
      user,
      to: user.email,
      newEmail,
    });
  } else {
    await updateUser(ctx.db, user.id, { emailVerified: true }, now);
  }
  return getCurrentUser(ctx, user.id);
}

/**
 * `current_user/change_email`: needs the current password (403 when wrong). The new address waits
 * in `pendingEmail` until its owner follows the link sent there; the account keeps its old,
 * working email meanwhile. The link counts toward the account's verification emails of the day
 * (429 once they are spent).
 */
export async function changeEmail(
  ctx: PlatformContext,
  userId: string,
  command: { email: string; currentPassword: string },
): Promise<User> {
  const user = await getCurrentUser(ctx, userId);
  await requireCurrentPassword(ctx, user, command.currentPassword);
  const email = command.email.trim();
  const normalized = normalizeEmail(email);
  if (normalized === normalizeEmail(user.email)) {
    if (user.pendingEmail) await updateUser(ctx.db, user.id, { pendingEmail: null }, ctx.clock());
    return getCurrentUser(ctx, user.id);
  }
  const owner = await findUserByEmail(ctx.db, normalized);
  if (owner && owner.id !== user.id) throw emailTaken();
  // Each change mails a stranger's address: it spends the account's verification emails of the
  // day, and once they are spent the change is refused before anything is changed or sent.
  await reserveVerificationEmail(ctx, user.id);
  await updateUser(ctx.db, user.id, { pendingEmail: email }, ctx.clock());
  const updated = await getCurrentUser(ctx, user.id);
  await mailVerificationLink(ctx, updated);
  return updated;
}
