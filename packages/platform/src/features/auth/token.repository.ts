import type { Kysely } from 'kysely';
import { fromBool, fromDate, toDate, toDateOrNull } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';

/** A stored refresh token. */
export interface RefreshTokenRow {
  tokenHash: string;
  userId: string;
  familyId: string;
  clientId: string;
  scope: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

/** A stored access token joined with what authentication needs of its user. */
export interface AccessTokenRow {
  userId: string;
  familyId: string;
  clientId: string;
  scope: string;
  expiresAt: Date;
  /** The operator logged in as the user, for a login-as session. */
  loginAsOperatorId: string | null;
}

/** Fields of a token pair to store. */
export interface NewTokenPair {
  accessHash: string;
  refreshHash: string;
  userId: string;
  familyId: string;
  clientId: string;
  scope: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
  now: Date;
  /** The operator logging in as the user (login-as sessions only). */
  loginAsOperatorId?: string;
}

/** Stores an access token and its refresh token. */
export async function insertTokenPair(db: Kysely<DB>, pair: NewTokenPair): Promise<void> {
  const base = {
    user_id: pair.userId,
    family_id: pair.familyId,
    client_id: pair.clientId,
    scope: pair.scope,
    login_as_operator_id: pair.loginAsOperatorId ?? null,
  };
  await db
    .insertInto('access_tokens')
    .values({
      ...base,
      token_hash: pair.accessHash,
      expires_at: fromDate(pair.accessExpiresAt),
      created_at: fromDate(pair.now),
    })
    .execute();
  await db
    .insertInto('refresh_tokens')
    .values({
      ...base,
      token_hash: pair.refreshHash,
      expires_at: fromDate(pair.refreshExpiresAt),
      created_at: fromDate(pair.now),
      used_at: null,
      revoked_at: null,
    })
    .execute();
}

/** Finds a refresh token by hash. */
export async function findRefreshToken(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    row && {
      tokenHash: row.token_hash,
      userId: row.user_id,
      familyId: row.family_id,
      clientId: row.client_id,
      scope: row.scope,
      expiresAt: toDate(row.expires_at),
      usedAt: toDateOrNull(row.used_at),
      revokedAt: toDateOrNull(row.revoked_at),
    }
  );
}

/**
 * Marks a refresh token used, only if nobody used it first. Returns false when another request won
 * the race, which the caller treats as reuse.
 */
export async function markRefreshTokenUsed(db: Kysely<DB>, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: fromDate(now) })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes every token of a login session (refresh tokens marked, access tokens deleted). */
export async function revokeFamily(db: Kysely<DB>, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: fromDate(now) })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
  await db.deleteFrom('access_tokens').where('family_id', '=', familyId).execute();
}

/** Finds a live access token by hash, of a user who is neither banned nor deleted. */
export async function findAccessToken(
  db: Kysely<DB>,
  tokenHash: string,
  now: Date,
): Promise<AccessTokenRow | undefined> {
  // Joined with the user, so a ban or a deletion ends every session at once, whatever the token's age.
  const row = await db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .select([
      'access_tokens.user_id',
      'access_tokens.family_id',
      'access_tokens.client_id',
      'access_tokens.scope',
      'access_tokens.expires_at',
      'access_tokens.login_as_operator_id',
    ])
    .where('access_tokens.token_hash', '=', tokenHash)
    .where('access_tokens.expires_at', '>', fromDate(now))
    .where('users.banned', '=', fromBool(false))
    .where('users.deleted', '=', fromBool(false))
    .where('users.state', '!=', 'banned')
    .executeTakeFirst();
  return (
    row && {
      userId: row.user_id,
      familyId: row.family_id,
      clientId: row.client_id,
      scope: row.scope,
      expiresAt: toDate(row.expires_at),
      loginAsOperatorId: row.login_as_operator_id,
    }
  );
}

/** Deletes expired access tokens and long-dead refresh tokens (housekeeping). */
export async function deleteExpiredTokens(db: Kysely<DB>, now: Date): Promise<void> {
  await db.deleteFrom('access_tokens').where('expires_at', '<=', fromDate(now)).execute();
  await db.deleteFrom('refresh_tokens').where('expires_at', '<=', fromDate(now)).execute();
}

/** Revokes every login session of a user, optionally keeping one (the caller's own). */
export async function revokeUserSessions(
  db: Kysely<DB>,
  userId: string,
  now: Date,
  keepFamilyId?: string,
): Promise<void> {
  let refresh = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: fromDate(now) })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  let access = db.deleteFrom('access_tokens').where('user_id', '=', userId);
  if (keepFamilyId) {
    refresh = refresh.where('family_id', '!=', keepFamilyId);
    access = access.where('family_id', '!=', keepFamilyId);
  }
  await refresh.execute();
  await access.execute();
}

/**
 * Takes the user's row for issuing a session, inside a write transaction: on PostgreSQL a share
 * lock, which waits for a password change or revocation in progress (they update the row) and
 * holds one off until the session is stored; SQLite's write transaction already runs alone. The
 * password hash as it stands then, or undefined for no such user.
 */
export async function lockUserForSession(
  trx: Kysely<DB>,
  userId: string,
  postgres: boolean,
): Promise<{ passwordHash: string } | undefined> {
  let query = trx.selectFrom('users').select('password_hash').where('id', '=', userId);
  if (postgres) query = query.forShare();
  const row = await query.executeTakeFirst();
  return row && { passwordHash: row.password_hash };
}

/** Whether an access token is still stored (revocation deletes them). */
export async function accessTokenExists(db: Kysely<DB>, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('access_tokens')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row !== undefined;
}
