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
 * Requests for files rather than for pages or API calls, by path:
 * - `/assets/…`: the build's hashed scripts, styles and MapLibre's worker (@fastify/static);
 * - `/favicon.svg`, the one file of `public/` (@fastify/static), and `/favicon.ico`, which redirects to it;
 * - `/images/<imageId>/<variant>`: image variant files from storage (the platform's root routes).
 *
 * A page brings several of them (a search page a dozen card photos), so at info they buried the
 * page lines: 1,891 of 3,380 lines in one session (issue #33). Not files in this sense, and so still
 * at info: `/robots.txt`, the sitemaps and `/site.webmanifest` (made per request from the
 * marketplace's data), `/v1/assets/…` (the Asset Delivery API, an API call) and `/_mail`-style
 * development pages. A new public file outside these paths logs at info until it is named here.
 */
export function isStaticFileRequest(url: string): boolean {
  return /^\/(?:assets\/|images\/|favicon\.(?:svg|ico)$)/.test(url.split('?', 1)[0] ?? '');
}

/**
 * The level of a finished request's line: errors at error; a file served (or not modified) at
 * debug, which the default level (info) hides; everything else at info, a file that could not be
 * served (404, 416…) included, since a missing script is worth seeing.
 */
export function requestLogLevel(url: string, statusCode: number, error: unknown): 'error' | 'info' | 'debug' {
  if (error) return 'error';
  return statusCode < 400 && isStaticFileRequest(url) ? 'debug' : 'info';
}

/**
 * One line per request that came over the network, written when it completes, instead of Fastify's
 * two ("incoming request", "request completed"): pages and API calls at info, files at debug
 * (`requestLogLevel`). The web app's in-process calls to the platform are part of the page's request
 * and get no line of their own unless they fail; errors are logged as Fastify does.
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
    const level = requestLogLevel(request.url, reply.statusCode, error);
    if (level === 'error') reply.log.error({ ...fields, err: error }, message);
    else reply.log[level](fields, message);
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
