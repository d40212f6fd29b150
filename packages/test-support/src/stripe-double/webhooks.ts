import Stripe from 'stripe';
import type { StripeEvent } from './double-state.ts';

/** A webhook request as Stripe sends it: the JSON text and its `Stripe-Signature` header. */
export interface SignedWebhook {
  payload: string;
  signature: string;
}

/**
 * Signs an event with the endpoint's secret the way Stripe does (`t=…,v1=…`), with the SDK's own
 * test helper; `timestamp` (Unix seconds) lets tests make stale deliveries.
 */
export function signWebhook(event: StripeEvent | object, secret: string, timestamp?: number): SignedWebhook {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return { payload, signature };
}

/** One delivery attempt to the endpoint. */
export interface WebhookDelivery {
  eventId: string;
  type: string;
  status: number | 'failed';
}

/**
 * Delivers events in order, one at a time, to the registered endpoint (as a Connect and account
 * endpoint together). Failed deliveries are recorded, not retried: tests redeliver explicitly.
 */
export class WebhookSender {
  url: string | null = null;
  readonly deliveries: WebhookDelivery[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly secret: string,
    private readonly now: () => number,
  ) {}

  send(event: StripeEvent): void {
    const url = this.url;
    if (!url) return;
    this.queue = this.queue.then(() => this.deliver(url, event));
  }

  /** Posts one event now (also for replays of an old one). */
  async deliver(url: string, event: StripeEvent): Promise<void> {
    const { payload, signature } = signWebhook(event, this.secret, this.now());
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
      await response.arrayBuffer();
      this.deliveries.push({ eventId: event.id, type: event.type, status: response.status });
    } catch {
      this.deliveries.push({ eventId: event.id, type: event.type, status: 'failed' });
    }
  }

  /** Resolves when every event sent so far has been delivered (or failed). */
  flush(): Promise<void> {
    return this.queue;
  }
}
