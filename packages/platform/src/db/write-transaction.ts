import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DB } from './schema.ts';

/**
 * Runs `work` in one database transaction that writes. On SQLite it starts with `BEGIN IMMEDIATE`,
 * taking the database's single write lock before the first read, so a check and the write it
 * allows cannot interleave with another process's (a plain `BEGIN` would let two readers race to
 * upgrade). On PostgreSQL it is an ordinary transaction; callers lock the rows they depend on.
 */
export async function inWriteTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/** Whether `db` runs on PostgreSQL (row locks are needed there; SQLite has one writer). */
export function isPostgres(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
