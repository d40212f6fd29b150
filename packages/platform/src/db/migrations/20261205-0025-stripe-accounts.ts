import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Each provider's Stripe connected account (issue #27): a destination charge sends the provider's
 * share there and payouts leave from it. One account per user, as on Sharetribe.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('stripe_accounts')
    .addColumn('user_id', t.uuid, (c) => c.primaryKey())
    .addColumn('stripe_account_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stripe_accounts').execute();
}
