import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { revokeUserSessions } from '../auth/token.repository.ts';
import { deleteIdentitiesOfUser } from '../idp/identities-cleanup.ts';
import type { User } from '../users/user.ts';
import { updateUser } from '../users/users.repository.ts';
import { getCurrentUser } from '../users/users.service.ts';
import { requireCurrentPassword } from './current-password.ts';

/**
 * A reason an account may not be deleted right now, or null. Features that hold money in flight
 * (transactions in payment-processing states, spec §7) register one.
 */
export type DeletionGuard = (ctx: PlatformContext, user: User) => Promise<string | null>;

const guards: DeletionGuard[] = [];

/** Registers a check that can veto account deletion. */
export function registerDeletionGuard(guard: DeletionGuard): void {
  guards.push(guard);
}

/**
 * `current_user/delete`: after the password check and every guard, the account is anonymised
 * (personal data erased, login impossible, sessions ended) and flagged deleted; its id stays so
 * other users' history keeps a "deleted user".
 */
export async function deleteAccount(
  ctx: PlatformContext,
  userId: string,
  currentPassword: string,
): Promise<User> {
  const user = await getCurrentUser(ctx, userId);
  await requireCurrentPassword(ctx, user, currentPassword);
  for (const guard of guards) {
    const reason = await guard(ctx, user);
    if (reason) throw new AppError('conflict', reason);
  }
  const now = ctx.clock();
  const tombstone = `deleted+${user.id}@deleted.invalid`;
  await updateUser(
    ctx.db,
    user.id,
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
      bio: null,
      publicData: {},
      protectedData: {},
      privateData: {},
      profileImageId: null,
    },
    now,
  );
  await revokeUserSessions(ctx.db, user.id, now);
  await deleteIdentitiesOfUser(ctx.db, user.id);
  return { ...user, deleted: true };
}
