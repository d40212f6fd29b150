/**
 * Content-Security-Policy of HTML pages: scripts only from us or with this request's nonce. A map
 * style of the configuration (`maps.mapStyleUrl`) adds its origin to what pages may fetch: MapLibre
 * loads the style, its tiles, glyphs and sprites from there. Image URLs are signed under `ROOT_URL`,
 * so its origin may serve images even to a page opened under another name of the same server
 * (`127.0.0.1` for `localhost`).
 */
export function contentSecurityPolicy(
  nonce: string,
  mapOrigin: string | null = null,
  rootUrl: string | null = null,
): string {
  const rootOrigin = rootUrl ? new URL(rootUrl).origin : null;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    rootOrigin ? `img-src 'self' ${rootOrigin} data: blob:` : "img-src 'self' data: blob:",
    "font-src 'self'",
    mapOrigin ? `connect-src 'self' ${mapOrigin}` : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every response of the server carries, whatever its ROOT_URL. */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * Headers every response of the server carries (pages, assets and the API). An https `ROOT_URL`
 * adds HSTS, so browsers never again try the site over plain http, where a network attacker could
 * answer first.
 */
export function securityHeadersFor(rootUrl: string): Record<string, string> {
  if (new URL(rootUrl).protocol !== 'https:') return BASE_SECURITY_HEADERS;
  return { ...BASE_SECURITY_HEADERS, 'strict-transport-security': 'max-age=31536000; includeSubDomains' };
}
