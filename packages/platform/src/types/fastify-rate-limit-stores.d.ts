// @fastify/rate-limit ships its stores without type declarations.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  interface RateLimitState {
    current: number;
    ttl: number;
  }
  type Callback = (error: Error | null, state?: RateLimitState) => void;
  class LocalStore {
    constructor(continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number);
    incr(key: string, callback: Callback, timeWindow: number, max: number): void;
    read(key: string, callback: Callback, timeWindow: number, max?: number): void;
    child(routeOptions: Record<string, unknown>): LocalStore;
  }
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';

  interface RateLimitState {
    current: number;
    ttl: number;
  }
  type Callback = (error: Error | null, state?: RateLimitState | null) => void;
  class RedisStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr(key: string, callback: Callback, timeWindow: number, max: number): void;
    read(key: string, callback: Callback, timeWindow: number, max?: number): void;
    child(routeOptions: Record<string, unknown>): RedisStore;
  }
  export default RedisStore;
}
