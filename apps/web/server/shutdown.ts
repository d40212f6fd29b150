import type { Lifecycle } from '@mercato/platform/http/ops.routes';
import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown (ADR 020). On SIGTERM the process drains: GET /readyz answers 503 at once, and
 * requests go on being served for `delayMs` (each answer closing its connection), long enough for a load balancer's health checks to
 * take the instance out of rotation. Then the app closes: the socket stops accepting connections,
 * requests in flight finish, idle keep-alive connections are closed, the close hooks stop the worker
 * (running jobs finish or are released for another worker) and close the database; the process
 * exits 0. SIGINT (Ctrl-C at a terminal) skips the delay. A close that takes longer than `graceMs`
 * exits with status 1.
 */
export function closeOnSignals(
  app: FastifyInstance,
  options: { lifecycle: Lifecycle; delayMs: number; graceMs: number },
): void {
  // A draining instance answers with `Connection: close`: each client's kept-alive connection ends
  // with its current answer, and its next request opens one to an instance still in rotation. On
  // the raw server, so pages streamed past Fastify's hooks say it too. The close waits for every
  // connection to end, and one kept alive after its last answer would hold it until its keep-alive
  // timeout, past the grace period.
  app.server.on('request', (_request, response) => {
    if (options.lifecycle.draining) response.setHeader('connection', 'close');
  });
  let closing = false;
  const shutdown = async (signal: 'SIGTERM' | 'SIGINT') => {
    if (closing) return;
    closing = true;
    options.lifecycle.draining = true;
    const delayMs = signal === 'SIGTERM' ? options.delayMs : 0;
    app.log.info({ signal, delayMs }, 'shutting down');
    const timer = setTimeout(() => {
      // What kept it open, for whoever reads why the instance was stopped the hard way.
      app.log.error(
        { stillOpen: process.getActiveResourcesInfo(), graceMs: options.graceMs },
        'shutdown did not finish in time',
      );
      process.exit(1);
    }, delayMs + options.graceMs);
    timer.unref();
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    // Requests already in flight when the close began end their connections only once answered:
    // those are closed as soon as they are idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
