import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import { sendApi } from './negotiate.ts';
import { WireUuid, type WireValue } from './wire-values.ts';

// Fastify's own errors for bad requests, mapped to API codes; anything unknown is a 500.
function fromFastifyError(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported-content-type', 'Unsupported Content-Type');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('request-larger-than-content-length', 'Request body is too large');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('bad-request', 'Content-Length does not match the body');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('bad-request', 'Malformed JSON body');
    default:
      break;
  }
  if (error.statusCode === 429) return new AppError('too-many-requests', 'Too many requests');
  if (error.validation) return new AppError('validation-invalid-params', error.message);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('bad-request', error.message);
  }
  return null;
}

/** Renders an AppError in the API error format (`{errors: [{id, status, code, title, source?, meta?}]}`). */
export function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  const payload: WireValue = {
    errors: error.details.map((d) => ({
      id: new WireUuid(randomUUID()),
      status: error.status,
      code: d.code,
      title: d.title ?? error.message,
      source: d.source ? { path: d.source.path, type: d.source.type } : undefined,
      meta: d.meta as WireValue,
    })),
  };
  return sendApi(request, reply, payload, error.status);
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot even read (bad percent escapes, a path
 * parameter over the length limit) never reaches a route's error handler. Under `/v1` it still
 * answers in the API error format; elsewhere with a short plain-text 400.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const path = (request.raw.url ?? '').split('?')[0] ?? '';
  const title =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the URL is too long' : 'The URL is not valid';
  if (path === '/v1' || path.startsWith('/v1/')) {
    void sendAppError(request, reply, new AppError('bad-request', title));
    return;
  }
  void reply.code(400).type('text/plain; charset=utf-8').send(`${title}.\n`);
}

/**
 * Installs the error and not-found handlers: API error format always, internals never; what failed
 * on our side (5xx) also goes to the error reporter.
 */
export function installErrorHandlers(app: FastifyInstance, reporter: ErrorReporterPort): void {
  const report = (error: unknown, request: FastifyRequest) =>
    reporter.capture(error, {
      area: 'api',
      route: `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
    });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = error instanceof AppError ? error : fromFastifyError(error);
    if (appError) {
      if (appError.status >= 500) {
        request.log.error({ err: error }, 'request failed');
        report(error, request);
      }
      return sendAppError(request, reply, appError);
    }
    request.log.error({ err: error }, 'unhandled error');
    report(error, request);
    return sendAppError(request, reply, new AppError('internal-server-error', 'Internal server error'));
  });
  app.setNotFoundHandler((request, reply) =>
    sendAppError(
      request,
      reply,
      new AppError('not-found', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`),
    ),
  );
}
