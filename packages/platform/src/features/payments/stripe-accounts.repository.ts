import type { Kysely } from 'kysely';
import { fromBool, fromDate } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';
import type { PaymentAccounts } from '../../ports/payments.port.ts';
import { findStripeCustomer } from './stripe-customers.repository.ts';
import { findStripeAccountState } from './stripe-webhooks.repository.ts';

/** The Stripe connected account of a user, if they have one. */
export async function findStripeAccountId(db: Kysely<DB>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('stripe_accounts')
    .select('stripe_account_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.stripe_account_id ?? null;
}

/** Records (or replaces) the connected account of a user. */
export async function saveStripeAccountId(
  db: Kysely<DB>,
  userId: string,
  stripeAccountId: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('stripe_accounts')
    .values({
      user_id: userId,
      stripe_account_id: stripeAccountId,
      created_at: fromDate(now),
      updated_at: fromDate(now),
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ stripe_account_id: stripeAccountId, updated_at: fromDate(now) }),
    )
    .execute();
}

/** A connected account's payout state as last read from Stripe. */
export interface StoredStripeAccount {
  stripeAccountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

/**
 * Links a new connected account to a user with the state Stripe answered the creation with. False
 * when the user already has one (two creations raced): the caller closes the one it made.
 */
export async function insertStripeAccount(
  db: Kysely<DB>,
  userId: string,
  account: StoredStripeAccount,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('stripe_accounts')
    .values({
      user_id: userId,
      stripe_account_id: account.stripeAccountId,
      charges_enabled: fromBool(account.chargesEnabled),
      payouts_enabled: fromBool(account.payoutsEnabled),
      details_submitted: fromBool(account.detailsSubmitted),
      reported_at: fromDate(now),
      created_at: fromDate(now),
      updated_at: fromDate(now),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Forgets a user's connected account (closed at Stripe first). */
export async function deleteStripeAccount(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('stripe_accounts').where('user_id', '=', userId).execute();
}

/**
 * The payments adapter's directory: where each provider is paid, and each customer's saved
 * payment details.
 */
export function createPaymentAccounts(db: Kysely<DB>): PaymentAccounts {
  return {
    connectedAccountOf: async (userId) => {
      const state = await findStripeAccountState(db, userId);
      return state
        ? {
            id: state.stripeAccountId,
            chargesEnabled: state.chargesEnabled,
            payoutsEnabled: state.payoutsEnabled,
          }
        : null;
    },
    savedPaymentOf: async (userId) => {
      const saved = await findStripeCustomer(db, userId);
      return saved
        ? { customerId: saved.stripeCustomerId, paymentMethodId: saved.card?.paymentMethodId ?? null }
        : null;
    },
  };
}
