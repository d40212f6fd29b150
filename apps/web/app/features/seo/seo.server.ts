import { SdkError } from '@mercato/sdk/sdk-error';
import type { LoaderArgs } from '../../lib/context.ts';
import { listingPath } from '../listings/listing-paths.ts';
import { isConfigurationOutage, MAINTENANCE_RETRY_AFTER_SECONDS } from '../maintenance/maintenance.ts';
import {
  absoluteUrl,
  cmsPagePaths,
  DEFAULT_PAGES,
  robotsTxt,
  SITEMAP_FILES,
  sitemapIndexXml,
  urlsetXml,
  webManifest,
} from './seo-documents.ts';

type Context = LoaderArgs['context'];

/** Crawlers come back often enough; a new listing shows up in its sitemap within this time. */
const CACHE_LONG = 'public, max-age=3600';
const CACHE_SHORT = 'public, max-age=900';

const XML = 'application/xml; charset=utf-8';

function textResponse(body: string, contentType: string, cacheControl: string): Response {
  return new Response(body, {
    status: 200,
    headers: { 'content-type': contentType, 'cache-control': cacheControl },
  });
}

function unavailable(): Response {
  return new Response('The marketplace is under maintenance.\n', {
    status: 503,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(MAINTENANCE_RETRY_AFTER_SECONDS),
    },
  });
}

/**
 * Runs a document builder; while the configuration cannot be read (maintenance mode) the answer is
 * a short 503 that crawlers retry, never a cached error.
 */
async function serve(build: () => Promise<Response>): Promise<Response> {
  try {
    return await build();
  } catch (error) {
    if (isConfigurationOutage(error)) return unavailable();
    throw error;
  }
}

async function isPrivate(context: Context): Promise<boolean> {
  const { data: config } = await context.session.sdk.assets.config();
  return config.accessControl.marketplace.private;
}

/** `/robots.txt`. */
export function loadRobots({ context }: LoaderArgs): Promise<Response> {
  return serve(async () =>
    textResponse(
      robotsTxt({ rootUrl: context.rootUrl, privateMarketplace: await isPrivate(context) }),
      'text/plain; charset=utf-8',
      CACHE_LONG,
    ),
  );
}

/** `/sitemap-index.xml`: the three sitemaps of the site. */
export function loadSitemapIndex({ context }: LoaderArgs): Promise<Response> {
  return serve(async () =>
    textResponse(
      sitemapIndexXml(SITEMAP_FILES.map((path) => ({ loc: absoluteUrl(context.rootUrl, path) }))),
      XML,
      CACHE_LONG,
    ),
  );
}

/** `/sitemap-default.xml`: the pages every marketplace has. */
export function loadDefaultSitemap({ context }: LoaderArgs): Promise<Response> {
  return serve(async () =>
    textResponse(
      urlsetXml(DEFAULT_PAGES.map((path) => ({ loc: absoluteUrl(context.rootUrl, path) }))),
      XML,
      CACHE_LONG,
    ),
  );
}

/**
 * `/sitemap-recent-listings.xml`: the canonical pages of the most recent published listings. A
 * private marketplace lists none (its listings are for members, whoever asks): the document never
 * depends on the visitor.
 */
export function loadRecentListingsSitemap({ context }: LoaderArgs): Promise<Response> {
  return serve(async () => {
    if (await isPrivate(context)) return textResponse(urlsetXml([]), XML, CACHE_SHORT);
    let listings: { id: string; title: string }[] = [];
    try {
      const res = await context.session.sdk.sitemapData.queryListings({ 'fields.listing': 'title' });
      listings = res.data.map((listing) => ({ id: listing.id, title: listing.attributes.title ?? '' }));
    } catch (error) {
      // The marketplace turned private between the two calls: nothing to list.
      if (!(SdkError.is(error) && error.status === 403)) throw error;
    }
    const entries = listings.map((listing) => ({ loc: absoluteUrl(context.rootUrl, listingPath(listing)) }));
    return textResponse(urlsetXml(entries), XML, CACHE_SHORT);
  });
}

/** `/sitemap-recent-pages.xml`: the CMS pages (`/p/:pageId`) of the hosted page assets. */
export function loadRecentPagesSitemap({ context }: LoaderArgs): Promise<Response> {
  return serve(async () => {
    const res = await context.session.sdk.sitemapData.queryAssets({ pathPrefix: '/content/pages/' });
    const paths = cmsPagePaths(res.data.map((asset) => asset.attributes.assetPath));
    return textResponse(
      urlsetXml(paths.map((path) => ({ loc: absoluteUrl(context.rootUrl, path) }))),
      XML,
      CACHE_SHORT,
    );
  });
}

/** `/site.webmanifest`: the marketplace's name and brand colour, the favicon as its icon. */
export function loadWebManifest({ context }: LoaderArgs): Promise<Response> {
  return serve(async () => {
    const [{ data: config }, marketplace] = await Promise.all([
      context.session.sdk.assets.config(),
      context.session.sdk.marketplace.show(),
    ]);
    const manifest = webManifest({
      name: marketplace.data.attributes.name,
      themeColor: config.branding.marketplaceColor,
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
    return textResponse(
      `${JSON.stringify(manifest, null, 2)}\n`,
      'application/manifest+json; charset=utf-8',
      CACHE_LONG,
    );
  });
}
