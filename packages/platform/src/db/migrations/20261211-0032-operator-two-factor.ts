import type { Kysely } from 'kysely';

/**
 * Two-factor codes of operators (issue #30, ADR 019): the TOTP key in force and one being set up,
 * both sealed (`lib/secret-box.ts`), and the last time step a code was accepted for, so that a code
 * works once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operators').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('operators').addColumn('totp_pending_secret', 'text').execute();
  await db.schema.alterTable('operators').addColumn('totp_last_step', 'bigint').execute();
}

/** Drops the columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['totp_last_step', 'totp_pending_secret', 'totp_secret']) {
    await db.schema.alterTable('operators').dropColumn(column).execute();
  }
}
