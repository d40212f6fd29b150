import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

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

/** What the shared store needs of the plugin's options: the flags both stores are made with. */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * The store of several instances (REDIS_URL, ADR 020): counts in Redis, so a limit of N per minute
 * holds across every instance, with Redis's own atomic increment (the plugin's Lua script). While
 * Redis cannot be reached, each count falls back to this process's memory: the limits still hold
 * per instance (N × instances in all), login throttles and stock stay exact in the database, and
 * no request waits for or fails on Redis. The connection logs the outage and the recovery.
 */
export function sharedRateLimitStore(redis: Redis) {
  return class SharedRateLimitStore {
    private readonly shared: RedisStore;
    private readonly local: SnapshotLocalStore;

    constructor(options: StoreOptions | { shared: RedisStore; local: SnapshotLocalStore }) {
      if ('shared' in options) {
        this.shared = options.shared;
        this.local = options.local;
        return;
      }
      this.shared = new RedisStore(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
        redis,
        'rate-limit:',
      );
      this.local = new SnapshotLocalStore(options);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.count('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max?: number): void {
      this.count('read', key, callback, timeWindow, max ?? 0);
    }

    /** Counts (or reads) in Redis while it is connected and answers; otherwise in memory. */
    private count(
      method: 'incr' | 'read',
      key: string,
      callback: Callback,
      timeWindow: number,
      max: number,
    ): void {
      if (redis.status !== 'ready') {
        this.local[method](key, callback, timeWindow, max);
        return;
      }
      this.shared[method](
        key,
        (error, state) =>
          error || !state
            ? this.local[method](key, callback, timeWindow, max)
            : callback(null, { current: Number(state.current), ttl: Number(state.ttl) }),
        timeWindow,
        max,
      );
    }

    child(routeOptions: object): SharedRateLimitStore {
      return new SharedRateLimitStore({
        shared: this.shared.child(routeOptions as Record<string, unknown>),
        local: this.local.child(routeOptions),
      });
    }
  };
}
