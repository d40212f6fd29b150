import type { DoubleState, StripeObject } from './double-state.ts';

const KIND_OF_PREFIX: Record<string, string> = {
  pi: 'payment_intent',
  ch: 'charge',
  pm: 'payment_method',
  cus: 'customer',
  acct: 'account',
  re: 'refund',
  tr: 'transfer',
  po: 'payout',
  seti: 'setup_intent',
};

function lookUp(state: DoubleState, id: string): StripeObject | undefined {
  const kind = KIND_OF_PREFIX[id.slice(0, id.indexOf('_'))];
  return kind ? state.get(id, kind) : undefined;
}

function expandPath(state: DoubleState, node: unknown, path: string[]): void {
  if (!node || typeof node !== 'object' || path.length === 0) return;
  const [head, ...rest] = path as [string, ...string[]];
  const record = node as Record<string, unknown>;
  if (head === 'data' && Array.isArray(record.data)) {
    for (const item of record.data) expandPath(state, item, rest);
    return;
  }
  const value = record[head];
  if (typeof value === 'string' && rest.length === 0) {
    const found = lookUp(state, value);
    if (found) record[head] = structuredClone(found);
    return;
  }
  if (typeof value === 'string') {
    const found = lookUp(state, value);
    if (found) record[head] = structuredClone(found);
  }
  expandPath(state, record[head], rest);
}

/**
 * Stripe's `expand[]`: each dotted path (`latest_charge`, `data.latest_charge`,
 * `invoice_settings.default_payment_method`) replaces an id by a copy of the object it names.
 */
export function expandObject(state: DoubleState, body: unknown, paths: string[]): unknown {
  if (paths.length === 0) return body;
  const copy = structuredClone(body);
  for (const path of paths) expandPath(state, copy, path.split('.'));
  return copy;
}
