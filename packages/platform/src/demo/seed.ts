import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { hasOperatorUnder, seedDemoOperator } from '../features/operators/operators.service.ts';
import { defaultDisplayName, normalizeEmail } from '../features/users/user.ts';
import { countUsers, insertUser } from '../features/users/users.queries.ts';
import { hashPassword } from '../lib/password.ts';

/** Where every demo account's email lives; `.test` is reserved, so no real account is there. */
export const DEMO_EMAIL_DOMAIN = 'demo.mercato.test';

/** Demo accounts created on the first run (documented in the README). */
export const DEMO_USERS = [
  { firstName: 'Ada', lastName: 'Provider', email: 'ada@demo.mercato.test', role: 'provider' },
  { firstName: 'Ben', lastName: 'Customer', email: 'ben@demo.mercato.test', role: 'customer' },
  { firstName: 'Cleo', lastName: 'Both', email: 'cleo@demo.mercato.test', role: 'both' },
] as const;

/** The password of every demo account. */
export const DEMO_PASSWORD = 'mercato-demo';

/** The demo marketplace's operator, an admin of the console at /console (README). */
export const DEMO_OPERATOR_EMAIL = 'operator@demo.mercato.test';

/** Seeds the demo users into an empty database; does nothing once any user exists. */
export async function seedDemoData(db: Kysely<DB>, now: Date): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) {
    await insertUser(db, {
      id: randomUUID(),
      email: u.email,
      emailNormalized: normalizeEmail(u.email),
      passwordHash,
      firstName: u.firstName,
      lastName: u.lastName,
      displayName: defaultDisplayName(u.firstName, u.lastName),
      bio: null,
      publicData: { demoRole: u.role },
      protectedData: {},
      privateData: {},
      // Their addresses receive nothing (`.test`): asking to verify them would nag on every page.
      emailVerified: true,
      state: 'active',
      now,
    });
  }
  await seedDemoOperator(db, { email: DEMO_OPERATOR_EMAIL, passwordHash, now });
  return true;
}

/**
 * Whether any account or operator under the demo email domain exists: its password is published
 * in the README, so in production it is an open door.
 */
export async function hasDemoAccounts(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email_normalized', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined || (await hasOperatorUnder(db, DEMO_EMAIL_DOMAIN));
}
