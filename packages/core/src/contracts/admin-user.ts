import { z } from 'zod';
import { ExtendedDataSchema } from '../validators/extended-data.ts';
import { ExtendedDataAttributeSchema, RelationshipsSchema } from './resource.ts';

// The console's People screen (issue #30, ADR 019): `GET /v1/admin/users/query` and `show`, and the
// operator's changes to a user (`POST /v1/admin/users/<verb>`), shared by the platform and the SDK.

/** A user's account state as operators see it: `banned` wins over the state a ban leaves stored. */
export const ADMIN_USER_STATES = ['active', 'pendingApproval', 'banned'] as const;

/** One of the account states of the admin view. */
export type AdminUserState = (typeof ADMIN_USER_STATES)[number];

/** The permissions an operator may override (spec §6). */
export const ADMIN_PERMISSION_KEYS = ['postListings', 'initiateTransactions', 'read'] as const;

/** An operator's setting of one permission: `default` removes the override (the marketplace's rule). */
export const PermissionOverrideSchema = z.enum(['allow', 'deny', 'default'], {
  error: 'must be allow, deny or default',
});

/** The largest page of `users/query`, as the Marketplace API's queries. */
export const ADMIN_USERS_MAX_PER_PAGE = 100;

/** Longest `keywords` of `users/query`. */
export const ADMIN_USER_KEYWORDS_MAX_LENGTH = 200;

const UserIdSchema = z.uuid('must be a user id');

// A date (midnight UTC) or a date and time with its offset, as ISO 8601 writes them.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

const IsoTimeSchema = z
  .string()
  .max(40)
  .refine((value) => ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'must be an ISO 8601 date or time, such as 2026-01-31 or 2026-01-31T09:00:00Z',
  })
  .transform((value) => new Date(value));

const pageNumber = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1').max(max, `must be at most ${max}`))
    .default(fallback);

/**
 * Query of `admin/users/query`: filters by state, user type, creation time (`createdAtStart`
 * inclusive, `createdAtEnd` exclusive) and keywords (every word must be in the email or a name),
 * deleted accounts only with `includeDeleted=true`; newest first, paged as the Marketplace API.
 */
export const AdminUserQueryParamsSchema = z
  .strictObject({
    state: z.enum(ADMIN_USER_STATES, { error: 'must be active, pendingApproval or banned' }).optional(),
    userType: z.string().min(1, 'must not be empty').max(100).optional(),
    createdAtStart: IsoTimeSchema.optional(),
    createdAtEnd: IsoTimeSchema.optional(),
    keywords: z.string().max(ADMIN_USER_KEYWORDS_MAX_LENGTH).optional(),
    includeDeleted: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .optional()
      .transform((value) => value === 'true'),
    page: pageNumber(100_000, 1),
    perPage: pageNumber(ADMIN_USERS_MAX_PER_PAGE, ADMIN_USERS_MAX_PER_PAGE),
  })
  .superRefine((query, ctx) => {
    if (query.createdAtStart && query.createdAtEnd && query.createdAtEnd <= query.createdAtStart) {
      ctx.addIssue({ code: 'custom', path: ['createdAtEnd'], message: 'must be after createdAtStart' });
    }
  });

/** A parsed `admin/users/query`. */
export type AdminUserQuery = z.output<typeof AdminUserQueryParamsSchema>;

/** Query of `admin/users/show`, and body of the commands that name only their user. */
export const AdminUserIdSchema = z.strictObject({ id: UserIdSchema });

/** Reports that a command changes nothing because none of its optional keys came. */
function requireOneOf(keys: readonly string[]) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (keys.some((key) => value[key] !== undefined)) return;
    ctx.addIssue({
      code: 'custom',
      path: [keys[0]!],
      message: `Missing parameter: give ${keys.join(', ')} or several of them`,
      params: { apiCode: 'validation-missing-key' },
    });
  };
}

/**
 * Body of `admin/users/update_permissions`: each permission `allow`, `deny` or `default` (the
 * override removed); those not named keep their setting.
 */
export const UpdateUserPermissionsCommandSchema = z
  .strictObject({
    id: UserIdSchema,
    postListings: PermissionOverrideSchema.optional(),
    initiateTransactions: PermissionOverrideSchema.optional(),
    read: PermissionOverrideSchema.optional(),
  })
  .superRefine(requireOneOf(ADMIN_PERMISSION_KEYS));

/** A parsed permissions command. */
export type UpdateUserPermissionsCommand = z.output<typeof UpdateUserPermissionsCommandSchema>;

/**
 * Body of `admin/users/update_metadata`: the operator's `metadata` and the user's `protectedData`,
 * merged by top-level key as the Marketplace API's updates are (`null` removes a key).
 */
export const UpdateUserMetadataCommandSchema = z
  .strictObject({
    id: UserIdSchema,
    metadata: ExtendedDataSchema.optional(),
    protectedData: ExtendedDataSchema.optional(),
  })
  .superRefine(requireOneOf(['metadata', 'protectedData']));

/** A parsed metadata command. */
export type UpdateUserMetadataCommand = z.output<typeof UpdateUserMetadataCommandSchema>;

const OverrideSettingSchema = z.enum(['allow', 'deny', 'default']);

/**
 * The admin view of a `user` (what an operator needs, beyond the public resource): email and its
 * verification, account state, flags, user type, names, public and protected data, metadata and the
 * permission overrides. A user's private data is theirs alone and is not shown.
 */
export const AdminUserResourceSchema = z.object({
  id: z.string(),
  type: z.literal('user'),
  attributes: z.object({
    email: z.string(),
    emailVerified: z.boolean(),
    pendingEmail: z.string().nullable(),
    state: z.enum(ADMIN_USER_STATES),
    banned: z.boolean(),
    deleted: z.boolean(),
    createdAt: z.string(),
    userType: z.string().nullable(),
    profile: z.object({
      firstName: z.string(),
      lastName: z.string(),
      displayName: z.string(),
      abbreviatedName: z.string(),
      bio: z.string().nullable(),
      publicData: ExtendedDataAttributeSchema,
      protectedData: ExtendedDataAttributeSchema,
      metadata: ExtendedDataAttributeSchema,
    }),
    permissions: z.object({
      postListings: OverrideSettingSchema,
      initiateTransactions: OverrideSettingSchema,
      read: OverrideSettingSchema,
    }),
  }),
  relationships: RelationshipsSchema,
});

/** A user as the console reads them. */
export type AdminUserResource = z.infer<typeof AdminUserResourceSchema>;
