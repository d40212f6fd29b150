import type { Kysely } from 'kysely';
import { columnTypes, createIndex } from './dialect.ts';

/**
 * Files and their attachments (issue #29), as Sharetribe has them. A file is made by its owner
 * (`own_files/create`: name, declared type and size), its bytes are sent to a signed upload URL,
 * then checked (`pendingUpload → pendingVerification → available | verificationFailed`). An
 * attachment puts a file on a message (public to the transaction's parties), on a listing
 * (protected: its owner's, until a transaction reveals them) or on a transaction (the listing's
 * protected files, revealed to the customer by `reveal-listing-protected-files`). Exactly one of
 * `message_id`, `listing_id` and `transaction_id` is set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('files')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('owner_id', t.uuid, (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('deleted', t.boolean, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('state_updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'files_owner_created', 'files', ['owner_id', 'created_at']);
  await createIndex(db, 'files_state_updated', 'files', ['state', 'state_updated_at']);
  await db.schema
    .createTable('file_attachments')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('file_id', t.uuid, (c) => c.notNull().references('files.id'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('message_id', t.uuid)
    .addColumn('listing_id', t.uuid)
    .addColumn('transaction_id', t.uuid)
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('deleted', t.boolean, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'file_attachments_file', 'file_attachments', ['file_id']);
  await createIndex(db, 'file_attachments_message', 'file_attachments', ['message_id', 'position']);
  await createIndex(db, 'file_attachments_listing', 'file_attachments', ['listing_id', 'position']);
  await createIndex(db, 'file_attachments_transaction', 'file_attachments', ['transaction_id', 'position']);
}

/** Drops both tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file_attachments').execute();
  await db.schema.dropTable('files').execute();
}
