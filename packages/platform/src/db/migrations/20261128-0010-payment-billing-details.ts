import type { Kysely } from 'kysely';

/**
 * The card holder's billing details (name and address) that came with an intent's payment method,
 * as Stripe keeps them on the payment method: JSON text, null for intents paid before it existed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_intents').addColumn('billing_details', 'text').execute();
}

/** Drops the billing details. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_intents').dropColumn('billing_details').execute();
}
