import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * The hosted asset tree (api notes §9): every write is a new immutable version (`asset_versions`,
 * numbered by `seq`) carrying the documents it changed (`asset_entries`; `data` null deletes the
 * path). The tree at version n is, per path, the newest entry with `version_seq <= n`; the primary
 * key `(path, version_seq)` serves exactly that lookup. Configuration-generated assets are not
 * stored here: they come from `marketplace_configs`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('asset_versions')
    .addColumn('seq', 'integer', (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('asset_entries')
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('version_seq', 'integer', (c) =>
      c.notNull().references('asset_versions.seq').onDelete('cascade'),
    )
    .addColumn('data', t.json)
    .addPrimaryKeyConstraint('asset_entries_pk', ['path', 'version_seq'])
    .execute();
}

/** Drops the asset tree. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('asset_entries').execute();
  await db.schema.dropTable('asset_versions').execute();
}
