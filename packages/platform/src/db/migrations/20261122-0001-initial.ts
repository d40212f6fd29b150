import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.ts';

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

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', t.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', t.uuid, (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .addColumn('revoked_at', t.timestamp)
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', t.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', t.uuid, (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_tokens_family_idx').on('access_tokens').column('family_id').execute();
  await db.schema.createIndex('access_tokens_expires_idx').on('access_tokens').column('expires_at').execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_tokens').execute();
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('marketplaces').execute();
}
