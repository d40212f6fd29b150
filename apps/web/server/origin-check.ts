import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPlainPage } from './plain-response.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the check needs of a request. */
export interface OriginCheckInput {
  method: string;
  /** Path and query as requested. */
  url: string;
  /** `protocol://host` as this server sees the request; null when the Host header is unusable. */
  requestOrigin: string | null;
  headers: { origin?: string; referer?: string; 'sec-fetch-site'?: string };
}

/** The outcome: go on, refuse as cross-site, or refuse because the server sees its own site under another address. */
export type OriginCheckResult =
  | { verdict: 'allowed' }
  | { verdict: 'cross-site' }
  | { verdict: 'misrouted'; source: string; seenAs: string | null };

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/v1' || path.startsWith('/v1/');
}

/** A file's signed upload URL (`/files/<id>/upload/<signature>`): its signature is the permission. */
function isSignedFilePath(url: string): boolean {
  return /^\/files\/[^/?]+\/upload\//.test(url);
}

/**
 * Decides whether a state-changing request outside the API comes from this site: its `Origin`
 * (or, without one, its `Referer`) must be the request's own origin. Browsers send `Origin` with
 * every POST; a request with neither header is refused only when `Sec-Fetch-Site` says it is
 * cross-site, so scripts and curl keep working. The API (`/v1`) authenticates with bearer tokens,
 * not cookies, and is left alone; so are files' signed upload URLs, which a Web Template on
 * another origin sends bytes to, as to a storage service (ADR 018).
 *
 * Identity-provider callbacks (`/api/auth/<id>/callback`) arrive by GET (the authorization
 * response uses the default `query` response mode), so they need no exemption here; a provider
 * configured for `form_post` would have to be exempted explicitly.
 */
export function checkRequestOrigin(input: OriginCheckInput, rootOrigin: string): OriginCheckResult {
  if (SAFE_METHODS.has(input.method) || isApiPath(input.url) || isSignedFilePath(input.url)) {
    return { verdict: 'allowed' };
  }
  const { origin, referer } = input.headers;
  const claimed = origin ?? referer;
  if (claimed === undefined) {
    return input.headers['sec-fetch-site'] === 'cross-site'
      ? { verdict: 'cross-site' }
      : { verdict: 'allowed' };
  }
  const source = originOf(claimed);
  if (!source) return { verdict: 'cross-site' };
  if (source === input.requestOrigin) return { verdict: 'allowed' };
  // The site itself, seen by this server under another scheme or host: a proxy in front whose
  // X-Forwarded-* headers are not trusted. React Router would refuse the form with a bare 400.
  const sameHost = input.requestOrigin !== null && new URL(source).host === new URL(input.requestOrigin).host;
  if (source === rootOrigin || sameHost) {
    return { verdict: 'misrouted', source, seenAs: input.requestOrigin };
  }
  return { verdict: 'cross-site' };
}

function requestOriginOf(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

function misroutedPage(source: string, seenAs: string | null): string {
  return [
    'Bad request: this form was sent from a page at',
    `  ${source}`,
    `but the server received it as ${seenAs ? `a request to\n  ${seenAs}` : 'a request without a valid Host'}`,
    'so it cannot tell the request came from this site, and refuses it.',
    '',
    'This usually means Mercato runs behind a proxy that terminates HTTPS and the server does not trust',
    "the proxy's X-Forwarded-Proto and X-Forwarded-Host headers. The site's operator should set",
    'TRUST_PROXY (TRUST_PROXY=1 for one proxy in front of Mercato) and make sure the proxy sends those',
    'headers; ROOT_URL must be the address visitors use. See "Configuration" in the README.',
  ].join('\n');
}

/**
 * An `onRequest` hook for the whole server: refuses state-changing requests outside `/v1` that
 * come from another site (403), whatever route would have handled them.
 */
export function originCheck(rootUrl: string) {
  const rootOrigin = new URL(rootUrl).origin;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const result = checkRequestOrigin(
      {
        method: request.method,
        url: request.url,
        requestOrigin: requestOriginOf(request),
        headers: {
          origin: header(request.headers.origin),
          referer: header(request.headers.referer),
          'sec-fetch-site': header(request.headers['sec-fetch-site']),
        },
      },
      rootOrigin,
    );
    if (result.verdict === 'allowed') return undefined;
    if (result.verdict === 'misrouted') {
      request.log.warn(
        { source: result.source, seenAs: result.seenAs },
        'refused a form sent from this site but received under another address: is TRUST_PROXY set for the proxy in front?',
      );
      return sendPlainPage(reply, 400, misroutedPage(result.source, result.seenAs));
    }
    return sendPlainPage(
      reply,
      403,
      'Forbidden: this request was sent from another site. If you sent it from this site, go back, reload the page and try again.',
    );
  };
}
