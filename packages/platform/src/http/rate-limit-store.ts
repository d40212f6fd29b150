import LocalStore from '@fastify/rate-limit/store/LocalStore.js';

interface RateLimitState {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, state?: RateLimitState) => void;

/**
 * The in-memory store of `@fastify/rate-limit`, answering with a copy of each count. The plugin's
 * own store hands out its live counter object and the plugin reads it after an `await`: in a burst
 * every request then saw the final count, so 61 parallel requests against a limit of 60 were all
 * refused (issue #12's concurrency suite). A snapshot taken at increment time keeps each request's
 * own position in the window.
 */
export class SnapshotLocalStore {
  private readonly inner: LocalStore;

  constructor(
    options: { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number } | LocalStore,
  ) {
    this.inner =
      options instanceof LocalStore
        ? options
        : new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.inner.incr(
      key,
      (error, state) => callback(error, state && { current: state.current, ttl: state.ttl }),
      timeWindow,
      max,
    );
  }

  read(key: string, callback: Callback, timeWindow: number, max?: number): void {
    this.inner.read(
      key,
      (error, state) => callback(error, state && { current: state.current, ttl: state.ttl }),
      timeWindow,
      max,
    );
  }

  child(routeOptions: object): SnapshotLocalStore {
    return new SnapshotLocalStore(this.inner.child(routeOptions as Record<string, unknown>));
  }
}
