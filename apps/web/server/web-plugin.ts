import { createHmac, randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createAdminSdk } from '@mercato/sdk/admin/client';
import { createSdk } from '@mercato/sdk/client';
import { sharedRefreshes } from '@mercato/sdk/shared-refreshes';
import { memoryTokenStore } from '@mercato/sdk/token-store';
import type { Transport } from '@mercato/sdk/transport';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import type { IdentityProviderClient, IdentityProviderSettings } from '../app/lib/context.ts';
import type { BrowserErrorReporting } from '../app/lib/error-reporting.ts';
import { PREVIEW_COOKIE, previewTokenOf, serializePreviewCookie } from '../app/lib/preview-cookie.ts';
import { cookieOperatorTokenStore, isConsolePath, serializeConsoleCookie } from './console-cookie.ts';
import { discardRestOf, formBodyRuleOf, isReadableForm, readBodyWithin } from './form-bodies.ts';
import { createPageCache, pageCacheKeyOf, sendKeptPage } from './page-cache.ts';
import { PAGE_CACHE_HEADER } from './page-cache-header.ts';
import { sendPlainPage } from './plain-response.ts';
import { createPublicReads } from './public-reads.ts';
import { type CookieOptions, cookieTokenStore, serializeSessionCookie } from './session-cookie.ts';

/** What the web plugin needs: the built app, a way to reach the platform, cookie settings. */
export interface WebPluginOptions {
  /** The built app, or (in development) a function giving the app as it is now. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The platform transport for one visitor (their IP travels with their calls). */
  transportFor: (clientIp: string) => Transport;
  clientId: string;
  /** Lets the SDK make trusted calls (`loginWithIdp`); stays on the server. */
  clientSecret: string;
  /** The site's public URL (`ROOT_URL`). */
  rootUrl: string;
  /** OpenID Connect providers from `IDP_<ID>_*`. */
  identityProviders: IdentityProviderClient[];
  cookie: CookieOptions;
  mode: 'production' | 'development';
  /** Payments go to the offline sandbox and its test cards (in production only when allowed). */
  testPayments: boolean;
  /** Stripe's publishable key when payments go through Stripe; null otherwise. */
  stripePublishableKey?: string | null;
  /** What pages' browsers need to send their errors to the tracker (SENTRY_DSN); null without one. */
  errorReporting?: BrowserErrorReporting | null;
  /** Reports a page's server-side error to the tracker. */
  reportError?: (error: unknown) => void;
  /**
   * A value that changes whenever the platform's data may have (`changeMarkOf`), read once per
   * page request: the shared reads and kept pages are used only while it stays the same.
   */
  changeMark?: () => Promise<string>;
  /**
   * Keep public pages for visitors without a session (ADR 016; needs `changeMark`): `now` is the
   * platform's clock in ms, `ttlMs` the longest a page is kept. Without it every page is rendered
   * for every request.
   */
  pageCache?: { now: () => number; ttlMs: number };
}

// What pages and their forms use. React Router would also run actions for PUT, PATCH and DELETE,
// but no route wants them, and a fetch Request cannot even be built for TRACE or CONNECT.
const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);

// The bodies React Router's actions read (`request.formData()`), from forms with or without JavaScript.
const FORM_CONTENT_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * Refuses what no page can handle, before React Router sees it: other methods (405 with `Allow`;
 * OPTIONS just lists them) and POST bodies that are not forms (415). Null when the request may go on.
 */
function refuseUnservable(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  if (request.method === 'OPTIONS') return reply.code(204).header('allow', ALLOWED_METHODS).send();
  if (!PAGE_METHODS.has(request.method)) {
    reply.header('allow', ALLOWED_METHODS);
    return sendPlainPage(reply, 405, `Method not allowed: this site answers ${ALLOWED_METHODS}.`);
  }
  if (request.method === 'POST' && !FORM_CONTENT_TYPE.test(request.headers['content-type'] ?? '')) {
    return sendPlainPage(
      reply,
      415,
      'Unsupported content type: pages take form submissions (application/x-www-form-urlencoded or multipart/form-data).',
    );
  }
  return null;
}

/** The URL the visitor asked for; null when the Host header is no host at all (`a b`, `[zz`). */
function requestUrlOf(request: FastifyRequest): URL | null {
  try {
    return new URL(request.url, `${request.protocol}://${request.host}`);
  } catch {
    return null;
  }
}

/**
 * The body of a page POST as the page will read it: read here whole (at most its route's bound)
 * for forms without files, so an oversized or garbled body is refused before any page code runs;
 * left unread (`undefined`) for pages that read their files themselves. A reply when refused.
 */
async function formBodyOf(
  request: FastifyRequest,
  reply: FastifyReply,
  url: URL,
): Promise<{ body: Buffer | undefined } | { refused: FastifyReply }> {
  if (request.method !== 'POST') return { body: undefined };
  const rule = formBodyRuleOf(url.pathname);
  const tooLarge = () => {
    discardRestOf(request.raw);
    return {
      refused: sendPlainPage(
        reply,
        413,
        `Payload too large: a form sent to this page may be at most ${Math.floor(rule.maxBytes / 1024)} KB.`,
      ),
    };
  };
  // Pages with files answer an oversized body themselves, in their own words (the photo uploader
  // reads JSON); they too refuse by the declared length before reading.
  if (rule.streamed) return { body: undefined };
  if (Number(request.headers['content-length'] ?? 0) > rule.maxBytes) return tooLarge();
  const body = await readBodyWithin(request.raw, rule.maxBytes);
  if (!body) return tooLarge();
  if (!(await isReadableForm(body, request.headers['content-type'] ?? ''))) {
    return { refused: sendPlainPage(reply, 400, 'Bad request: the form could not be read.') };
  }
  return { body };
}

function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  url: URL,
  readBody: Buffer | undefined,
): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: readBody ?? streamedBodyOf(request, reply), duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * The body of a page that reads its own (files), as a web stream. Once the answer is sent, what the
 * page left unread is taken in and dropped (`discardRestOf`), not buffered for nobody.
 */
function streamedBodyOf(request: FastifyRequest, reply: FastifyReply): ReadableStream {
  const body = new PassThrough();
  request.raw.pipe(body);
  reply.raw.once('finish', () => {
    if (request.raw.readableEnded) return;
    request.raw.unpipe(body);
    body.destroy();
    discardRestOf(request.raw);
  });
  return Readable.toWeb(body) as ReadableStream;
}

/**
 * Serves the React Router app from Fastify: each request gets a CSP nonce and a platform session
 * (SDK over the in-process transport, token in an httpOnly cookie). A changed token is written back
 * as one Set-Cookie, whichever loader or action changed it.
 */
export async function webPlugin(app: FastifyInstance, options: WebPluginOptions): Promise<void> {
  const handle = createRequestHandler(options.build, options.mode);
  const anonymousTokenStore = memoryTokenStore();
  // Two requests of one browser meeting an expired access token refresh it once between them.
  const refreshes = sharedRefreshes();
  // The configuration and marketplace/show, shared by all pages instead of two API calls each.
  const withPublicReads = createPublicReads();
  const pageCache = options.changeMark && options.pageCache && createPageCache(options.pageCache);
  const identityProviders = options.identityProviders.map(({ id, label }) => ({ id, label }));
  const identityProviderSettings: IdentityProviderSettings = {
    rootUrl: options.rootUrl,
    secureCookies: options.cookie.secure,
    // Derived, so no new secret has to be configured; the label keeps it apart from other uses.
    cookieKey: createHmac('sha256', options.clientSecret).update('mercato idp cookies').digest('base64url'),
    providers: options.identityProviders,
  };

  // React Router reads the raw body itself (forms, single-fetch); Fastify must not consume it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  // Methods Fastify has no route for at all (WebDAV's PROPFIND, SEARCH…) end here, not in a 404.
  app.setNotFoundHandler(
    (request, reply) => refuseUnservable(request, reply) ?? sendPlainPage(reply, 404, 'Not found.'),
  );
  app.all('/*', async (request, reply) => {
    const refused = refuseUnservable(request, reply);
    if (refused) return refused;
    const url = requestUrlOf(request);
    if (!url) return sendPlainPage(reply, 400, 'Bad request: the Host header is not a valid host name.');
    const form = await formBodyOf(request, reply, url);
    if ('refused' in form) return form.refused;
    const session = cookieTokenStore(request.headers.cookie);
    // The console's session (ADR 019): its own cookie, read by console pages only.
    const consoleSession = cookieOperatorTokenStore(request.headers.cookie);
    // The database as this request finds it, read before anything else: a write during the render
    // makes what the render kept stale at once. Unreadable: nothing shared is trusted, nothing kept.
    const mark = await options.changeMark?.().catch(() => undefined);
    const userSdk = (assetPreview?: string) =>
      createSdk({
        transport: options.transportFor(request.ip),
        clientId: options.clientId,
        clientSecret: options.clientSecret,
        tokenStore: session.store,
        anonymousTokenStore,
        sharedRefreshes: refreshes,
        ...(assetPreview ? { assetPreview } : {}),
      });
    // An operator's preview of a draft (ADR 019): while its link lives, this browser's pages read
    // the assets with the draft laid over them, never the shared reads; an ended one is forgotten.
    const previewToken = previewTokenOf(request.headers.cookie);
    const previewing =
      previewToken !== null &&
      (await userSdk()
        .assets.previewOf(previewToken)
        .catch(() => null)) !== null;
    const sdk = previewing ? userSdk(previewToken) : withPublicReads(userSdk(), mark);
    // What a kept page must have been rendered from to be used: the configuration version and the
    // database's change mark. Neither known (the marketplace in maintenance, say): nothing is kept.
    const cacheKey = pageCache ? pageCacheKeyOf(request.method, url, request.headers.cookie) : null;
    let validity: string | null = null;
    if (cacheKey && pageCache && mark !== undefined) {
      validity = await sdk.assets.config().then(
        (config) => `${config.version} ${mark}`,
        () => null,
      );
      const kept = validity === null ? undefined : pageCache.get(cacheKey, validity);
      if (kept) return sendKeptPage(request, reply, pageCache, cacheKey, kept);
    }
    const cspNonce = randomBytes(16).toString('base64');
    const context: AppLoadContext = {
      cspNonce,
      rootUrl: identityProviderSettings.rootUrl,
      clientId: options.clientId,
      session: {
        sdk,
        isLoggedIn: !sdk.authInfo().isAnonymous,
        trustedSdk: async () =>
          createSdk({
            transport: options.transportFor(request.ip),
            clientId: options.clientId,
            tokenStore: memoryTokenStore(await sdk.exchangeToken()),
            anonymousTokenStore,
          }),
      },
      adminSdk: createAdminSdk({
        transport: options.transportFor(request.ip),
        tokenStore: consoleSession.store,
      }),
      identityProviders,
      identityProviderSettings,
      testPayments: options.testPayments,
      stripePublishableKey: options.stripePublishableKey ?? null,
      errorReporting: options.errorReporting ?? null,
      ...(options.reportError ? { reportError: options.reportError } : {}),
      pageCache: validity !== null,
      ...(mark === undefined ? {} : { changeMark: mark }),
    };
    const response = await handle(toWebRequest(request, reply, url, form.body), context);
    // The renderer marks a public page it rendered whole; it is kept unless the visitor now has
    // a session or a cookie (a page may still set one) or the page failed.
    const keep =
      response.headers.has(PAGE_CACHE_HEADER) &&
      response.status === 200 &&
      !response.headers.has('set-cookie') &&
      !session.hasChanged() &&
      !consoleSession.hasChanged();
    if (keep && cacheKey && pageCache && validity !== null) {
      const headers = [...response.headers].filter(([name]) => name !== PAGE_CACHE_HEADER);
      const body = Buffer.from(await response.arrayBuffer());
      const kept = pageCache.set(cacheKey, { status: response.status, headers, body, validity });
      return sendKeptPage(request, reply, pageCache, cacheKey, kept);
    }

    reply.status(response.status);
    for (const [key, value] of response.headers) {
      if (key === 'set-cookie' || key === PAGE_CACHE_HEADER) continue;
      reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (session.hasChanged()) cookies.push(serializeSessionCookie(session.current(), options.cookie));
    if (consoleSession.hasChanged())
      cookies.push(serializeConsoleCookie(consoleSession.current(), options.cookie));
    if (previewToken !== null && !previewing && !cookies.some((c) => c.startsWith(`${PREVIEW_COOKIE}=`)))
      cookies.push(serializePreviewCookie(null, 0, options.cookie));
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    // A console page shows what only operators may see, a preview an unsaved draft: never kept by a
    // browser or a proxy.
    if (
      session.hasChanged() ||
      sdk.authInfo().isAnonymous === false ||
      isConsolePath(url.pathname) ||
      previewToken !== null
    )
      reply.header('cache-control', 'private, no-store');
    if (!response.body || request.method === 'HEAD') return reply.send();
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
  });
}
