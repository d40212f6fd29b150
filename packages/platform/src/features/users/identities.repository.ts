import type { Kysely, Selectable } from 'kysely';
import { fromBool, fromDate, toBool, toDate } from '../../db/convert.ts';
import type { DB, IdentitiesTable } from '../../db/schema.ts';

/** A user's account at an identity provider, linked to a Mercato user. */
export interface Identity {
  id: string;
  userId: string;
  idpId: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  createdAt: Date;
}

/** Maps an identities row to the domain identity. */
export function identityRowToIdentity(row: Selectable<IdentitiesTable>): Identity {
  return {
    id: row.id,
    userId: row.user_id,
    idpId: row.idp_id,
    subject: row.subject,
    email: row.email,
    emailVerified: toBool(row.email_verified),
    createdAt: toDate(row.created_at),
  };
}

/** Finds the identity a provider knows by `sub`. */
export async function findIdentity(
  db: Kysely<DB>,
  idpId: string,
  subject: string,
): Promise<Identity | undefined> {
  const row = await db
    .selectFrom('identities')
    .selectAll()
    .where('idp_id', '=', idpId)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row && identityRowToIdentity(row);
}

/** Finds the identity a user has at one provider, if any. */
export async function findIdentityOfUser(
  db: Kysely<DB>,
  userId: string,
  idpId: string,
): Promise<Identity | undefined> {
  const row = await db
    .selectFrom('identities')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idp_id', '=', idpId)
    .executeTakeFirst();
  return row && identityRowToIdentity(row);
}

/** Inserts an identity; a second link of the same (idp, subject) surfaces as a unique violation. */
export async function insertIdentity(db: Kysely<DB>, identity: Identity): Promise<void> {
  await db
    .insertInto('identities')
    .values({
      id: identity.id,
      user_id: identity.userId,
      idp_id: identity.idpId,
      subject: identity.subject,
      email: identity.email,
      email_verified: fromBool(identity.emailVerified),
      created_at: fromDate(identity.createdAt),
    })
    .execute();
}

/** A user's linked identities, oldest first (the currentUser resource lists them as `identityProviders`). */
export async function findIdentitiesOfUser(db: Kysely<DB>, userId: string): Promise<Identity[]> {
  const rows = await db
    .selectFrom('identities')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map(identityRowToIdentity);
}

/** Removes a user's linked identities (account deletion), so the provider login cannot revive it. */
export async function deleteIdentitiesOfUser(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('identities').where('user_id', '=', userId).execute();
}
