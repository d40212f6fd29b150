import { sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * A short text that differs from its last value whenever the database may have changed since: the
 * validity of what is kept from a read (the web server's page cache). Equal marks mean no write was
 * committed in between; different marks mean one may have been (a write that changed nothing may
 * still change it — keeping too little is safe, keeping too long is not).
 *
 * - SQLite: the rows this connection changed (`total_changes()`, counted as statements run, and
 *   the platform has one connection, whose transactions the driver runs one at a time) with the
 *   commits other connections and processes made (`data_version`, which ignores this connection's).
 * - PostgreSQL: the server's current snapshot (`xmin:xmax:in-progress`), which moves as soon as
 *   any transaction that writes starts or ends, whichever instance made it. It is the cluster's, so
 *   writes to other databases on the same server count too.
 */
export async function changeMarkOf(database: Database): Promise<string> {
  const query =
    database.dialect === 'sqlite'
      ? sql<{
          mark: string;
        }>`SELECT total_changes() || '.' || (SELECT data_version FROM pragma_data_version) AS mark`
      : sql<{ mark: string }>`SELECT pg_current_snapshot()::text AS mark`;
  const { rows } = await query.execute(database.db);
  return String(rows[0]?.mark);
}
