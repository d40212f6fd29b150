import { idempotencyError } from './stripe-errors.ts';

/** A stored answer to an idempotent request. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

interface Entry extends StoredAnswer {
  fingerprint: string;
}

/**
 * Stripe's idempotency for v1 POSTs: the first answer given to a key (per account) is kept once
 * the endpoint began executing — successes, declines and errors alike — and replayed for the same
 * request; the same key with another endpoint or other parameters is an `idempotency_error`.
 */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  /** The same request in any parameter order gives the same fingerprint. */
  static fingerprint(method: string, path: string, body: string): string {
    const pairs = [...new URLSearchParams(body)].map(([k, v]) => `${k}=${v}`).sort();
    return `${method} ${path}?${pairs.join('&')}`;
  }

  /** The stored answer for a repeated request, undefined for a new key; throws for a misuse. */
  replay(scope: string, key: string, fingerprint: string): StoredAnswer | undefined {
    const entry = this.entries.get(`${scope}:${key}`);
    if (!entry) return undefined;
    if (entry.fingerprint !== fingerprint) throw idempotencyError(key);
    return entry;
  }

  store(scope: string, key: string, fingerprint: string, answer: StoredAnswer): void {
    this.entries.set(`${scope}:${key}`, { ...answer, fingerprint });
  }
}
