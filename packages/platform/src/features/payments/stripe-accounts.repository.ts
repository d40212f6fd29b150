import type { Kysely } from 'kysely';
import { fromDate } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';
import type { PaymentAccounts } from '../../ports/payments.port.ts';

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

/** The payments adapter's view of where each provider is paid (the Stripe adapter's directory). */
export function createPaymentAccounts(db: Kysely<DB>): PaymentAccounts {
  return { connectedAccountOf: (userId) => findStripeAccountId(db, userId) };
}
