import type { Kysely } from 'kysely';
import { fromDate, toDate, toDateOrNull } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';

/** What an emailed token lets its holder do. */
export type EmailTokenPurpose = 'verify-email' | 'reset-password';

/** A stored (hashed) emailed token. */
export interface EmailToken {
  tokenHash: string;
  userId: string;
  purpose: EmailTokenPurpose;
  email: string;
  expiresAt: Date;
  createdAt: Date;
  usedAt: Date | null;
}

/** Stores a token. */
export async function insertEmailToken(db: Kysely<DB>, token: Omit<EmailToken, 'usedAt'>): Promise<void> {
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      purpose: token.purpose,
      email: token.email,
      expires_at: fromDate(token.expiresAt),
      created_at: fromDate(token.createdAt),
      used_at: null,
    })
    .execute();
}

/** Finds a token by hash and purpose. */
export async function findEmailToken(
  db: Kysely<DB>,
  tokenHash: string,
  purpose: EmailTokenPurpose,
): Promise<EmailToken | undefined> {
  const row = await db
    .selectFrom('email_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return (
    row && {
      tokenHash: row.token_hash,
      userId: row.user_id,
      purpose: row.purpose as EmailTokenPurpose,
      email: row.email,
      expiresAt: toDate(row.expires_at),
      createdAt: toDate(row.created_at),
      usedAt: toDateOrNull(row.used_at),
    }
  );
}

/** Marks a token used unless it already was; false means someone used it first. */
export async function markEmailTokenUsed(db: Kysely<DB>, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('email_tokens')
    .set({ used_at: fromDate(now) })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Invalidates a user's unused tokens of a purpose (a newer link replaces older ones). */
export async function expireUnusedTokens(
  db: Kysely<DB>,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: fromDate(now) })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
