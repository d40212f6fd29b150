import { createHash } from 'node:crypto';

/**
 * Which inline scripts a page may run: those carrying this response's nonce (a page streamed as it
 * renders, whose scripts are not known when the headers go out), or those with these SHA-256
 * hashes (a page rendered whole, as the page cache keeps them: the same bytes go to every visitor,
 * so no nonce could stay secret).
 */
export type ScriptPermit = { nonce: string } | { hashes: readonly string[] };

/**
 * Content-Security-Policy of HTML pages: scripts only from us or permitted inline ones. A map
 * style of the configuration (`maps.mapStyleUrl`) adds its origin to what pages may fetch: MapLibre
 * loads the style, its tiles, glyphs and sprites from there. Image URLs are signed under `ROOT_URL`,
 * so its origin may serve images even to a page opened under another name of the same server
 * (`127.0.0.1` for `localhost`).
 */
export function contentSecurityPolicy(
  scripts: ScriptPermit,
  mapOrigin: string | null = null,
  rootUrl: string | null = null,
  stripe = false,
): string {
  const rootOrigin = rootUrl ? new URL(rootUrl).origin : null;
  const inline = 'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes;
  const connect = ["'self'", ...(mapOrigin ? [mapOrigin] : []), ...(stripe ? [STRIPE_API_ORIGIN] : [])];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inline, ...(stripe ? [STRIPE_JS_ORIGIN] : [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    rootOrigin ? `img-src 'self' ${rootOrigin} data: blob:` : "img-src 'self' data: blob:",
    "font-src 'self'",
    ['connect-src', ...connect].join(' '),
    // Stripe.js draws its card fields and 3-D Secure pages in frames of its own origins.
    ...(stripe ? [`frame-src ${STRIPE_JS_ORIGIN} ${STRIPE_HOOKS_ORIGIN}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Stripe.js's origins, as Stripe documents them for a CSP: its script (which Stripe requires be
 * loaded from its own origin, never bundled), its API, and its frames.
 */
export const STRIPE_JS_ORIGIN = 'https://js.stripe.com';
export const STRIPE_API_ORIGIN = 'https://api.stripe.com';
export const STRIPE_HOOKS_ORIGIN = 'https://hooks.stripe.com';

// An inline script as React renders one: React escapes every text it writes into a page, so `<script`
// only starts an element the page's own components made, and `</script` inside one is escaped.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The CSP hash sources (`'sha256-…'`) of a rendered page's inline scripts, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
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
