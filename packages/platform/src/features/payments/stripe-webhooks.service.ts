import type { PlatformContext } from '../../context.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { type PaymentWebhookEvent, PaymentWebhookRejectedError } from '../../ports/payments.port.ts';
import { recordWebhookEvent, updateStripeAccountState } from './stripe-webhooks.repository.ts';

/** What became of a delivery. */
export type WebhookOutcome =
  | { status: 'rejected'; reason: string }
  | { status: 'duplicate'; event: PaymentWebhookEvent }
  | { status: 'handled'; event: PaymentWebhookEvent };

/**
 * Handles one webhook delivery: verified over its raw body by the payments adapter, then, in one
 * write, its id kept and its effect applied — so a delivery seen before (Stripe repeats them; an
 * attacker may replay one inside the signature's five minutes) changes nothing. Connected
 * accounts take the payout state `account.updated` reports; payment-intent failures,
 * cancellations and refunds are recorded (the transactions learn them from their own steps).
 */
export async function handleStripeWebhook(
  ctx: PlatformContext,
  payload: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  if (!ctx.payments.verifyWebhook)
    return { status: 'rejected', reason: 'This payments adapter takes no webhooks' };
  let event: PaymentWebhookEvent;
  try {
    event = ctx.payments.verifyWebhook(payload, signature, ctx.clock());
  } catch (error) {
    if (error instanceof PaymentWebhookRejectedError) return { status: 'rejected', reason: error.message };
    throw error;
  }
  const receivedAt = ctx.clock();
  const fresh = await inWriteTransaction(ctx.db, async (trx) => {
    if (!(await recordWebhookEvent(trx, event, receivedAt))) return false;
    const subject = event.subject;
    if (subject.kind === 'account') {
      await updateStripeAccountState(trx, subject.accountId, subject, event.createdAt);
    }
    return true;
  });
  if (!fresh) return { status: 'duplicate', event };
  ctx.log.info(
    { eventId: event.id, type: event.type, account: event.accountId },
    'Stripe webhook event handled',
  );
  return { status: 'handled', event };
}
