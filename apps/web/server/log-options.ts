import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

/**
 * The server's log output: in production one JSON object a line, for log collectors; elsewhere the
 * same records as readable lines (time, level, message, then the fields) for a person at a terminal.
 * pino-pretty runs as a stream in this thread rather than as a pino transport: transports start a
 * worker that loads files by name, which the esbuild bundle does not keep.
 */
export function logOptionsFor(options: FastifyServerOptions, nodeEnv: string): FastifyServerOptions {
  const { logger } = options;
  if (nodeEnv === 'production' || typeof logger !== 'object' || logger === null) return options;
  const stream = pretty({
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    // Like pino's own stdout destination: every line is written before the process may exit.
    sync: true,
  });
  return { ...options, logger: { ...logger, stream } };
}
