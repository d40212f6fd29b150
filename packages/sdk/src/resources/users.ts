import { UserResourceSchema } from '@mercato/core/contracts/user';
import type { Query, Session } from '../session.ts';

/** The public `user` resource. */
export function usersResource(session: Session) {
  return {
    /** `users/show`: another user's public profile. */
    show: (query: Query & { id: string }) => session.call('GET', 'users/show', UserResourceSchema, query),
  };
}
