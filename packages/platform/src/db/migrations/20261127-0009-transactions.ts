import type { Kysely } from 'kysely';
import { columnTypes, createIndex } from './dialect.ts';

/**
 * Transactions and what hangs off them (issue #9): the transaction row with a `revision` every
 * transition compares and sets, its transition history, bookings (the seats a transaction holds on a
 * listing's calendar), messages, reviews, and the sandbox payment ledger: one payment intent per
 * transaction and every operation on it (authorise, capture, refund, cancel, payout), each unique by
 * its idempotency key (transaction id + transition + step), so a retried call records nothing twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('transactions')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('process_name', 'text', (c) => c.notNull())
    .addColumn('process_version', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('last_transition', 'text', (c) => c.notNull())
    .addColumn('last_transitioned_at', t.timestamp, (c) => c.notNull())
    .addColumn('customer_id', t.uuid, (c) => c.notNull().references('users.id'))
    .addColumn('provider_id', t.uuid, (c) => c.notNull().references('users.id'))
    .addColumn('listing_id', t.uuid, (c) => c.notNull().references('listings.id'))
    .addColumn('protected_data', t.json, (c) => c.notNull())
    .addColumn('metadata', t.json, (c) => c.notNull())
    .addColumn('line_items', t.json, (c) => c.notNull())
    .addColumn('currency', 'text')
    .addColumn('payin_total', 'bigint')
    .addColumn('payout_total', 'bigint')
    // Compare-and-set: a transition writes only while the revision it read is still current.
    .addColumn('revision', 'bigint', (c) => c.notNull())
    .addColumn('last_message_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'transactions_customer_idx', 'transactions', ['customer_id', 'last_transitioned_at']);
  await createIndex(db, 'transactions_provider_idx', 'transactions', ['provider_id', 'last_transitioned_at']);

  await db.schema
    .createTable('transaction_transitions')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('transaction_id', t.uuid, (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('transition', 'text', (c) => c.notNull())
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('transaction_transitions_seq_key', ['transaction_id', 'seq'])
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('transaction_id', t.uuid, (c) =>
      c.notNull().unique().references('transactions.id').onDelete('cascade'),
    )
    .addColumn('listing_id', t.uuid, (c) => c.notNull().references('listings.id'))
    .addColumn('starts_at', t.timestamp, (c) => c.notNull())
    .addColumn('ends_at', t.timestamp, (c) => c.notNull())
    .addColumn('display_start', t.timestamp, (c) => c.notNull())
    .addColumn('display_end', t.timestamp, (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'bookings_listing_time_idx', 'bookings', ['listing_id', 'starts_at', 'ends_at']);

  // A purchase's hold on a listing's stock: pending takes the units at once (a stock adjustment),
  // declined or cancelled gives them back, accepted keeps them.
  await db.schema
    .createTable('stock_reservations')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('transaction_id', t.uuid, (c) =>
      c.notNull().unique().references('transactions.id').onDelete('cascade'),
    )
    .addColumn('listing_id', t.uuid, (c) => c.notNull().references('listings.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('transaction_id', t.uuid, (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('sender_id', t.uuid, (c) => c.notNull().references('users.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'messages_transaction_idx', 'messages', ['transaction_id', 'created_at']);

  await db.schema
    .createTable('reviews')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('transaction_id', t.uuid, (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('listing_id', t.uuid, (c) => c.notNull().references('listings.id'))
    .addColumn('author_id', t.uuid, (c) => c.notNull().references('users.id'))
    .addColumn('subject_id', t.uuid, (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    // One review of each side per transaction: the second attempt is `transaction-already-reviewed-by-*`.
    .addUniqueConstraint('reviews_transaction_type_key', ['transaction_id', 'type'])
    .execute();
  await createIndex(db, 'reviews_listing_idx', 'reviews', ['listing_id', 'state']);
  await createIndex(db, 'reviews_subject_idx', 'reviews', ['subject_id', 'state']);

  await db.schema
    .createTable('payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('transaction_id', t.uuid, (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text')
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('amount_captured', 'bigint', (c) => c.notNull())
    .addColumn('amount_refunded', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'payment_intents_transaction_idx', 'payment_intents', ['transaction_id']);

  await db.schema
    .createTable('payment_operations')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('transaction_id', t.uuid, (c) => c.notNull())
    .addColumn('payment_intent_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('recipient_id', t.uuid)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'payment_operations_transaction_idx', 'payment_operations', [
    'transaction_id',
    'created_at',
  ]);
}

/** Drops the transaction tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payment_operations',
    'payment_intents',
    'reviews',
    'messages',
    'stock_reservations',
    'bookings',
    'transaction_transitions',
    'transactions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
