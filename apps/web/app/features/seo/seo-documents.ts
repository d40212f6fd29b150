/**
 * The crawler-facing documents of the site (spec §2 resource routes): `robots.txt`, the sitemaps
 * of the sitemaps.org protocol and the web app manifest, built as text from plain values so that
 * they can be tested without a server. Every URL in them is absolute, made from `ROOT_URL`.
 */

/** Paths that only make sense for a logged-in user or are not pages at all. */
export const PRIVATE_PATHS = [
  '/inbox',
  '/account',
  '/listings',
  '/l/new',
  '/profile-settings',
  '/order',
  '/sale',
  '/api',
  '/login-as',
  '/reset-password',
  '/verify-email',
] as const;

/** The sitemaps the index names, in order. */
export const SITEMAP_FILES = [
  '/sitemap-default.xml',
  '/sitemap-recent-listings.xml',
  '/sitemap-recent-pages.xml',
] as const;

/** The public pages every marketplace has (spec §2), for `/sitemap-default.xml`. */
export const DEFAULT_PAGES = [
  '/',
  '/s',
  '/terms-of-service',
  '/privacy-policy',
  '/login',
  '/signup',
] as const;

/** Pages with routes of their own, left out of the CMS pages' sitemap. */
export const PAGES_WITH_OWN_ROUTES = ['landing-page', 'terms-of-service', 'privacy-policy'] as const;

const PAGE_ASSET_PREFIX = '/content/pages/';
const PAGE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text as XML character data or attribute value: the five special characters escaped, and
 * characters XML 1.0 does not allow at all (most control characters, lone surrogates) dropped.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** `ROOT_URL` without a trailing slash, so that paths can be appended. */
export function siteOrigin(rootUrl: string): string {
  return rootUrl.replace(/\/+$/, '');
}

/** An absolute URL of a site path. */
export function absoluteUrl(rootUrl: string, path: string): string {
  return `${siteOrigin(rootUrl)}${path.startsWith('/') ? path : `/${path}`}`;
}

/** One URL of a sitemap, optionally with the date it last changed. */
export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${tag}>`;
}

/** A `<urlset>` sitemap of absolute URLs. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const body = entries.map((entry) => `  ${entryXml('url', entry)}\n`).join('');
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">\n${body}</urlset>\n`;
}

/** A `<sitemapindex>` naming other sitemaps by absolute URL. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  const body = entries.map((entry) => `  ${entryXml('sitemap', entry)}\n`).join('');
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${body}</sitemapindex>\n`;
}

/**
 * `robots.txt`: everything may be crawled except the private paths, and the sitemap index is named.
 * A private marketplace shows nothing to visitors, so it asks every crawler to stay away.
 */
export function robotsTxt(options: { rootUrl: string; privateMarketplace: boolean }): string {
  if (options.privateMarketplace) return 'User-agent: *\nDisallow: /\n';
  const disallow = PRIVATE_PATHS.map((path) => `Disallow: ${path}\n`).join('');
  return `User-agent: *\nAllow: /\n${disallow}\nSitemap: ${absoluteUrl(options.rootUrl, '/sitemap-index.xml')}\n`;
}

/** The id of a CMS page from its asset path (`/content/pages/about.json` → `about`), if it is one. */
export function pageIdOfAssetPath(assetPath: string): string | null {
  if (!assetPath.startsWith(PAGE_ASSET_PREFIX) || !assetPath.endsWith('.json')) return null;
  const id = assetPath.slice(PAGE_ASSET_PREFIX.length, -'.json'.length);
  return PAGE_ID.test(id) ? id : null;
}

/** The `/p/:pageId` paths of the page assets, without the pages that have routes of their own. */
export function cmsPagePaths(assetPaths: readonly string[]): string[] {
  const ids = assetPaths
    .map(pageIdOfAssetPath)
    .filter((id): id is string => id !== null)
    .filter((id) => !(PAGES_WITH_OWN_ROUTES as readonly string[]).includes(id));
  return [...new Set(ids)].sort().map((id) => `/p/${encodeURIComponent(id)}`);
}

/** One icon of the web app manifest. */
export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The web app manifest (`/site.webmanifest`) of the marketplace. */
export function webManifest(options: {
  name: string;
  themeColor: string;
  icons: readonly ManifestIcon[];
}): Record<string, unknown> {
  const name = options.name.trim() || 'Mercato';
  return {
    name,
    short_name: name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: options.themeColor,
    background_color: '#ffffff',
    icons: options.icons,
  };
}
