import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Removes a user's linked identities (account deletion), so the provider login cannot revive it. */
export async function deleteIdentitiesOfUser(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('identities').where('user_id', '=', userId).execute();
}
