import { Socket } from 'node:net';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pretty from 'pino-pretty';

/** Whether a request came over the network, not from the web app's in-process calls (Fastify inject). */
export function isNetworkRequest(raw: { socket: unknown }): boolean {
  return raw.socket instanceof Socket;
}

/** The request line's message: method, path without the query (it may carry a token), status, time. */
export function requestLine(method: string, url: string, status: number, ms: number): string {
  return `${method} ${url.split('?', 1)[0]} ${status} ${Math.round(ms * 10) / 10} ms`;
}

/**
 * One line per request that came over the network, written when it completes, instead of Fastify's
 * two ("incoming request", "request completed"). The web app's in-process calls to the platform are
 * part of the page's request and get no line of their own unless they fail; errors are logged as
 * Fastify does.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && !isNetworkRequest(request.raw)) return;
    const ms = reply.elapsedTime;
    const message = requestLine(request.method, request.url, reply.statusCode, ms);
    const fields = {
      req: { method: request.method, url: request.url.split('?', 1)[0], remoteAddress: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(ms * 10) / 10,
    };
    if (error) reply.log.error({ ...fields, err: error }, message);
    else reply.log.info(fields, message);
  }
}

/**
 * The server's log output: in production one JSON object a line, for log collectors; elsewhere the
 * same records as readable single lines for a person at a terminal. Either way one line a request
 * (`OneLinePerRequest`). pino-pretty runs as a stream in this thread rather than as a pino
 * transport: transports start a worker that loads files by name, which the esbuild bundle does not
 * keep.
 */
export function logOptionsFor(options: FastifyServerOptions, nodeEnv: string): FastifyServerOptions {
  const { logger } = options;
  const withLines = { ...options, logController: new OneLinePerRequest() };
  if (nodeEnv === 'production' || typeof logger !== 'object' || logger === null) return withLines;
  return { ...withLines, logger: { ...logger, stream: prettyStream() } };
}

/** Readable lines: time, level, message, then any other fields on the same line. */
export function prettyStream(): ReturnType<typeof pretty> {
  return pretty({
    translateTime: 'SYS:HH:MM:ss.l',
    // The request line says it all in its message.
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    // Like pino's own stdout destination: every line is written before the process may exit.
    sync: true,
  });
}
