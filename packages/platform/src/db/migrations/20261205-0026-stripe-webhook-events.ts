import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Stripe's webhooks (issue #27): every event handled is kept by its id, so a delivery repeated by
 * Stripe or replayed by anyone changes nothing; connected accounts keep the payout state the
 * latest `account.updated` reported.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('stripe_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('received_at', t.timestamp, (c) => c.notNull())
    .execute();
  for (const column of ['charges_enabled', 'payouts_enabled', 'details_submitted']) {
    await db.schema
      .alterTable('stripe_accounts')
      .addColumn(column, t.boolean, (c) => c.notNull().defaultTo(t.pg ? false : 0))
      .execute();
  }
  // When Stripe last reported the account: an older event arriving late does not undo a newer one.
  await db.schema.alterTable('stripe_accounts').addColumn('reported_at', t.timestamp).execute();
}

/** Drops them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stripe_webhook_events').execute();
  for (const column of ['charges_enabled', 'payouts_enabled', 'details_submitted', 'reported_at']) {
    await db.schema.alterTable('stripe_accounts').dropColumn(column).execute();
  }
}
