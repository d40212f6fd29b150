import type { Kysely } from 'kysely';
import { columnTypes, createIndex } from './dialect.ts';

/**
 * Previews of unsaved drafts (issue #30, ADR 019): an operator's draft of one hosted document,
 * readable for a short while through a link whose token is kept only as its hash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('asset_previews')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('data', t.json, (c) => c.notNull())
    .addColumn('operator_id', t.uuid, (c) => c.references('operators.id'))
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'asset_previews_expires', 'asset_previews', ['expires_at']);
}

/** Drops the previews. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('asset_previews').execute();
}
