import { type Kysely, sql } from 'kysely';

/**
 * A display name a person chose is theirs alone (spec §5: 'this display name is already taken'):
 * `display_name_key` holds its comparison key (`displayNameKey` in core) and a partial unique index
 * settles two people racing for one name. Names made up from first and last name (`Ada L.`) keep a
 * null key and may repeat, as may the names users had before this migration: a name is claimed
 * when it is chosen or changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('display_name_key', 'text').execute();
  await sql`CREATE UNIQUE INDEX users_display_name_key_unique ON users (display_name_key)
    WHERE display_name_key IS NOT NULL`.execute(db);
}

/** Drops the keys: display names may repeat again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_display_name_key_unique`.execute(db);
  await db.schema.alterTable('users').dropColumn('display_name_key').execute();
}
