import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Each customer's saved payment details (issue #27): their Stripe customer and the one card saved
 * with it, as Sharetribe keeps one card a user. The card's brand, last four digits and expiry are
 * kept beside it so that showing the card (`currentUser` with `stripeCustomer.defaultPaymentMethod`,
 * on every checkout) asks nothing of Stripe. `payment_method_resource_id` is the card's id in the
 * API, the same every time it is shown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('stripe_customers')
    .addColumn('user_id', t.uuid, (c) => c.primaryKey())
    .addColumn('stripe_customer_id', 'text', (c) => c.notNull().unique())
    .addColumn('payment_method_id', 'text')
    .addColumn('payment_method_resource_id', t.uuid)
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('card_exp_month', 'integer')
    .addColumn('card_exp_year', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stripe_customers').execute();
}
