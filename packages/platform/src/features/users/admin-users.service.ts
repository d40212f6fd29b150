import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import { isUserFieldApplicable } from '@mercato/core/config/user-fields';
import type {
  AdminUserQuery,
  UpdateUserMetadataCommand,
  UpdateUserPermissionsCommand,
} from '@mercato/core/contracts/admin-user';
import { checkCustomFieldValuesList } from '@mercato/core/validators/custom-field-values';
import { ExtendedDataSchema } from '@mercato/core/validators/extended-data';
import type { PlatformContext } from '../../context.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { AppError, type AppErrorDetail } from '../../errors/app-error.ts';
import { getMarketplaceConfig } from '../config/marketplace-config.service.ts';
import { mergeExtendedData, throwIfProblems, validateProfileData } from './profile-fields.ts';
import { PERMISSION_KEYS, type User, type UserPermissionOverrides } from './user.ts';
import {
  findUserById,
  findUserForUpdate,
  queryUsersForAdmin,
  type UserUpdate,
  updateUser,
} from './users.repository.ts';

// What operators do to users from the console's People screen (issue #30, ADR 019): find them,
// approve, ban and unban, override permissions, edit metadata and protected data, verify an email.
// Each change is written in one transaction with its audit entry.

/** The audit actions of operators' changes to users (`<subject>.<verb>`). */
export type AdminUserAction =
  | 'user.approve'
  | 'user.ban'
  | 'user.unban'
  | 'user.update-permissions'
  | 'user.update-metadata'
  | 'user.verify-email'
  | 'user.delete';

/** The audit entry of one change to a user: what was done, and the values it changed before and after. */
export interface AdminUserAuditEntry {
  action: AdminUserAction;
  subjectType: 'user';
  subjectId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Writes a change's audit entry in `db`, the change's own transaction. The route hands it in (the
 * operators feature's `recordAudit`, as the request's operator): operators build on users, so the
 * users feature may not import them back (the features form no cycle).
 */
export type AdminUserAudit = (db: PlatformContext['db'], entry: AdminUserAuditEntry) => Promise<void>;

function userNotFound(type: 'body' | 'query'): AppError {
  return new AppError('not-found', 'No user has this id', { source: { path: ['id'], type } });
}

function conflict(title: string): AppError {
  return new AppError('conflict', title, { source: { path: ['id'], type: 'body' } });
}

/**
 * Runs one operator's change of a user in one write transaction: the user taken (locked on
 * PostgreSQL), the change decided from them (throwing refuses it, nothing written), written, and its
 * audit entry with it. A deleted account is not changed (409). Returns the user as changed.
 */
async function changeUser(
  ctx: PlatformContext,
  audit: AdminUserAudit,
  id: string,
  action: AdminUserAction,
  decide: (user: User) => {
    update: UserUpdate;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<User> {
  const now = ctx.clock();
  await inWriteTransaction(ctx.db, async (trx) => {
    const user = await findUserForUpdate(trx, id);
    if (!user) throw userNotFound('body');
    if (user.deleted) throw conflict('This account has been deleted: it cannot be changed');
    const { update, before, after } = decide(user);
    await updateUser(trx, id, update, now);
    await audit(trx, { action, subjectType: 'user', subjectId: id, before, after });
  });
  const changed = await findUserById(ctx.db, id);
  if (!changed) throw userNotFound('body');
  return changed;
}

/** `admin/users/query`: users matching the filters, newest first, a page of them and how many in all. */
export function findUsersForOperator(
  ctx: PlatformContext,
  query: AdminUserQuery,
): Promise<{ users: User[]; total: number }> {
  const keywords = [...new Set((query.keywords ?? '').split(/\s+/).filter(Boolean))];
  return queryUsersForAdmin(ctx.db, {
    state: query.state,
    userType: query.userType,
    createdAtStart: query.createdAtStart,
    createdAtEnd: query.createdAtEnd,
    keywords,
    includeDeleted: query.includeDeleted,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
}

/** `admin/users/show`: one user, deleted or not; 404 for an unknown id. */
export async function getUserForOperator(ctx: PlatformContext, id: string): Promise<User> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw userNotFound('query');
  return user;
}

/** `admin/users/approve`: a user waiting for approval becomes active (409 for any other state). */
export function approveUser(ctx: PlatformContext, audit: AdminUserAudit, id: string): Promise<User> {
  return changeUser(ctx, audit, id, 'user.approve', (user) => {
    if (user.state !== 'pendingApproval') {
      throw conflict(`This user is not waiting for approval (their account is ${user.state})`);
    }
    return { update: { state: 'active' }, before: { state: user.state }, after: { state: 'active' } };
  });
}

/**
 * `admin/users/ban`: the ban flag set, which ends every session of the user at once — access
 * tokens are only honoured for users neither banned nor deleted, and refreshes and logins are
 * refused (the auth feature's rule) — and hides their listings. 409 when banned already.
 */
export function banUser(ctx: PlatformContext, audit: AdminUserAudit, id: string): Promise<User> {
  return changeUser(ctx, audit, id, 'user.ban', (user) => {
    if (user.banned || user.state === 'banned') throw conflict('This user is banned already');
    return { update: { banned: true }, before: { banned: false }, after: { banned: true } };
  });
}

/**
 * `admin/users/unban`: the ban lifted; the user logs in again. A user banned by state (data from
 * before the flag) becomes active. 409 when not banned.
 */
export function unbanUser(ctx: PlatformContext, audit: AdminUserAudit, id: string): Promise<User> {
  return changeUser(ctx, audit, id, 'user.unban', (user) => {
    if (!user.banned && user.state !== 'banned') throw conflict('This user is not banned');
    const state = user.state === 'banned' ? { state: 'active' as const } : {};
    return {
      update: { banned: false, ...state },
      before: { banned: user.banned, ...(user.state === 'banned' ? { state: user.state } : {}) },
      after: { banned: false, ...state },
    };
  });
}

/**
 * `admin/users/update_permissions`: each named permission set to `allow` or `deny`, or back to the
 * marketplace's default (`default` removes the override); the access policy reads them at once.
 */
export function updateUserPermissions(
  ctx: PlatformContext,
  audit: AdminUserAudit,
  command: UpdateUserPermissionsCommand,
): Promise<User> {
  return changeUser(ctx, audit, command.id, 'user.update-permissions', (user) => {
    const permissions: UserPermissionOverrides = { ...user.permissions };
    for (const key of PERMISSION_KEYS) {
      const setting = command[key];
      if (setting === 'default') delete permissions[key];
      else if (setting) permissions[key] = setting;
    }
    return { update: { permissions }, before: { ...user.permissions }, after: { ...permissions } };
  });
}

/**
 * `admin/users/update_metadata`: the operator's metadata and the user's protected data, merged by
 * top-level key (`null` removes one). The merged values must stay storable (depth, 50 KB), and the
 * keys of configured user fields hold values of their type: metadata fields in `metadata`, the
 * user's protected fields (and the phone number) in `protectedData`, as a profile update checks
 * them. A refusal (400) changes nothing.
 */
export async function updateUserMetadata(
  ctx: PlatformContext,
  audit: AdminUserAudit,
  command: UpdateUserMetadataCommand,
): Promise<User> {
  const config = await getMarketplaceConfig(ctx);
  return changeUser(ctx, audit, command.id, 'user.update-metadata', (user) => {
    // A user of a type the configuration no longer has is checked against the untyped fields.
    const userType = config.userTypes.some((t) => t.userType === user.userType) ? user.userType : null;
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const update: UserUpdate = {};
    const problems: AppErrorDetail[] = [];
    if (command.metadata) {
      const metadata = mergeExtendedData(user.metadata, command.metadata);
      problems.push(...storableProblems('metadata', metadata));
      problems.push(...metadataFieldProblems(config, userType, command.metadata));
      Object.assign(before, { metadata: user.metadata });
      Object.assign(after, { metadata });
      update.metadata = metadata;
    }
    if (command.protectedData) {
      const protectedData = mergeExtendedData(user.protectedData, command.protectedData);
      problems.push(...storableProblems('protectedData', protectedData));
      problems.push(
        ...validateProfileData(config, userType, { protectedData: command.protectedData }, 'update'),
      );
      Object.assign(before, { protectedData: user.protectedData });
      Object.assign(after, { protectedData });
      update.protectedData = protectedData;
    }
    throwIfProblems(problems);
    return { update, before, after };
  });
}

/**
 * `admin/users/verify_email`: the account's email marked verified, as if its owner had followed the
 * link. A pending change of address stays pending: only the new address's owner can confirm it.
 * 409 `email-already-verified` when there is nothing to verify.
 */
export function verifyUserEmail(ctx: PlatformContext, audit: AdminUserAudit, id: string): Promise<User> {
  return changeUser(ctx, audit, id, 'user.verify-email', (user) => {
    if (user.emailVerified) {
      throw new AppError('email-already-verified', "This user's email address is verified already", {
        source: { path: ['id'], type: 'body' },
      });
    }
    return {
      update: { emailVerified: true },
      before: { email: user.email, emailVerified: false },
      after: { email: user.email, emailVerified: true },
    };
  });
}

/** Why a merged extended-data object cannot be stored (too deep, not JSON, over 50 KB), if it cannot. */
function storableProblems(container: 'metadata' | 'protectedData', value: Record<string, unknown>) {
  const result = ExtendedDataSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map(
        (issue): AppErrorDetail => ({
          code: 'validation-invalid-value',
          title: `${container}: ${issue.message}`,
          source: { path: [container], type: 'body' },
        }),
      );
}

/**
 * The metadata fields of the configuration (`scope: metadata`) among the keys written: values of
 * their type, and none of the fields of other user types (`null`, a removal, is always allowed).
 */
function metadataFieldProblems(
  config: MarketplaceConfig,
  userType: string | null,
  metadata: Record<string, unknown>,
): AppErrorDetail[] {
  const written = (key: string) => Object.hasOwn(metadata, key) && metadata[key] !== null;
  const fields = config.userFields.filter((f) => f.scope === 'metadata' && written(f.key));
  const applicable = fields.filter((f) => isUserFieldApplicable(f, userType ?? undefined));
  const problems = checkCustomFieldValuesList(
    applicable.map((f) => ({ ...f, saveConfig: { ...f.saveConfig, isRequired: false } })),
    metadata,
  ).map(
    (issue): AppErrorDetail => ({
      code: 'validation-invalid-value',
      title: `metadata.${issue.path.join('.')}: ${issue.message}`,
      source: { path: ['metadata', ...issue.path], type: 'body' },
    }),
  );
  for (const field of fields.filter((f) => !applicable.includes(f))) {
    problems.push({
      code: 'validation-invalid-value',
      title: `metadata.${field.key}: this field is not used by the user's type`,
      source: { path: ['metadata', field.key], type: 'body' },
    });
  }
  return problems;
}
