import type { Kysely } from 'kysely';
import { columnTypes, createIndex } from './dialect.ts';

/**
 * The rendered variant files in storage, with their size and when they were last served: custom
 * sizes are bounded per image, and the whole variant cache is kept under its size on disk by
 * evicting the least recently served (issue #25, ADR 006).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('image_variant_files')
    .addColumn('image_id', t.uuid, (c) => c.notNull())
    .addColumn('variant_key', 'text', (c) => c.notNull())
    .addColumn('built_in', t.boolean, (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('last_served_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('image_variant_files_pk', ['image_id', 'variant_key'])
    .execute();
  await createIndex(db, 'image_variant_files_served_idx', 'image_variant_files', ['last_served_at']);
}

/** Forgets the variant files (they stay in storage until their image is deleted). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('image_variant_files').execute();
}
