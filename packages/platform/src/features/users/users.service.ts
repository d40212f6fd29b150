import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Resource } from '../../http/envelope.ts';
import { loadImageResource } from '../images/images.service.ts';
import type { PublicProfile, User } from './user.ts';
import { findPublicProfilesByIds, findUserById, findUsersByIds } from './users.repository.ts';

/** The user type named in a profile's public data, refusing non-string values. */
export function userTypeOf(publicData: Record<string, unknown> | undefined): string | null {
  const value = publicData?.userType;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    throw new AppError('validation-invalid-value', 'publicData.userType: must be a string', {
      source: { path: ['publicData', 'userType'], type: 'body' },
    });
  }
  return value;
}

/** The calling user's account; 401 if it has been deleted since the token was issued. */
export async function getCurrentUser(ctx: PlatformContext, userId: string): Promise<User> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.deleted)
    throw new AppError('auth-invalid-access-token', 'The user of this token no longer exists');
  return user;
}

/** A user another caller is looking at, with their profile image when asked for; 404 if unknown. */
export async function showUser(
  ctx: PlatformContext,
  id: string,
  options: { profileImage: boolean; query: Record<string, unknown> },
): Promise<{ user: User; profileImage: Resource | null }> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw new AppError('not-found', 'User not found', { source: { path: ['id'], type: 'query' } });
  // Banned and deleted users show nothing of themselves, their picture included.
  const hidden = user.banned || user.deleted;
  const profileImage =
    options.profileImage && !hidden ? await loadImageResource(ctx, user.profileImageId, options.query) : null;
  return { user, profileImage };
}

/** The public profiles of several users by id, for the includes of other resources (authors, parties). */
export async function getPublicProfilesByIds(
  ctx: PlatformContext,
  ids: readonly string[],
): Promise<Map<string, PublicProfile>> {
  const profiles = await findPublicProfilesByIds(ctx.db, [...new Set(ids)]);
  return new Map(profiles.map((profile) => [profile.id, profile]));
}

/** Several whole users by id (the console's views of them). */
export async function getUsersByIds(
  ctx: PlatformContext,
  ids: readonly string[],
): Promise<Map<string, User>> {
  const users = await findUsersByIds(ctx.db, [...new Set(ids)]);
  return new Map(users.map((user) => [user.id, user]));
}
