import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** How the queue in front of the server's handler behaves. */
export interface RequestQueueOptions {
  /** Requests started per turn of the event loop; the rest wait for the next turn. */
  perTurn: number;
  /** A request that waited longer is answered 503 with `Retry-After` instead of being run. */
  maxWaitMs: number;
  /** Milliseconds, monotonic (tests pass their own). */
  now?: () => number;
}

interface Waiting {
  request: IncomingMessage;
  response: ServerResponse;
  arrivedAt: number;
}

/** Seconds a refused client is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 1;

/**
 * Runs the server's requests in the order they arrived, a few per turn of the event loop, and
 * refuses those that waited too long (issue #25 defect 10).
 *
 * Why: Node accepts one new connection per turn of its event loop (libuv 1.46 takes one from the
 * listening socket per poll), and with SQLite a request runs start to end without yielding, so a
 * turn that reads a hundred busy keep-alive connections runs a hundred requests first. Under load
 * a turn lasted 0.3 s and new visitors waited in the kernel's accept queue for tens of seconds,
 * invisible to the server's own timings. Starting only `perTurn` requests per turn (the rest wait
 * here, first come first served) keeps turns short, so connections are accepted within moments
 * and every request waits its fair share; none waits longer than `maxWaitMs`.
 */
export function queueRequests(handler: Handler, options: RequestQueueOptions): Handler {
  const now = options.now ?? (() => performance.now());
  const waiting: Waiting[] = [];
  let head = 0;
  let scheduled = false;

  const runTurn = () => {
    scheduled = false;
    const turnStarted = now();
    let started = 0;
    while (head < waiting.length && started < options.perTurn) {
      const next = waiting[head]!;
      waiting[head] = undefined as never;
      head += 1;
      // The client gave up while it waited: nothing to run.
      if (next.response.destroyed || next.request.destroyed) continue;
      if (turnStarted - next.arrivedAt > options.maxWaitMs) {
        refuseBusy(next.request, next.response);
        continue;
      }
      started += 1;
      handler(next.request, next.response);
    }
    if (head === waiting.length) {
      waiting.length = 0;
      head = 0;
    } else if (head > 1024) {
      waiting.splice(0, head);
      head = 0;
    }
    if (head < waiting.length) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(runTurn);
  };

  return (request, response) => {
    waiting.push({ request, response, arrivedAt: now() });
    schedule();
  };
}

/** Answers a request that waited too long: the API's error format under `/v1`, a short page elsewhere. */
function refuseBusy(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const api = path === '/v1' || path.startsWith('/v1/');
  const title = 'The marketplace is busy; try again in a moment';
  const body = api
    ? JSON.stringify({
        errors: [{ id: randomUUID(), status: 503, code: 'service-unavailable', title }],
      })
    : `<!doctype html><html lang="en"><meta charset="utf-8"><title>Busy</title><p>${title}.</p></html>\n`;
  response.writeHead(503, {
    'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'retry-after': String(RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
  });
  response.end(body);
  // The body is read and dropped, so the connection stays usable.
  request.resume();
}

/**
 * How long an idle kept-alive connection stays open: longer than the clients and proxies in front
 * keep theirs (60 s on the common load balancers), as Fastify's own server does. With Node's 5 s,
 * a client reusing a connection just as the server closed it got "socket hang up" — the Web
 * Template's server, whose SDK keeps connections alive, answered a page with 500 that way.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** Fastify's `serverFactory`: a plain HTTP server whose requests go through {@link queueRequests}. */
export function queuedServerFactory(options: RequestQueueOptions): (handler: Handler) => Server {
  return (handler) => {
    const server = createServer(queueRequests(handler, options));
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // The headers of a request on a reused connection must be allowed at least as long.
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
    return server;
  };
}
