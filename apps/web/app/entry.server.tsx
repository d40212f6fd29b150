import { Writable } from 'node:stream';
import { resolveGoogleAnalyticsId } from '@mercato/core/config/analytics';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, isRouteErrorResponse, ServerRouter } from 'react-router';
import { PAGE_CACHE_HEADER } from '../server/page-cache-header.ts';
import { lowPriorityScriptPreloadStream, lowPriorityScriptPreloads } from '../server/script-preloads.ts';
import { contentSecurityPolicy, inlineScriptHashes, type PageOrigins } from '../server/security-headers.ts';
import { mapStyleOriginOf } from './features/maps/map-settings.ts';
import { errorReportingOriginOf } from './lib/error-reporting.ts';
import { NonceProvider } from './lib/nonce.tsx';
import { isPublicPage } from './lib/page-cache.ts';

const STREAM_TIMEOUT_MS = 5_000;

/**
 * Renders a document: streamed to browsers, complete for bots; CSP with this request's nonce. A
 * public page asked for without a session is rendered whole instead, its inline scripts permitted
 * by their hashes, and marked for the server's page cache. Either way its scripts are preloaded at
 * low priority, after what the first paint needs (`script-preloads.ts`).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext.cspNonce;
  // Every page may show a map after a client-side navigation, so each document allows the style's
  // origin; and Google's tag when the configuration has a valid analytics id.
  const configured = await loadContext.session.sdk.assets
    .config()
    .then((config) => ({
      mapOrigin: mapStyleOriginOf(config.data.maps),
      analytics: Boolean(resolveGoogleAnalyticsId(config.data.analytics?.googleAnalyticsId).id),
    }))
    .catch(() => ({ mapOrigin: null, analytics: false }));
  const origins: PageOrigins = {
    ...configured,
    rootUrl: loadContext.rootUrl,
    stripe: Boolean(loadContext.stripePublishableKey),
    errorReporting: errorReportingOriginOf(loadContext.errorReporting),
  };
  if (loadContext.pageCache && responseStatusCode === 200 && isPublicPage(routerContext)) {
    return renderWhole(request, responseHeaders, routerContext, origins);
  }
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          const body = lowPriorityScriptPreloadStream();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          responseHeaders.set('Content-Security-Policy', contentSecurityPolicy({ nonce }, origins));
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, STREAM_TIMEOUT_MS + 1000);
  });
}

export const streamTimeout = STREAM_TIMEOUT_MS;

/** The whole page as one text, for the page cache: same bytes for every visitor, so no nonce. */
function renderWhole(
  request: Request,
  responseHeaders: Headers,
  routerContext: EntryContext,
  origins: PageOrigins,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const collector = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              const html = lowPriorityScriptPreloads(Buffer.concat(chunks).toString('utf8'));
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              responseHeaders.set(
                'Content-Security-Policy',
                contentSecurityPolicy({ hashes: inlineScriptHashes(html) }, origins),
              );
              // A page that failed somewhere inside is sent as it is, never kept.
              if (!failed) responseHeaders.set(PAGE_CACHE_HEADER, 'keep');
              resolve(new Response(html, { headers: responseHeaders, status: failed ? 500 : 200 }));
              done();
            },
          });
          pipe(collector);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          console.error(error);
        },
      },
    );
    setTimeout(abort, STREAM_TIMEOUT_MS + 1000);
  });
}

/**
 * Errors of loaders, actions and rendering, for the server log and the error tracker. A request the app refused on its
 * own terms (a POST to a page without a form: 405, a missing route: 404) is the sender's error and
 * is answered, not logged with a stack; aborted requests (the visitor left) are not errors at all.
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context?: AppLoadContext | undefined },
): void {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
  context?.reportError?.(error);
}
