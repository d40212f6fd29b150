import type { Kysely } from 'kysely';

/**
 * The key a message is delivered under once (issue #31): a notification job run again after its
 * worker died finds its message already sent and sends none. Unique where set; most messages
 * (account emails sent during a request) have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_messages').addColumn('idempotency_key', 'text').execute();
  await db.schema
    .createIndex('mail_messages_idempotency_key')
    .on('mail_messages')
    .column('idempotency_key')
    .unique()
    .execute();
}

/** Drops the key and its index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_messages_idempotency_key').execute();
  await db.schema.alterTable('mail_messages').dropColumn('idempotency_key').execute();
}
