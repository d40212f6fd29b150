import type { Kysely } from 'kysely';
import { fromDate, toDate } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';

/** The marketplace this platform runs. */
export interface Marketplace {
  id: string;
  name: string;
  description: string | null;
  createdAt: Date;
}

/** The one marketplace row, if created. */
export async function findMarketplace(db: Kysely<DB>): Promise<Marketplace | undefined> {
  const row = await db
    .selectFrom('marketplaces')
    .selectAll()
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return (
    row && { id: row.id, name: row.name, description: row.description, createdAt: toDate(row.created_at) }
  );
}

/** Creates the marketplace row. */
export async function insertMarketplace(db: Kysely<DB>, m: Marketplace): Promise<void> {
  await db
    .insertInto('marketplaces')
    .values({ id: m.id, name: m.name, description: m.description, created_at: fromDate(m.createdAt) })
    .execute();
}
