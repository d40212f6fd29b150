import { type Kysely, sql } from 'kysely';
import { columnTypes, createIndex } from './dialect.ts';

/** Marketplace, users and auth tokens. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const emptyJson = t.pg ? sql`'{}'::jsonb` : sql`'{}'`;
  const falseValue = t.pg ? sql`false` : sql`0`;

  await db.schema
    .createTable('marketplaces')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_normalized', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', t.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('pending_email', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('bio', 'text')
    .addColumn('public_data', t.json, (c) => c.notNull().defaultTo(emptyJson))
    .addColumn('protected_data', t.json, (c) => c.notNull().defaultTo(emptyJson))
    .addColumn('private_data', t.json, (c) => c.notNull().defaultTo(emptyJson))
    .addColumn('metadata', t.json, (c) => c.notNull().defaultTo(emptyJson))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('banned', t.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('deleted', t.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  // Refresh and access tokens have the same columns; a refresh token is also used and revoked.
  const tokenTable = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', t.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('family_id', t.uuid, (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull());

  await tokenTable('refresh_tokens')
    .addColumn('used_at', t.timestamp)
    .addColumn('revoked_at', t.timestamp)
    .execute();
  await createIndex(db, 'refresh_tokens_family_idx', 'refresh_tokens', ['family_id']);
  await createIndex(db, 'refresh_tokens_user_idx', 'refresh_tokens', ['user_id']);

  await tokenTable('access_tokens').execute();
  await createIndex(db, 'access_tokens_family_idx', 'access_tokens', ['family_id']);
  await createIndex(db, 'access_tokens_expires_idx', 'access_tokens', ['expires_at']);
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_tokens').execute();
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('marketplaces').execute();
}
