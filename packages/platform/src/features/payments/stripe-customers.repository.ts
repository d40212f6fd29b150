import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { fromDate } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';
import type { SavedCard } from '../../ports/payments.port.ts';

/** A user's saved payment details: their Stripe customer and the card saved with it, if any. */
export interface StoredStripeCustomer {
  userId: string;
  stripeCustomerId: string;
  /** The card, with its id in the API (the same each time it is shown). */
  card: (SavedCard & { resourceId: string }) | null;
}

const cardColumns = (card: SavedCard | null) => ({
  payment_method_id: card?.paymentMethodId ?? null,
  // A new card gets a new id in the API; none without a card.
  payment_method_resource_id: card ? randomUUID() : null,
  card_brand: card?.brand ?? null,
  card_last4: card?.last4 ?? null,
  card_exp_month: card?.expMonth ?? null,
  card_exp_year: card?.expYear ?? null,
});

/** A user's saved payment details, if they have any. */
export async function findStripeCustomer(
  db: Kysely<DB>,
  userId: string,
): Promise<StoredStripeCustomer | undefined> {
  const row = await db
    .selectFrom('stripe_customers')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const card =
    row.payment_method_id && row.payment_method_resource_id
      ? {
          paymentMethodId: row.payment_method_id,
          resourceId: row.payment_method_resource_id,
          brand: row.card_brand ?? 'unknown',
          last4: row.card_last4 ?? '',
          expMonth: Number(row.card_exp_month ?? 0),
          expYear: Number(row.card_exp_year ?? 0),
        }
      : null;
  return { userId: row.user_id, stripeCustomerId: row.stripe_customer_id, card };
}

/**
 * Links a new customer, with its first card, to a user. False when the user already has one (two
 * saves raced): the caller deletes the customer it made.
 */
export async function insertStripeCustomer(
  db: Kysely<DB>,
  userId: string,
  stripeCustomerId: string,
  card: SavedCard,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('stripe_customers')
    .values({
      user_id: userId,
      stripe_customer_id: stripeCustomerId,
      ...cardColumns(card),
      created_at: fromDate(now),
      updated_at: fromDate(now),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Sets the user's saved card (null: none), provided the card in place is still `expected` (null:
 * none). False when another request changed it first: the caller undoes what it did at Stripe.
 */
export async function replaceSavedCard(
  db: Kysely<DB>,
  userId: string,
  expected: string | null,
  card: SavedCard | null,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('stripe_customers')
    .set({ ...cardColumns(card), updated_at: fromDate(now) })
    .where('user_id', '=', userId)
    .where((eb) =>
      expected === null ? eb('payment_method_id', 'is', null) : eb('payment_method_id', '=', expected),
    )
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Forgets a user's saved payment details (their customer deleted at Stripe first). */
export async function deleteStripeCustomer(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('stripe_customers').where('user_id', '=', userId).execute();
}
