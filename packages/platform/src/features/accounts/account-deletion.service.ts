import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { revokeUserSessions } from '../auth/auth.queries.ts';
import type { User } from '../users/user.ts';
import { deleteIdentitiesOfUser, findUserById, updateUser } from '../users/users.queries.ts';
import { getCurrentUser } from '../users/users.service.ts';
import { requireCurrentPassword } from './current-password.ts';

/**
 * A reason an account may not be deleted right now, or null. Features that hold money in flight
 * (transactions in payment-processing states, spec §7) provide one; the app composes them into
 * the context (`createContext`), so no guard depends on which modules happen to be loaded.
 */
export type DeletionGuard = (ctx: PlatformContext, user: User) => Promise<string | null>;

/**
 * `current_user/delete`: after the password check and every guard, the account is anonymised
 * (personal data erased, login impossible, sessions ended) and flagged deleted, and its saved card
 * deleted at Stripe; its id stays so other users' history keeps a "deleted user".
 */
export async function deleteAccount(
  ctx: PlatformContext,
  userId: string,
  currentPassword: string,
): Promise<User> {
  const user = await getCurrentUser(ctx, userId);
  await requireCurrentPassword(ctx, user, currentPassword);
  await retire(ctx, user);
  return { ...user, deleted: true };
}

/** Every guard passed (409 with the first reason otherwise), the account anonymised and its steps run. */
async function retire(ctx: PlatformContext, user: User): Promise<void> {
  for (const guard of ctx.deletionGuards) {
    const reason = await guard(ctx, user);
    if (reason) throw new AppError('conflict', reason, { source: { path: ['id'], type: 'body' } });
  }
  await anonymizeAccount(ctx, user.id);
  for (const step of ctx.deletionSteps) await step(ctx, user.id);
}

/**
 * `admin/users/delete`: an operator deletes an account (issue #30) as its owner would, under the
 * same guards, without the owner's password (only admins may call it). `audit` records it once done:
 * the entry says that the account was deleted, nothing of what was erased.
 */
export async function deleteAccountByOperator(
  ctx: PlatformContext,
  audit: (db: PlatformContext['db'], entry: AccountDeletionAudit) => Promise<void>,
  userId: string,
): Promise<User> {
  const user = await findUserById(ctx.db, userId);
  if (!user)
    throw new AppError('not-found', 'No user has this id', { source: { path: ['id'], type: 'body' } });
  if (user.deleted) {
    throw new AppError('conflict', 'This account has been deleted already', {
      source: { path: ['id'], type: 'body' },
    });
  }
  await retire(ctx, user);
  await audit(ctx.db, {
    action: 'user.delete',
    subjectType: 'user',
    subjectId: user.id,
    before: { deleted: false },
    after: { deleted: true },
  });
  const deleted = await findUserById(ctx.db, userId);
  return deleted ?? { ...user, deleted: true };
}

/** The audit entry of an operator's deletion of an account. */
export interface AccountDeletionAudit {
  action: 'user.delete';
  subjectType: 'user';
  subjectId: string;
  before: { deleted: false };
  after: { deleted: true };
}

/**
 * Retires an account for good: personal data erased, the email freed (a tombstone address takes
 * its place), login impossible, every session ended and every linked identity removed. The row
 * and its id stay, so other users' history shows a deleted user. Used by account deletion and by
 * the identity-provider signup that lost a race.
 */
export async function anonymizeAccount(ctx: PlatformContext, userId: string): Promise<void> {
  const now = ctx.clock();
  const tombstone = `deleted+${userId}@deleted.invalid`;
  await updateUser(
    ctx.db,
    userId,
    {
      deleted: true,
      email: tombstone,
      emailNormalized: tombstone,
      emailVerified: false,
      pendingEmail: null,
      passwordHash: '!deleted',
      firstName: '',
      lastName: '',
      displayName: '',
      displayNameKey: null,
      bio: null,
      publicData: {},
      protectedData: {},
      privateData: {},
      profileImageId: null,
    },
    now,
  );
  await revokeUserSessions(ctx.db, userId, now);
  await deleteIdentitiesOfUser(ctx.db, userId);
}
