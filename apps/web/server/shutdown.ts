import type { FastifyInstance } from 'fastify';

/**
 * Closes the app on SIGTERM or SIGINT (its close hooks stop the worker, letting running jobs finish,
 * then close the database) and exits; a close taking longer than `graceMs` exits with status 1.
 */
export function closeOnSignals(app: FastifyInstance, graceMs: number): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), graceMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
