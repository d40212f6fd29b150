import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.ts';

/** The tables a backup's summary counts: what an operator recognises their marketplace by. */
const COUNTED = ['users', 'listings', 'transactions', 'messages', 'reviews', 'images', 'files'] as const;

/** How many rows each of the marketplace's main tables holds. */
export async function countMarketplaceRecords(db: Kysely<DB>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** The newest migration applied to the database (Kysely's own table), or null before any. */
export async function newestMigration(db: Kysely<DB>): Promise<string | null> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  return rows[0]?.name ?? null;
}
