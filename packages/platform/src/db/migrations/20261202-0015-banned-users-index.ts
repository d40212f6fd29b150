import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Search leaves out the listings of banned users: a partial index holds just their ids, so every
 * search reads that short list (usually empty) instead of scanning all users.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const banned = columnTypes(db).pg ? sql`banned OR state = 'banned'` : sql`banned = 1 OR state = 'banned'`;
  await sql`CREATE INDEX users_banned_idx ON users (id) WHERE ${banned}`.execute(db);
}

/** Drops the index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_banned_idx`.execute(db);
}
