import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  sql,
} from 'kysely';
import { fromBool, fromDate, fromJson, toBool, toDate, toJsonObject } from '../../db/convert.ts';
import type { DB, UsersTable } from '../../db/schema.ts';
import { isPostgres } from '../../db/write-transaction.ts';
import type { PublicProfile, User, UserPermissionOverrides, UserState } from './user.ts';

/** Maps a users row to the domain user. */
export function userRowToUser(row: Selectable<UsersTable>): User {
  return {
    ...publicProfileOf(row),
    email: row.email,
    emailVerified: toBool(row.email_verified),
    pendingEmail: row.pending_email,
    passwordHash: row.password_hash,
    protectedData: toJsonObject(row.protected_data),
    privateData: toJsonObject(row.private_data),
    state: row.state as UserState,
    userType: row.user_type,
    permissions: toJsonObject(row.permissions) as UserPermissionOverrides,
  };
}

/** The public profile in a users row (a whole row, or one of the public columns only). */
function publicProfileOf(row: PublicProfileRow): PublicProfile {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: row.display_name,
    bio: row.bio,
    publicData: toJsonObject(row.public_data),
    metadata: toJsonObject(row.metadata),
    banned: toBool(row.banned),
    deleted: toBool(row.deleted),
    createdAt: toDate(row.created_at),
    profileImageId: row.profile_image_id,
  };
}

/** Finds a user by id. */
export async function findUserById(db: Kysely<DB>, id: string): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && userRowToUser(row);
}

/** Finds users by id (any order; unknown ids are left out). */
export async function findUsersByIds(db: Kysely<DB>, ids: readonly string[]): Promise<User[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(userRowToUser);
}

const PUBLIC_PROFILE_COLUMNS = sql.raw(
  'id, first_name, last_name, display_name, bio, public_data, metadata, banned, deleted, created_at, profile_image_id',
);
type PublicProfileRow = Pick<
  Selectable<UsersTable>,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'display_name'
  | 'bio'
  | 'public_data'
  | 'metadata'
  | 'banned'
  | 'deleted'
  | 'created_at'
  | 'profile_image_id'
>;

/**
 * The public profiles of several users, in no particular order (unknown ids are skipped). Written as
 * SQL, not built, and with only the columns a profile shows: the authors of every search page are
 * read so, and a driver turns each column of each row into a property (all 24 took 3.4 times as long).
 */
export async function findPublicProfilesByIds(
  db: Kysely<DB>,
  ids: readonly string[],
): Promise<PublicProfile[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<PublicProfileRow>`SELECT ${PUBLIC_PROFILE_COLUMNS} FROM users
    WHERE id IN (${sql.join(ids)})`.execute(db);
  return rows.map(publicProfileOf);
}

/** Finds a user by normalised email. */
export async function findUserByEmail(db: Kysely<DB>, emailNormalized: string): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('email_normalized', '=', emailNormalized)
    .executeTakeFirst();
  return row && userRowToUser(row);
}

/** The id of the user who holds a chosen display name's key, if any. */
export async function findUserIdByDisplayNameKey(db: Kysely<DB>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('display_name_key', '=', key)
    .executeTakeFirst();
  return row?.id;
}

/** Fields of a new user row. */
export interface NewUser {
  id: string;
  email: string;
  emailNormalized: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  displayName: string;
  /** The key of a display name the user chose (unique), or null for one made up from their names. */
  displayNameKey?: string | null;
  bio: string | null;
  publicData: Record<string, unknown>;
  protectedData: Record<string, unknown>;
  privateData: Record<string, unknown>;
  state: UserState;
  userType?: string | null;
  emailVerified?: boolean;
  now: Date;
}

/**
 * Inserts a user; a duplicate email or chosen display name surfaces as the driver's unique-constraint
 * error (`isUniqueViolation`, `uniqueViolationOf`).
 */
export async function insertUser(db: Kysely<DB>, user: NewUser): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: user.id,
      email: user.email,
      email_normalized: user.emailNormalized,
      email_verified: fromBool(user.emailVerified ?? false),
      pending_email: null,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      display_name: user.displayName,
      display_name_key: user.displayNameKey ?? null,
      bio: user.bio,
      public_data: fromJson(user.publicData),
      protected_data: fromJson(user.protectedData),
      private_data: fromJson(user.privateData),
      metadata: fromJson({}),
      state: user.state,
      banned: fromBool(false),
      deleted: fromBool(false),
      created_at: fromDate(user.now),
      updated_at: fromDate(user.now),
      user_type: user.userType ?? null,
      permissions: fromJson({}),
      profile_image_id: null,
    })
    .execute();
}

/** Counts users (seeding decides on it). */
export async function countUsers(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Fields of a user that account operations change. */
export interface UserUpdate {
  email?: string;
  emailNormalized?: string;
  emailVerified?: boolean;
  pendingEmail?: string | null;
  passwordHash?: string;
  firstName?: string;
  lastName?: string;
  displayName?: string;
  displayNameKey?: string | null;
  bio?: string | null;
  publicData?: Record<string, unknown>;
  protectedData?: Record<string, unknown>;
  privateData?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
  userType?: string | null;
  profileImageId?: string | null;
  state?: UserState;
  permissions?: UserPermissionOverrides;
  deleted?: boolean;
  banned?: boolean;
}

/** Applies an update to one user; unique-email violations surface as driver errors. */
export async function updateUser(db: Kysely<DB>, id: string, update: UserUpdate, now: Date): Promise<void> {
  const set: Record<string, unknown> = { updated_at: fromDate(now) };
  const columns: [keyof UserUpdate, string, (v: never) => unknown][] = [
    ['email', 'email', (v: string) => v],
    ['emailNormalized', 'email_normalized', (v: string) => v],
    ['emailVerified', 'email_verified', (v: boolean) => fromBool(v)],
    ['pendingEmail', 'pending_email', (v: string | null) => v],
    ['passwordHash', 'password_hash', (v: string) => v],
    ['firstName', 'first_name', (v: string) => v],
    ['lastName', 'last_name', (v: string) => v],
    ['displayName', 'display_name', (v: string) => v],
    ['displayNameKey', 'display_name_key', (v: string | null) => v],
    ['bio', 'bio', (v: string | null) => v],
    ['publicData', 'public_data', (v: unknown) => fromJson(v)],
    ['protectedData', 'protected_data', (v: unknown) => fromJson(v)],
    ['privateData', 'private_data', (v: unknown) => fromJson(v)],
    ['metadata', 'metadata', (v: unknown) => fromJson(v)],
    ['userType', 'user_type', (v: string | null) => v],
    ['profileImageId', 'profile_image_id', (v: string | null) => v],
    ['state', 'state', (v: string) => v],
    ['permissions', 'permissions', (v: unknown) => fromJson(v)],
    ['deleted', 'deleted', (v: boolean) => fromBool(v)],
    ['banned', 'banned', (v: boolean) => fromBool(v)],
  ];
  for (const [key, column, convert] of columns) {
    if (update[key] !== undefined) set[column] = convert(update[key] as never);
  }
  await db.updateTable('users').set(set).where('id', '=', id).execute();
}

/**
 * The query of banned users' ids, read off their partial index (`users_banned_idx`): usually none.
 * Not run: a caller may read it in one statement with others (a search's index state).
 */
export function bannedUserIdsQuery(db: Kysely<DB>) {
  // Written as the index's own condition (literals, not parameters) so both planners use it.
  const banned = isPostgres(db)
    ? sql<boolean>`banned OR state = 'banned'`
    : sql<boolean>`banned = 1 OR state = 'banned'`;
  return db.selectFrom('users').select('id').where(banned);
}

/** The ids of banned users (usually none). */
export async function findBannedUserIds(db: Kysely<DB>): Promise<string[]> {
  const rows = await bannedUserIdsQuery(db).execute();
  return rows.map((row) => row.id);
}

/** What an operator's search of users filters by (`queryUsersForAdmin`). */
export interface AdminUserFilter {
  /** `banned` is the flag or the state; `active` and `pendingApproval` are of users not banned. */
  state?: UserState | undefined;
  userType?: string | undefined;
  /** Created at or after. */
  createdAtStart?: Date | undefined;
  /** Created before. */
  createdAtEnd?: Date | undefined;
  /** Words each of which must be in the email or one of the names, case-insensitively and literally. */
  keywords?: readonly string[] | undefined;
  includeDeleted: boolean;
  limit: number;
  offset: number;
}

/** A LIKE pattern finding `text` anywhere, its own `%`, `_` and `\` matching literally (`ESCAPE '\'`). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

const KEYWORD_COLUMNS = ['email', 'first_name', 'last_name', 'display_name'] as const;

function adminUserConditions(filter: AdminUserFilter, postgres: boolean) {
  return (eb: ExpressionBuilder<DB, 'users'>) => {
    // Both the flag and the state ban a user, as in `bannedUserIdsQuery`.
    const banned = postgres
      ? sql<SqlBool>`(banned OR state = 'banned')`
      : sql<SqlBool>`(banned = 1 OR state = 'banned')`;
    const conditions: Expression<SqlBool>[] = [];
    if (!filter.includeDeleted) conditions.push(eb('deleted', '=', fromBool(false)));
    if (filter.state === 'banned') conditions.push(banned);
    else if (filter.state) conditions.push(eb.and([eb.not(banned), eb('state', '=', filter.state)]));
    if (filter.userType !== undefined) conditions.push(eb('user_type', '=', filter.userType));
    if (filter.createdAtStart) conditions.push(eb('created_at', '>=', fromDate(filter.createdAtStart)));
    if (filter.createdAtEnd) conditions.push(eb('created_at', '<', fromDate(filter.createdAtEnd)));
    // ILIKE on PostgreSQL; SQLite's LIKE ignores case (of ASCII letters) by itself. The word is a
    // parameter, its wildcards escaped: `100%` finds "100%", not every email with "100" in it.
    const like = sql.raw(postgres ? 'ILIKE' : 'LIKE');
    for (const word of filter.keywords ?? []) {
      const pattern = containsPattern(word);
      conditions.push(
        eb.or(
          KEYWORD_COLUMNS.map((column) => sql<SqlBool>`${sql.ref(column)} ${like} ${pattern} ESCAPE '\\'`),
        ),
      );
    }
    return eb.and(conditions);
  };
}

/**
 * Users an operator searches for, newest first, with how many match in all (deleted accounts only
 * when asked for).
 */
export async function queryUsersForAdmin(
  db: Kysely<DB>,
  filter: AdminUserFilter,
): Promise<{ users: User[]; total: number }> {
  const where = adminUserConditions(filter, isPostgres(db));
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where(where)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const count = await db
    .selectFrom('users')
    .where(where)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return { users: rows.map(userRowToUser), total: Number(count.n) };
}

/**
 * A user taken for an operator's change, inside the change's write transaction: on PostgreSQL the
 * row stays locked (`FOR UPDATE`) until it ends, so two changes of one user check and write in turn;
 * SQLite's write transaction already runs alone.
 */
export async function findUserForUpdate(db: Kysely<DB>, id: string): Promise<User | undefined> {
  let query = db.selectFrom('users').selectAll().where('id', '=', id);
  if (isPostgres(db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && userRowToUser(row);
}
