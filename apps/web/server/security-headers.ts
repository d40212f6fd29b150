/** Content-Security-Policy of HTML pages: scripts only from us or with this request's nonce. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
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
