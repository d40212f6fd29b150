import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import { saveStripeAccountId } from '../../src/features/payments/stripe-accounts.repository.ts';
import { updateStripeAccountState } from '../../src/features/payments/stripe-webhooks.repository.ts';

/**
 * Links a connected account that finished onboarding at the double to a provider, with the state
 * Stripe reported for it (charges and payouts enabled), as the webhook would have stored it.
 */
export async function linkOnboardedAccount(
  db: Kysely<DB>,
  userId: string,
  stripeAccountId: string,
  now: Date,
): Promise<void> {
  await saveStripeAccountId(db, userId, stripeAccountId, now);
  await updateStripeAccountState(
    db,
    stripeAccountId,
    { chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true },
    now,
  );
}
