import Stripe from 'stripe';
import {
  type PaymentIntent,
  type PaymentWebhookEvent,
  PaymentWebhookRejectedError,
  type PaymentWebhookSubject,
} from '../../ports/payments.port.ts';

/** Stripe's default and advice: a delivery signed more than five minutes ago is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function subjectOf(
  event: Stripe.Event,
  toPaymentIntent: (i: Stripe.PaymentIntent) => PaymentIntent,
): PaymentWebhookSubject {
  const object = event.data.object as { object?: string };
  switch (object.object) {
    case 'account': {
      const account = object as Stripe.Account;
      return {
        kind: 'account',
        accountId: account.id,
        chargesEnabled: account.charges_enabled,
        payoutsEnabled: account.payouts_enabled,
        detailsSubmitted: account.details_submitted,
      };
    }
    case 'payment_intent':
      return { kind: 'payment_intent', intent: toPaymentIntent(object as Stripe.PaymentIntent) };
    case 'charge': {
      const charge = object as Stripe.Charge;
      const intent = charge.payment_intent;
      return {
        kind: 'charge',
        paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
        amountRefunded: charge.amount_refunded,
      };
    }
    default:
      return { kind: 'other' };
  }
}

/**
 * Verifies a webhook delivery with the SDK over the raw body (HMAC-SHA256 of `t.payload` with the
 * endpoint's secret, compared in constant time) and refuses one signed more than 300 s away from
 * `receivedAt`, before or after: an old delivery replayed, or one dated ahead to outlive the window.
 */
export function verifyStripeWebhook(
  payload: Buffer,
  signature: string | undefined,
  secret: string,
  receivedAt: Date,
  toPaymentIntent: (intent: Stripe.PaymentIntent) => PaymentIntent,
): PaymentWebhookEvent {
  if (!signature) throw new PaymentWebhookRejectedError('No Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      payload,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      receivedAt.getTime(),
    );
  } catch (error) {
    throw new PaymentWebhookRejectedError((error as Error).message.split('\n')[0] ?? 'Invalid signature');
  }
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  if (signedAt - receivedAt.getTime() / 1000 > WEBHOOK_TOLERANCE_SECONDS) {
    throw new PaymentWebhookRejectedError('Timestamp outside the tolerance zone');
  }
  if (typeof event.id !== 'string' || typeof event.type !== 'string' || !event.data?.object) {
    throw new PaymentWebhookRejectedError('Not a Stripe event');
  }
  return {
    id: event.id,
    type: event.type,
    accountId: event.account ?? null,
    createdAt: new Date(event.created * 1000),
    subject: subjectOf(event, toPaymentIntent),
  };
}
