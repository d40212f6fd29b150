/**
 * Faults the double injects into its next calls of an endpoint: Stripe failing (500), a request
 * that never gets an answer (the client's timeout), or the connection dropped. `after` lets the
 * endpoint do its work first and loses only the answer — the case idempotency keys exist for.
 */
export type FaultKind = 'error' | 'hang' | 'reset';

export interface FaultPlan {
  kind: FaultKind;
  /** Run the endpoint (and keep its idempotent result), then fail the answer. */
  after: boolean;
  /** How many calls in a row fail (a client that retries needs more than one). */
  remaining: number;
}

/** Planned faults by endpoint name (`payment_intents.capture`), consumed call by call. */
export class FaultPlanner {
  private readonly plans = new Map<string, FaultPlan>();

  failNext(endpoint: string, kind: FaultKind, options: { after?: boolean; times?: number } = {}): void {
    this.plans.set(endpoint, { kind, after: options.after ?? false, remaining: options.times ?? 1 });
  }

  /** The fault for this call of the endpoint, if one is planned. */
  take(endpoint: string): FaultPlan | undefined {
    const plan = this.plans.get(endpoint);
    if (!plan) return undefined;
    plan.remaining -= 1;
    if (plan.remaining <= 0) this.plans.delete(endpoint);
    return plan;
  }

  clear(): void {
    this.plans.clear();
  }
}
