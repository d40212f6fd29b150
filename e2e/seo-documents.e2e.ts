import { describe, expect, it } from 'vitest';
import { useMercato } from './support/fixture.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The `<loc>` values of a sitemap or sitemap index, unescaped. */
function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
}

async function fetchDocument(url: string) {
  const res = await fetch(url);
  return { res, text: await res.text() };
}

// What a crawler and a browser fetch besides pages, from the built server with the demo data.
describe('robots.txt, sitemaps and the web app manifest', () => {
  const { server } = useMercato({ browser: false, env: { SEED_DEMO_DATA: 'true' } });

  it('serves robots.txt naming the sitemap index and keeping crawlers out of private paths', async () => {
    const { res, text } = await fetchDocument(`${server.baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(text).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/inbox', '/account', '/listings', '/l/new', '/profile-settings', '/api']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${server.baseUrl}/sitemap-index.xml`);
  });

  it('serves a sitemap index whose sitemaps all answer with absolute URLs of real pages', async () => {
    const index = await fetchDocument(`${server.baseUrl}/sitemap-index.xml`);
    expect(index.res.status).toBe(200);
    expect(index.res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(index.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex')).toBe(true);
    const sitemaps = locsOf(index.text);
    expect(sitemaps).toEqual([
      `${server.baseUrl}/sitemap-default.xml`,
      `${server.baseUrl}/sitemap-recent-listings.xml`,
      `${server.baseUrl}/sitemap-recent-pages.xml`,
    ]);

    const urls: string[] = [];
    for (const sitemap of sitemaps) {
      const { res, text } = await fetchDocument(sitemap);
      expect(res.status, sitemap).toBe(200);
      expect(res.headers.get('content-type'), sitemap).toBe('application/xml; charset=utf-8');
      expect(text, sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      urls.push(...locsOf(text));
    }
    expect(urls).toEqual(
      expect.arrayContaining([
        `${server.baseUrl}/`,
        `${server.baseUrl}/s`,
        `${server.baseUrl}/terms-of-service`,
        `${server.baseUrl}/privacy-policy`,
        `${server.baseUrl}/login`,
        `${server.baseUrl}/signup`,
        `${server.baseUrl}/p/about`,
      ]),
    );
    expect(urls).not.toContain(`${server.baseUrl}/p/landing-page`);
    const listings = urls.filter((url) => url.startsWith(`${server.baseUrl}/l/`));
    expect(listings.length).toBeGreaterThan(0);
    for (const url of listings) expect(url).toMatch(new RegExp(`/l/[a-z0-9-]+/${UUID}$`));
    expect(listings).toContainEqual(expect.stringMatching(new RegExp(`/l/sunrise-yoga-by-the-sea/${UUID}$`)));
    // Every URL is a page that answers, without a redirect: the listing links are canonical.
    for (const url of [...listings.slice(0, 3), `${server.baseUrl}/p/about`]) {
      const res = await fetch(url, { redirect: 'manual' });
      expect(res.status, url).toBe(200);
    }
  });

  it('serves the web app manifest, linked from every page', async () => {
    const { res, text } = await fetchDocument(`${server.baseUrl}/site.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = JSON.parse(text) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Mercato Demo',
      start_url: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      icons: [expect.objectContaining({ src: '/favicon.svg', type: 'image/svg+xml' })],
    });
    expect((await fetch(`${server.baseUrl}/favicon.svg`)).status).toBe(200);
    // Pages that name no icon make browsers ask for /favicon.ico: it leads to the same icon.
    const ico = await fetch(`${server.baseUrl}/favicon.ico`, { redirect: 'manual' });
    expect([ico.status, ico.headers.get('location')]).toEqual([301, '/favicon.svg']);
    const landing = await fetch(`${server.baseUrl}/`).then((r) => r.text());
    expect(landing).toMatch(/<link [^>]*rel="manifest" href="\/site\.webmanifest"/);
  });
});

describe('robots.txt and sitemaps of a private marketplace', () => {
  const { server } = useMercato({
    browser: false,
    env: { SEED_DEMO_DATA: 'true' },
    marketplaceConfig: {
      accessControl: {
        marketplace: { private: true },
        users: { requireApprovalToJoin: false },
        listings: { requireApprovalToPublish: false },
      },
    },
  });

  it('keeps every crawler out and lists no listing', async () => {
    const robots = await fetchDocument(`${server.baseUrl}/robots.txt`);
    expect(robots.text).toBe('User-agent: *\nDisallow: /\n');
    const listings = await fetchDocument(`${server.baseUrl}/sitemap-recent-listings.xml`);
    expect(listings.res.status).toBe(200);
    expect(locsOf(listings.text)).toEqual([]);
  });
});
