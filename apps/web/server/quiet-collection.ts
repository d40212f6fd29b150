import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';

/** What `collectWhenQuiet` needs; the defaults are the process's own. */
export interface QuietCollectionOptions {
  /** V8's full collection (`globalThis.gc`, there when node runs with `--expose-gc`). */
  gc?: (() => void) | undefined;
  /** The bytes of the heap in use now. */
  heapUsed?: () => number;
  /** Milliseconds on a steady clock. */
  now?: () => number;
  /** How long no request may arrive before the server counts as quiet. */
  quietMs?: number;
  /** How far the heap must have grown since the last collection for one to be worth it. */
  growthBytes?: number;
}

/** What a caller (a test) can drive by hand. */
export interface QuietCollection {
  /** Looks once whether the server is quiet with a grown heap, and collects if so. */
  check(): boolean;
  stop(): void;
}

const MiB = 1024 * 1024;

/**
 * After a burst of requests, once none has arrived for `quietMs` (2 s), one full garbage collection
 * if the heap grew by `growthBytes` (16 MiB) since the last: the heap that grew under load goes
 * back to its resting size then, instead of whenever V8's own memory reducer gets to it (some 10
 * to 20 s later, and only while nothing arrives; ADR 008). A collection then takes some 50–100 ms
 * of CPU while no request waits for it. Needs `gc` (node --expose-gc, as `npm start` runs the
 * server); without it this does nothing.
 */
export function collectWhenQuiet(
  app: FastifyInstance,
  options: QuietCollectionOptions = {},
): QuietCollection {
  const gc = 'gc' in options ? options.gc : (globalThis as { gc?: () => void }).gc;
  const heapUsed = options.heapUsed ?? (() => getHeapStatistics().used_heap_size);
  const now = options.now ?? (() => performance.now());
  const quietMs = options.quietMs ?? 2000;
  const growthBytes = options.growthBytes ?? 16 * MiB;
  let lastRequestAt = now();
  let requestsSince = 0;
  let restingHeap = heapUsed();

  const check = (): boolean => {
    if (!gc || requestsSince === 0 || now() - lastRequestAt < quietMs) return false;
    if (heapUsed() - restingHeap < growthBytes) return false;
    gc();
    requestsSince = 0;
    restingHeap = heapUsed();
    return true;
  };
  if (!gc) return { check, stop: () => {} };
  app.addHook('onResponse', (_request, _reply, done) => {
    lastRequestAt = now();
    requestsSince++;
    done();
  });
  const timer = setInterval(check, quietMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
