import type { Kysely } from 'kysely';
import { columnTypes, createIndex } from './dialect.ts';

/**
 * The marketplace's operators (issue #30, ADR 019): accounts of their own, apart from the users of
 * the marketplace, with a role (`admin`, `support`); their console sessions and one-time links to
 * set a password (both kept as hashes of the token); and the audit log of what operators did, the
 * values before and after.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('operators')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_normalized', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('disabled', t.boolean, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', t.uuid, (c) => c.notNull().references('operators.id'))
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('revoked_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'operator_sessions_operator', 'operator_sessions', ['operator_id']);
  await db.schema
    .createTable('operator_password_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', t.uuid, (c) => c.notNull().references('operators.id'))
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'operator_password_tokens_operator', 'operator_password_tokens', ['operator_id']);
  await db.schema
    .createTable('audit_log')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    // Null for what was done without an operator account: the command line, ADMIN_API_TOKEN.
    .addColumn('operator_id', t.uuid)
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('before', t.json)
    .addColumn('after', t.json)
    .addColumn('at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'audit_log_at', 'audit_log', ['at']);
  await createIndex(db, 'audit_log_operator_at', 'audit_log', ['operator_id', 'at']);
  await createIndex(db, 'audit_log_subject', 'audit_log', ['subject_type', 'subject_id']);
}

/** Drops the four tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('operator_password_tokens').execute();
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operators').execute();
}
