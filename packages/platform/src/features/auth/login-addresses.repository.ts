import type { Kysely } from 'kysely';
import { fromDate } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';

/** Whether the account of a normalised email has logged in from this (hashed) address before. */
export async function isKnownLoginAddress(
  db: Kysely<DB>,
  emailNormalized: string,
  addressHash: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('known_login_addresses as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select('k.user_id')
    .where('u.email_normalized', '=', emailNormalized)
    .where('k.address_hash', '=', addressHash)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a successful login from a (hashed) address. */
export async function rememberLoginAddress(
  db: Kysely<DB>,
  userId: string,
  addressHash: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('known_login_addresses')
    .values({ user_id: userId, address_hash: addressHash, last_login_at: fromDate(now) })
    .onConflict((oc) => oc.columns(['user_id', 'address_hash']).doUpdateSet({ last_login_at: fromDate(now) }))
    .execute();
}

/** Forgets addresses not logged in from since `before`. */
export async function forgetLoginAddressesBefore(db: Kysely<DB>, before: Date): Promise<void> {
  await db.deleteFrom('known_login_addresses').where('last_login_at', '<', fromDate(before)).execute();
}
