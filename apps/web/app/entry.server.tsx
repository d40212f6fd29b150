import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, isRouteErrorResponse, ServerRouter } from 'react-router';
import { contentSecurityPolicy } from '../server/security-headers.ts';
import { mapStyleOriginOf } from './features/maps/map-settings.ts';
import { NonceProvider } from './lib/nonce.tsx';

const STREAM_TIMEOUT_MS = 5_000;

/** Renders a document: streamed to browsers, complete for bots; CSP with this request's nonce. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext.cspNonce;
  // Every page may show a map after a client-side navigation, so each document allows the style's origin.
  const mapOrigin = await loadContext.session.sdk.assets
    .config()
    .then((config) => mapStyleOriginOf(config.data.maps))
    .catch(() => null);
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
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          responseHeaders.set(
            'Content-Security-Policy',
            contentSecurityPolicy(nonce, mapOrigin, loadContext.rootUrl),
          );
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

/**
 * Errors of loaders, actions and rendering, for the server log. A request the app refused on its
 * own terms (a POST to a page without a form: 405, a missing route: 404) is the sender's error and
 * is answered, not logged with a stack; aborted requests (the visitor left) are not errors at all.
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
}
