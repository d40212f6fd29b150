import { createHash } from 'node:crypto';
import { GOOGLE_TAG_ORIGIN } from '../app/lib/analytics.ts';

/**
 * Which inline scripts a page may run: those carrying this response's nonce (a page streamed as it
 * renders, whose scripts are not known when the headers go out), or those with these SHA-256
 * hashes (a page rendered whole, as the page cache keeps them: the same bytes go to every visitor,
 * so no nonce could stay secret).
 */
export type ScriptPermit = { nonce: string } | { hashes: readonly string[] };

/** What a page may reach besides its own origin, from the configuration and the environment. */
export interface PageOrigins {
  /** The map style's origin (`maps.mapStyleUrl`): MapLibre loads the style, tiles, glyphs and sprites there. */
  mapOrigin?: string | null;
  /** `ROOT_URL`: images are signed under it, also for a page opened under another name of the server. */
  rootUrl?: string | null;
  /** Payments go through Stripe: Stripe.js, its API and its frames. */
  stripe?: boolean;
  /** The error tracker's origin (SENTRY_DSN): the browser's errors and traces go there. */
  errorReporting?: string | null;
  /** Google Analytics runs (a valid `G-` id in the configuration): Google's tag and its collectors. */
  analytics?: boolean;
}

/**
 * Content-Security-Policy of HTML pages: scripts only from us or permitted inline ones, plus the
 * outside origins `origins` says the page needs.
 */
export function contentSecurityPolicy(scripts: ScriptPermit, origins: PageOrigins = {}): string {
  const {
    mapOrigin = null,
    rootUrl = null,
    stripe = false,
    errorReporting = null,
    analytics = false,
  } = origins;
  const rootOrigin = rootUrl ? new URL(rootUrl).origin : null;
  const inline = 'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes;
  const connect = [
    "'self'",
    ...(mapOrigin ? [mapOrigin] : []),
    ...(stripe ? [STRIPE_API_ORIGIN] : []),
    ...(errorReporting ? [errorReporting] : []),
    ...(analytics ? GOOGLE_ANALYTICS_CONNECT : []),
  ];
  const images = [
    "'self'",
    ...(rootOrigin ? [rootOrigin] : []),
    'data:',
    'blob:',
    ...(analytics ? GOOGLE_ANALYTICS_IMAGES : []),
  ];
  return [
    "default-src 'self'",
    [
      'script-src',
      "'self'",
      ...inline,
      ...(stripe ? [STRIPE_JS_ORIGIN] : []),
      ...(analytics ? [GOOGLE_TAG_ORIGIN] : []),
    ].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', ...images].join(' '),
    "font-src 'self'",
    ['connect-src', ...connect].join(' '),
    ...(stripe ? [`frame-src ${STRIPE_JS_ORIGIN} ${STRIPE_HOOKS_ORIGIN}`] : []),
    // Session replay compresses in a worker it starts from a blob.
    ...(errorReporting ? ["worker-src 'self' blob:"] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Where Google Analytics 4 sends its hits, as Google lists them for a CSP (its tag: GOOGLE_TAG_ORIGIN). */
const GOOGLE_ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const GOOGLE_ANALYTICS_IMAGES = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

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
