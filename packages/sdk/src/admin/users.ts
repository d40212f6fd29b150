import {
  AdminUserResourceSchema,
  type AdminUserState,
  type UpdateUserMetadataCommand,
  type UpdateUserPermissionsCommand,
} from '@mercato/core/contracts/admin-user';
import { z } from 'zod';
import type { AdminSession } from './session.ts';

/** What `users/query` filters by (times as ISO 8601 dates or times). */
export interface AdminUsersQuery {
  state?: AdminUserState;
  userType?: string;
  /** Created at or after. */
  createdAtStart?: string;
  /** Created before. */
  createdAtEnd?: string;
  /** Words each of which must be in the email or one of the names (case and wildcards do not matter). */
  keywords?: string;
  includeDeleted?: boolean;
  page?: number;
  perPage?: number;
}

/**
 * The console's People screen: find and read users (any operator), change them (admins). Each change
 * answers the user as changed; `meta` of `query` carries the paging (`totalItems`, `totalPages`).
 */
export function adminUsersResource(session: AdminSession) {
  const change = (verb: string, body: Record<string, unknown>) =>
    session.call('POST', `users/${verb}`, AdminUserResourceSchema, {}, body);
  return {
    /** `users/query`: newest first, by state, user type, creation time and keywords. */
    query: (query: AdminUsersQuery = {}) =>
      session.call('GET', 'users/query', z.array(AdminUserResourceSchema), { ...query }),
    /** `users/show`: one user, deleted ones too. */
    show: (id: string) => session.call('GET', 'users/show', AdminUserResourceSchema, { id }),
    /** `users/approve`: a user waiting for approval becomes active (409 otherwise). */
    approve: (id: string) => change('approve', { id }),
    /** `users/ban`: ends the user's sessions at once and hides their listings. */
    ban: (id: string) => change('ban', { id }),
    /** `users/unban`: the user may log in again. */
    unban: (id: string) => change('unban', { id }),
    /** `users/update_permissions`: each named permission `allow`, `deny` or back to `default`. */
    updatePermissions: (command: UpdateUserPermissionsCommand) =>
      change('update_permissions', { ...command }),
    /** `users/update_metadata`: metadata and protected data merged by top-level key, `null` removing one. */
    updateMetadata: (command: UpdateUserMetadataCommand) => change('update_metadata', { ...command }),
    /** `users/verify_email`: the user's email marked verified (409 when it is already). */
    verifyEmail: (id: string) => change('verify_email', { id }),
    /**
     * `users/delete`: the account anonymised for good, as its owner's deletion does (409 while a
     * payment of theirs is in progress, or when it is deleted already).
     */
    delete: (id: string) => change('delete', { id }),
  };
}
