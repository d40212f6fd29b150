import type { Kysely } from 'kysely';
import { columnTypes, createIndex } from './dialect.ts';

/**
 * The addresses a user has logged in from (as SHA-256 hashes, never the addresses): failed logins
 * from one of them count in a budget of their own, so strangers failing at an account cannot lock
 * its owner out (issue #25, ADR 005).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('known_login_addresses')
    .addColumn('user_id', t.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address_hash', 'text', (c) => c.notNull())
    .addColumn('last_login_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('known_login_addresses_pk', ['user_id', 'address_hash'])
    .execute();
  await createIndex(db, 'known_login_addresses_last_login_idx', 'known_login_addresses', ['last_login_at']);
}

/** Drops the addresses. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('known_login_addresses').execute();
}
