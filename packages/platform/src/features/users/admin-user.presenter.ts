import type { AdminUserState } from '@mercato/core/contracts/admin-user';
import type { Resource } from '../../http/envelope.ts';
import { WireUuid, type WireValue } from '../../http/wire-values.ts';
import { abbreviatedName, PERMISSION_KEYS, type User } from './user.ts';

/**
 * The state an operator sees: banned (by the flag, or the state of older data) wins over the
 * stored state, which a ban leaves as it was for the unban — as `users/query` filters by it.
 */
export function adminStateOf(user: Pick<User, 'banned' | 'state'>): AdminUserState {
  return user.banned || user.state === 'banned' ? 'banned' : user.state;
}

/**
 * The admin view of a `user` (`/v1/admin/users/*`): everything an operator works with — email and
 * its verification, state and flags, user type, names, public and protected data, metadata, and
 * each permission's override (`default` where none is set). Private data is left out: it is what
 * the user keeps for themselves, and no console task needs it.
 */
export function presentAdminUser(user: User): Resource {
  const permissions: Record<string, WireValue> = {};
  for (const key of PERMISSION_KEYS) permissions[key] = user.permissions[key] ?? 'default';
  return {
    id: new WireUuid(user.id),
    type: 'user',
    attributes: {
      email: user.email,
      emailVerified: user.emailVerified,
      pendingEmail: user.pendingEmail,
      state: adminStateOf(user),
      banned: user.banned,
      deleted: user.deleted,
      createdAt: user.createdAt,
      userType: user.userType,
      profile: {
        firstName: user.firstName,
        lastName: user.lastName,
        displayName: user.displayName,
        abbreviatedName: abbreviatedName(user.firstName, user.lastName),
        bio: user.bio,
        publicData: user.publicData as WireValue,
        protectedData: user.protectedData as WireValue,
        metadata: user.metadata as WireValue,
      },
      permissions,
    },
  };
}
