import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformEnv } from '../env.ts';
import { AppError } from '../errors/app-error.ts';
import { sendAppError } from './error-handler.ts';

/**
 * CORS for the API (api notes §1.4): browser front ends on other origins (a Sharetribe Web Template,
 * a mobile web app) call `/v1` directly with the SDK. Allowed origins come from CORS_ORIGINS; by
 * default the site's own origin, plus localhost origins outside production. The public asset tree is
 * open to every origin, like a CDN. Preflights are answered here, in the API's own terms.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The `/v1` catch-all of unknown paths and preflights: no endpoint of its own. */
    catchAll?: boolean;
  }
}

/** Request headers the SDK sends (axios defaults plus Transit's verbosity switch). */
export const CORS_ALLOWED_HEADERS = 'authorization, content-type, accept, x-transit-verbose';
/** Methods of the API. */
export const CORS_ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';
/** Response headers a browser script may read. */
const EXPOSED_HEADERS = 'etag, retry-after';
/** How long a browser may reuse a preflight answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Whether `origin` may call the API with credentials. */
export function isAllowedOrigin(
  env: Pick<PlatformEnv, 'CORS_ORIGINS' | 'ROOT_URL' | 'NODE_ENV'>,
  origin: string,
): boolean {
  if (env.CORS_ORIGINS === '*') return true;
  if (env.CORS_ORIGINS) return env.CORS_ORIGINS.includes(origin);
  if (origin === new URL(env.ROOT_URL).origin) return true;
  return env.NODE_ENV !== 'production' && LOCALHOST.test(origin);
}

function isPublicAssetPath(url: string): boolean {
  return url.startsWith('/v1/assets/pub/');
}

/** The CORS response headers for a request, or none when it has no Origin or an unknown one. */
export function corsHeadersFor(
  env: Pick<PlatformEnv, 'CORS_ORIGINS' | 'ROOT_URL' | 'NODE_ENV'>,
  url: string,
  origin: string | undefined,
): Record<string, string> {
  if (isPublicAssetPath(url)) {
    return { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED_HEADERS };
  }
  if (!origin || !isAllowedOrigin(env, origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': EXPOSED_HEADERS,
  };
}

function addVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  const existing = typeof current === 'string' ? current.split(',').map((v) => v.trim().toLowerCase()) : [];
  const missing = value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => !existing.includes(v.toLowerCase()));
  if (missing.length > 0)
    reply.header('vary', [...(typeof current === 'string' ? [current] : []), ...missing].join(', '));
}

/**
 * Installs CORS on the `/v1` scope: response headers on every answer (errors included), and a
 * catch-all that answers preflights (204, or 403 for an origin that is not allowed) and every
 * unknown `/v1` path in the API error format — never the web app's HTML.
 */
export function installCors(app: FastifyInstance, env: PlatformEnv): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = (request.raw.url ?? '').split('?')[0] ?? '';
    if (!isPublicAssetPath(url)) addVary(reply, 'Origin');
    for (const [name, value] of Object.entries(corsHeadersFor(env, url, request.headers.origin))) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });

  const catchAll = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = (request.raw.url ?? '').split('?')[0] ?? '';
    if (request.method === 'OPTIONS') {
      const origin = request.headers.origin;
      const preflight =
        origin !== undefined && request.headers['access-control-request-method'] !== undefined;
      if (!preflight) return reply.code(204).header('allow', CORS_ALLOWED_METHODS).send();
      addVary(reply, 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
      if (!isPublicAssetPath(url) && !isAllowedOrigin(env, origin)) {
        return sendAppError(
          request,
          reply,
          new AppError(
            'forbidden',
            `Origin ${origin} may not call this API; the operator lists allowed origins in CORS_ORIGINS`,
          ),
        );
      }
      return reply
        .code(204)
        .header('access-control-allow-methods', CORS_ALLOWED_METHODS)
        .header('access-control-allow-headers', CORS_ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .send();
    }
    // The admin API always exists (operators' console sessions); an unknown path of it is just that.
    const title = url.startsWith('/v1/admin/')
      ? `No such admin endpoint: ${request.method} ${url}`
      : `No such endpoint: ${request.method} ${url}`;
    return sendAppError(request, reply, new AppError('not-found', title));
  };
  // Marked so the test suites' route table leaves them out: they are the absence of a route.
  app.all('/', { config: { catchAll: true } }, catchAll);
  app.all('/*', { config: { catchAll: true } }, catchAll);
}
