import type { Kysely } from 'kysely';
import { fromDate, toDate } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';

/** A login-as code as the token grant checks it. */
export interface LoginAsCode {
  userId: string;
  operatorId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: Date;
}

/** Stores a new login-as code (by its hash). */
export async function insertLoginAsCode(
  db: Kysely<DB>,
  code: LoginAsCode & { codeHash: string; now: Date },
): Promise<void> {
  await db
    .insertInto('login_as_codes')
    .values({
      code_hash: code.codeHash,
      user_id: code.userId,
      operator_id: code.operatorId,
      client_id: code.clientId,
      redirect_uri: code.redirectUri,
      code_challenge: code.codeChallenge,
      expires_at: fromDate(code.expiresAt),
      used_at: null,
      created_at: fromDate(code.now),
    })
    .execute();
}

/**
 * Uses a code: marks it used if it was neither used nor expired, in one statement, so that two
 * exchanges of the same code cannot both succeed. The code as it was, or undefined.
 */
export async function useLoginAsCode(
  db: Kysely<DB>,
  codeHash: string,
  now: Date,
): Promise<LoginAsCode | undefined> {
  const row = await db
    .updateTable('login_as_codes')
    .set({ used_at: fromDate(now) })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', fromDate(now))
    .returningAll()
    .executeTakeFirst();
  return (
    row && {
      userId: row.user_id,
      operatorId: row.operator_id,
      clientId: row.client_id,
      redirectUri: row.redirect_uri,
      codeChallenge: row.code_challenge,
      expiresAt: toDate(row.expires_at),
    }
  );
}

/** Deletes codes that expired before `now` (housekeeping). */
export async function deleteExpiredLoginAsCodes(db: Kysely<DB>, now: Date): Promise<void> {
  await db.deleteFrom('login_as_codes').where('expires_at', '<=', fromDate(now)).execute();
}
