/** How long a failed job waits before its next attempt: `baseMs · 2^(attempt−1)`, at most `maxMs`. */
export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

/** 10 s, 20 s, 40 s, 80 s… capped at one hour: rides out a restart or a short outage. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 10_000, maxMs: 3_600_000 };

/** The delay after the `attempt`-th attempt (1-based) failed. No jitter: few workers, few jobs. */
export function retryDelayMs(attempt: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30);
  return Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
}
