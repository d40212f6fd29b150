import type { DoubleState, StripeObject } from './double-state.ts';
import type { FormObject } from './form-body.ts';

/** One request as a route handler sees it. */
export interface DoubleRequest {
  /** Path parameters (`:id`). */
  params: Record<string, string>;
  /** The form body of a POST, or the query of a GET or DELETE. */
  body: FormObject;
  /** The connected account the request acts for (`Stripe-Account` header), if any. */
  account: string | null;
  /** True when the caller used the publishable key (Stripe.js), not the secret key. */
  publishable: boolean;
}

/**
 * An endpoint of the double. `name` (`payment_intents.capture`) is what fault injection and the
 * call log use; `publishable` marks the few calls Stripe.js may make with the publishable key.
 */
export interface DoubleRoute {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  publishable?: boolean;
  handle(request: DoubleRequest, state: DoubleState): StripeObject | Record<string, unknown>;
}

/** Stripe's list envelope. */
export function listOf(url: string, data: StripeObject[], hasMore = false): Record<string, unknown> {
  return { object: 'list', data, has_more: hasMore, url };
}
