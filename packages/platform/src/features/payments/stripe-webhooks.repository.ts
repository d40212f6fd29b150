import type { Kysely } from 'kysely';
import { fromBool, fromDate, toBool } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';

/** Keeps an event's id; false when it was kept before (a repeated or replayed delivery). */
export async function recordWebhookEvent(
  db: Kysely<DB>,
  event: { id: string; type: string; accountId: string | null; createdAt: Date },
  receivedAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('stripe_webhook_events')
    .values({
      event_id: event.id,
      type: event.type,
      account_id: event.accountId,
      created_at: fromDate(event.createdAt),
      received_at: fromDate(receivedAt),
    })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The payout state of a connected account as Stripe last reported it. */
export interface StripeAccountState {
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

/**
 * Stores what an `account.updated` reported, unless a later report is already stored (Stripe does
 * not promise to deliver events in order). False when no account of ours has that id.
 */
export async function updateStripeAccountState(
  db: Kysely<DB>,
  stripeAccountId: string,
  state: StripeAccountState,
  reportedAt: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('stripe_accounts')
    .set({
      charges_enabled: fromBool(state.chargesEnabled),
      payouts_enabled: fromBool(state.payoutsEnabled),
      details_submitted: fromBool(state.detailsSubmitted),
      reported_at: fromDate(reportedAt),
      updated_at: fromDate(reportedAt),
    })
    .where('stripe_account_id', '=', stripeAccountId)
    .where((eb) => eb.or([eb('reported_at', 'is', null), eb('reported_at', '<=', fromDate(reportedAt))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The stored payout state of a user's connected account, if they have one. */
export async function findStripeAccountState(
  db: Kysely<DB>,
  userId: string,
): Promise<(StripeAccountState & { stripeAccountId: string }) | undefined> {
  const row = await db
    .selectFrom('stripe_accounts')
    .select(['stripe_account_id', 'charges_enabled', 'payouts_enabled', 'details_submitted'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      stripeAccountId: row.stripe_account_id,
      chargesEnabled: toBool(row.charges_enabled),
      payoutsEnabled: toBool(row.payouts_enabled),
      detailsSubmitted: toBool(row.details_submitted),
    }
  );
}
