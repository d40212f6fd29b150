import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Hidden reviews (issue #30, ADR 019): an operator hides an abusive review from every marketplace
 * read and may show it again. The review itself stays (it still counts as its author's review of
 * the transaction); `hidden_at` says since when it is hidden and `hidden_by` which operator hid it,
 * both null while it shows. Who did what and when is in the audit log as well.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('reviews').addColumn('hidden_at', t.timestamp).execute();
  await db.schema.alterTable('reviews').addColumn('hidden_by', t.uuid).execute();
}

/** Drops the columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').dropColumn('hidden_by').execute();
  await db.schema.alterTable('reviews').dropColumn('hidden_at').execute();
}
