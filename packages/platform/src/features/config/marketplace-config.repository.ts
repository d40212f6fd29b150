import type { Kysely } from 'kysely';
import { fromDate, fromJson, toDate } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';

/** A stored configuration version. */
export interface StoredConfig {
  version: string;
  config: unknown;
  createdAt: Date;
}

/** The newest configuration version, if any. */
export async function findLatestConfig(db: Kysely<DB>): Promise<StoredConfig | undefined> {
  const row = await db
    .selectFrom('marketplace_configs')
    .selectAll()
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  const config = typeof row.config === 'string' ? (JSON.parse(row.config) as unknown) : row.config;
  return { version: row.version, config, createdAt: toDate(row.created_at) };
}

/** Stores a new configuration version (versions are immutable). */
export async function insertConfig(db: Kysely<DB>, stored: StoredConfig): Promise<void> {
  await db
    .insertInto('marketplace_configs')
    .values({
      version: stored.version,
      config: fromJson(stored.config),
      created_at: fromDate(stored.createdAt),
    })
    .execute();
}

/** One configuration version by its id. */
export async function findConfigVersion(db: Kysely<DB>, version: string): Promise<StoredConfig | undefined> {
  const row = await db
    .selectFrom('marketplace_configs')
    .selectAll()
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) return undefined;
  const config = typeof row.config === 'string' ? (JSON.parse(row.config) as unknown) : row.config;
  return { version: row.version, config, createdAt: toDate(row.created_at) };
}

/** How many configuration versions exist (versions are numbered from it). */
export async function countConfigs(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('marketplace_configs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
