import type { Kysely } from 'kysely';
import { fromDate, toDate } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';

/** One version of the stored asset tree. */
export interface StoredAssetVersion {
  seq: number;
  id: string;
  source: string;
  createdAt: Date;
}

/** A document of the tree as of some version; `data` undefined means the path was deleted. */
export interface StoredAssetEntry {
  path: string;
  versionSeq: number;
  data: unknown;
}

function parseData(value: unknown): unknown {
  if (value === null) return undefined;
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}

function toVersion(row: { seq: number; id: string; source: string; created_at: Date | string }) {
  return { seq: Number(row.seq), id: row.id, source: row.source, createdAt: toDate(row.created_at) };
}

/** The newest stored version, if anything was ever written. */
export async function findLatestAssetVersion(db: Kysely<DB>): Promise<StoredAssetVersion | undefined> {
  const row = await db
    .selectFrom('asset_versions')
    .selectAll()
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toVersion(row) : undefined;
}

/** A stored version by its id. */
export async function findAssetVersionById(
  db: Kysely<DB>,
  id: string,
): Promise<StoredAssetVersion | undefined> {
  const row = await db.selectFrom('asset_versions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toVersion(row) : undefined;
}

/** Versions, newest first, with the paths each one changed. */
export async function listAssetVersions(
  db: Kysely<DB>,
  limit: number,
): Promise<(StoredAssetVersion & { paths: string[] })[]> {
  const rows = await db
    .selectFrom('asset_versions')
    .selectAll()
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const entries = await db
    .selectFrom('asset_entries')
    .select(['path', 'version_seq'])
    .where(
      'version_seq',
      'in',
      rows.map((row) => Number(row.seq)),
    )
    .execute();
  return rows.map((row) => ({
    ...toVersion(row),
    paths: entries
      .filter((entry) => Number(entry.version_seq) === Number(row.seq))
      .map((entry) => entry.path)
      .sort(),
  }));
}

/** Each path's entry as it stood at version `seq` (its newest version up to `seq`), aliased `e`. */
function entriesAt(db: Kysely<DB>, seq: number) {
  return db.selectFrom('asset_entries as e').where('e.version_seq', '=', (eb) =>
    eb
      .selectFrom('asset_entries as newer')
      .select((inner) => inner.fn.max('newer.version_seq').as('m'))
      .whereRef('newer.path', '=', 'e.path')
      .where('newer.version_seq', '<=', seq),
  );
}

/**
 * The documents at `paths` as of version `seq`: for each path the newest entry at or below it.
 * Paths never written are absent from the result.
 */
export async function findEntriesAt(
  db: Kysely<DB>,
  seq: number,
  paths: readonly string[],
): Promise<Map<string, StoredAssetEntry>> {
  const found = new Map<string, StoredAssetEntry>();
  if (paths.length === 0 || seq <= 0) return found;
  const rows = await entriesAt(db, seq)
    .select(['e.path', 'e.version_seq', 'e.data'])
    .where('e.path', 'in', [...paths])
    .execute();
  for (const row of rows) {
    found.set(row.path, { path: row.path, versionSeq: Number(row.version_seq), data: parseData(row.data) });
  }
  return found;
}

/** Every path that exists (not deleted) as of version `seq` under a prefix. */
export async function findPathsAt(
  db: Kysely<DB>,
  seq: number,
  prefix: string,
): Promise<Map<string, boolean>> {
  const result = new Map<string, boolean>();
  if (seq <= 0) return result;
  const rows = await entriesAt(db, seq)
    .select(['e.path', 'e.data'])
    .where('e.path', 'like', `${prefix.replace(/[%_\\]/g, '\\$&')}%`)
    .execute();
  for (const row of rows) result.set(row.path, row.data !== null);
  return result;
}

/**
 * Stores a new version with its entries, numbered after the newest. Two writers racing for the same
 * number collide on the primary key; the caller retries.
 */
export async function insertAssetVersion(
  db: Kysely<DB>,
  version: { id: string; source: string; createdAt: Date },
  entries: readonly { path: string; data: unknown }[],
): Promise<StoredAssetVersion> {
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('asset_versions')
      .select((eb) => eb.fn.max('seq').as('m'))
      .executeTakeFirst();
    const seq = Number(last?.m ?? 0) + 1;
    const id = version.id.replace('{seq}', String(seq).padStart(8, '0'));
    await trx
      .insertInto('asset_versions')
      .values({ seq, id, source: version.source, created_at: fromDate(version.createdAt) })
      .execute();
    await trx
      .insertInto('asset_entries')
      .values(
        entries.map((entry) => ({
          path: entry.path,
          version_seq: seq,
          data: entry.data === undefined ? null : JSON.stringify(entry.data),
        })),
      )
      .execute();
    return { seq, id, source: version.source, createdAt: version.createdAt };
  });
}
