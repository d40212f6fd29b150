// @fastify/rate-limit ships its in-memory store without type declarations.
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
