import Stripe from 'stripe';

/** How the adapter reaches Stripe. */
export interface StripeClientConfig {
  secretKey: string;
  /** Origin of the API (STRIPE_API_BASE); Stripe's own when unset. */
  apiBase?: string | undefined;
  /** How long one request may take before it counts as a connection failure. */
  timeoutMs?: number;
  /**
   * Retries of a failed connection or a 5xx, with the same idempotency key (so never a second
   * charge). Stripe's SDK retries a closed connection once even when this is 0.
   */
  maxNetworkRetries?: number;
}

/** Stripe's advice is to wait for its answers; a minute still bounds a hung request. */
const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * The official SDK pointed at Stripe or at a double: host, port and protocol come from
 * STRIPE_API_BASE; the API version is the one this SDK release is typed for.
 */
export function createStripeClient(config: StripeClientConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    ...(base
      ? {
          host: base.hostname,
          port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
          protocol,
        }
      : {}),
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxNetworkRetries: config.maxNetworkRetries ?? 2,
    // The SDK would report request latencies to Stripe in later requests' headers; under bursts its
    // buffer overflows with a warning per request. Nothing of ours needs it.
    telemetry: false,
    appInfo: { name: 'Mercato', url: 'https://github.com/mercato' },
  });
}
