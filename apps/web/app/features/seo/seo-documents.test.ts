import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  cmsPagePaths,
  escapeXml,
  pageIdOfAssetPath,
  robotsTxt,
  sitemapIndexXml,
  urlsetXml,
  webManifest,
} from './seo-documents.ts';

describe('escapeXml', () => {
  it('escapes the five special characters and drops characters XML cannot hold', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('tab\there\u0000\u0008\uFFFE')).toBe('tab\there');
    expect(escapeXml('lone \uD800 surrogate, pair 😀 kept')).toBe('lone  surrogate, pair 😀 kept');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });
});

describe('sitemaps', () => {
  it('builds a urlset of escaped absolute URLs', () => {
    const xml = urlsetXml([
      { loc: 'https://example.com/l/a-b/1?x=1&y=<2>' },
      { loc: 'https://example.com/', lastmod: new Date('2026-11-23T10:00:00Z') },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://example.com/l/a-b/1?x=1&amp;y=&lt;2&gt;</loc></url>\n' +
        '  <url><loc>https://example.com/</loc><lastmod>2026-11-23T10:00:00.000Z</lastmod></url>\n' +
        '</urlset>\n',
    );
    expect(urlsetXml([])).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>',
    );
  });

  it('builds a sitemap index', () => {
    const xml = sitemapIndexXml([{ loc: 'https://example.com/sitemap-default.xml' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://example.com/sitemap-default.xml</loc></sitemap>');
  });

  it('makes absolute URLs whether ROOT_URL ends with a slash or not', () => {
    expect(absoluteUrl('https://example.com/', '/s')).toBe('https://example.com/s');
    expect(absoluteUrl('https://example.com', 's')).toBe('https://example.com/s');
  });

  it('lists CMS pages but not the pages with routes of their own', () => {
    const paths = cmsPagePaths([
      '/content/pages/landing-page.json',
      '/content/pages/terms-of-service.json',
      '/content/pages/privacy-policy.json',
      '/content/pages/about.json',
      '/content/pages/faq.json',
      '/content/pages/nested/x.json',
      '/content/pages/notes.txt',
      '/content/translations.json',
    ]);
    expect(paths).toEqual(['/p/about', '/p/faq']);
    expect(pageIdOfAssetPath('/content/pages/how_it-works.json')).toBe('how_it-works');
    expect(pageIdOfAssetPath('/content/pages/.json')).toBeNull();
  });
});

describe('robotsTxt', () => {
  it('allows all but the private paths and names the sitemap index', () => {
    const text = robotsTxt({ rootUrl: 'https://example.com/', privateMarketplace: false });
    expect(text.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    for (const path of [
      '/inbox',
      '/account',
      '/listings',
      '/l/new',
      '/profile-settings',
      '/order',
      '/sale',
      '/api',
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toContain('Disallow: /\n');
    expect(text).toContain('Sitemap: https://example.com/sitemap-index.xml\n');
  });

  it('asks crawlers to stay away from a private marketplace', () => {
    expect(robotsTxt({ rootUrl: 'https://example.com', privateMarketplace: true })).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });
});

describe('webManifest', () => {
  it('names the marketplace with its colour and icons', () => {
    const icons = [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }];
    expect(webManifest({ name: ' Sauna Rentals ', themeColor: '#7c3aed', icons })).toEqual({
      name: 'Sauna Rentals',
      short_name: 'Sauna Rentals',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#7c3aed',
      background_color: '#ffffff',
      icons,
    });
    expect(webManifest({ name: '', themeColor: '#000000', icons: [] }).name).toBe('Mercato');
  });
});
