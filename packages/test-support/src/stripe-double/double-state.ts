import { randomBytes } from 'node:crypto';
import type { TestCard } from './test-cards.ts';

/** A Stripe API object as the double stores and answers it (the wire shape, snake_case). */
export type StripeObject = { id: string; object: string; [key: string]: unknown };

/** An event as the webhook endpoints receive it. */
export interface StripeEvent extends StripeObject {
  object: 'event';
  type: string;
  created: number;
  account?: string;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id in Stripe's form: a type prefix and 24 random letters and digits (`pi_3Q…`). */
export function newStripeId(prefix: string): string {
  const bytes = randomBytes(24);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

function addTo(
  balances: Map<string, Map<string, number>>,
  account: string,
  currency: string,
  amount: number,
): void {
  const byCurrency = balances.get(account) ?? new Map<string, number>();
  byCurrency.set(currency, (byCurrency.get(currency) ?? 0) + amount);
  balances.set(account, byCurrency);
}

/**
 * Everything the double knows, in memory: one map per object kind, the card each payment method
 * stands for, balances per account (`platform` for the marketplace's own) and the events made.
 */
export class DoubleState {
  readonly objects = new Map<string, StripeObject>();
  /** What each concrete payment method does when charged (from the test card it was made of). */
  readonly cards = new Map<string, TestCard>();
  /** Payment methods set up for off-session use (a succeeded SetupIntent or `setup_future_usage`). */
  readonly setUpForOffSession = new Set<string>();
  /** Available balance by account (`platform` or `acct_…`) and currency, in minor units. */
  readonly balances = new Map<string, Map<string, number>>();
  /**
   * Funds transferred to connected accounts that Stripe has not made available yet (live Stripe
   * holds them for days; the double only while `holdFunds` is on, until `releaseFunds`).
   */
  readonly pendingFunds = new Map<string, Map<string, number>>();
  holdFunds = false;
  readonly events: StripeEvent[] = [];
  /** The connected account an object was made on (`Stripe-Account`), null for the platform's own. */
  readonly owners = new Map<string, string | null>();
  private sequence = 0;
  /** Insertion order, so objects made in the same second still list newest first. */
  readonly order = new Map<string, number>();
  onEvent: (event: StripeEvent) => void = () => {};

  constructor(
    readonly clock: () => Date,
    readonly baseUrl: () => string,
  ) {}

  /** Unix seconds, as Stripe's `created` fields. */
  now(): number {
    return Math.floor(this.clock().getTime() / 1000);
  }

  put<T extends StripeObject>(object: T): T {
    if (!this.order.has(object.id)) this.order.set(object.id, this.sequence++);
    this.objects.set(object.id, object);
    return object;
  }

  get(id: string, object: string): StripeObject | undefined {
    const found = this.objects.get(id);
    return found?.object === object ? found : undefined;
  }

  all(object: string): StripeObject[] {
    return [...this.objects.values()].filter((o) => o.object === object);
  }

  /** Newest first, as Stripe's list endpoints return them. */
  newestFirst(objects: StripeObject[]): StripeObject[] {
    return [...objects].sort(
      (a, b) =>
        Number(b.created) - Number(a.created) || (this.order.get(b.id) ?? 0) - (this.order.get(a.id) ?? 0),
    );
  }

  balance(account: string, currency: string): number {
    return this.balances.get(account)?.get(currency) ?? 0;
  }

  addBalance(account: string, currency: string, amount: number): void {
    addTo(this.balances, account, currency, amount);
  }

  /** Money a connected account receives: available at once, or pending while funds are held. */
  creditAccount(account: string, currency: string, amount: number): void {
    addTo(this.holdFunds ? this.pendingFunds : this.balances, account, currency, amount);
  }

  pending(account: string, currency: string): number {
    return this.pendingFunds.get(account)?.get(currency) ?? 0;
  }

  /** Stripe's holding period ends: every pending amount becomes available. */
  releaseFunds(): void {
    for (const [account, byCurrency] of this.pendingFunds) {
      for (const [currency, amount] of byCurrency) this.addBalance(account, currency, amount);
    }
    this.pendingFunds.clear();
  }

  /** Records an event with a snapshot of the object, for `/v1/events` and the webhook endpoints. */
  emit(
    type: string,
    object: StripeObject,
    options: { account?: string; previous?: Record<string, unknown> } = {},
  ): StripeEvent {
    const event: StripeEvent = {
      id: newStripeId('evt'),
      object: 'event',
      api_version: null,
      created: this.now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      ...(options.account ? { account: options.account } : {}),
      data: {
        object: structuredClone(object),
        ...(options.previous ? { previous_attributes: options.previous } : {}),
      },
    };
    this.events.push(event);
    this.onEvent(event);
    return event;
  }
}
