import { type Kysely, sql } from 'kysely';
import { columnTypes, createIndex } from './dialect.ts';

/** Accounts: user types and permissions, email tokens, identities, images, mail, throttling, config. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const emptyJson = t.pg ? sql`'{}'::jsonb` : sql`'{}'`;
  const falseValue = t.pg ? sql`false` : sql`0`;

  await db.schema.alterTable('users').addColumn('user_type', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('permissions', t.json, (c) => c.notNull().defaultTo(emptyJson))
    .execute();
  await db.schema.alterTable('users').addColumn('profile_image_id', t.uuid).execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', t.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await createIndex(db, 'email_tokens_user_purpose_idx', 'email_tokens', [
    'user_id',
    'purpose',
    'created_at',
  ]);

  await db.schema
    .createTable('identities')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('user_id', t.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idp_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('email_verified', t.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('identities_idp_subject_unique', ['idp_id', 'subject'])
    .execute();
  await createIndex(db, 'identities_user_idx', 'identities', ['user_id']);

  await db.schema
    .createTable('images')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('owner_id', t.uuid, (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('variants', t.json, (c) => c.notNull().defaultTo(emptyJson))
    .addColumn('attached', t.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'images_owner_idx', 'images', ['owner_id']);

  await db.schema
    .createTable('mail_messages')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('transport', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('sent_at', t.timestamp)
    .execute();
  await createIndex(db, 'mail_messages_created_idx', 'mail_messages', ['created_at']);
  await createIndex(db, 'mail_messages_to_idx', 'mail_messages', ['to_address']);

  await db.schema
    .createTable('throttle_buckets')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('marketplace_configs')
    .addColumn('version', 'text', (c) => c.primaryKey())
    .addColumn('config', t.json, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'marketplace_configs_created_idx', 'marketplace_configs', ['created_at']);
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'marketplace_configs',
    'throttle_buckets',
    'mail_messages',
    'images',
    'identities',
    'email_tokens',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('profile_image_id').execute();
  await db.schema.alterTable('users').dropColumn('permissions').execute();
  await db.schema.alterTable('users').dropColumn('user_type').execute();
}
