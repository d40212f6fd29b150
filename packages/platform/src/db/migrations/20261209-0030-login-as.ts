import type { Kysely } from 'kysely';
import { columnTypes, createIndex } from './dialect.ts';

/**
 * Login as a user (issue #30, ADR 019): the one-time codes an operator's console hands the
 * marketplace's web app (the `authorization_code` grant with PKCE), and on the tokens they give,
 * the operator acting, so that such a session can be told apart and refused what only the account's
 * owner may do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('login_as_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', t.uuid, (c) => c.notNull())
    .addColumn('operator_id', t.uuid, (c) => c.notNull().references('operators.id'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('code_challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'login_as_codes_expires', 'login_as_codes', ['expires_at']);
  for (const table of ['access_tokens', 'refresh_tokens']) {
    await db.schema.alterTable(table).addColumn('login_as_operator_id', t.uuid).execute();
  }
}

/** Drops the codes and the columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['access_tokens', 'refresh_tokens']) {
    await db.schema.alterTable(table).dropColumn('login_as_operator_id').execute();
  }
  await db.schema.dropTable('login_as_codes').execute();
}
