import { SdkError } from '@mercato/sdk/sdk-error';
import { describe, expect, it } from 'vitest';
import type { LoaderArgs } from '../../lib/context.ts';
import {
  loadRecentListingsSitemap,
  loadRecentPagesSitemap,
  loadRobots,
  loadWebManifest,
} from './seo.server.ts';

interface FakeOptions {
  private?: boolean;
  config?: () => Promise<unknown>;
  listings?: () => Promise<unknown>;
}

/** Loader arguments over a fake SDK with just the calls these documents make. */
function argsWith(options: FakeOptions = {}): LoaderArgs {
  const config = {
    data: {
      accessControl: { marketplace: { private: options.private ?? false } },
      branding: { marketplaceColor: '#112233' },
    },
    version: 'v1',
  };
  const sdk = {
    assets: { config: options.config ?? (async () => config) },
    marketplace: { show: async () => ({ data: { attributes: { name: 'Tools & <Things>' } } }) },
    sitemapData: {
      queryListings:
        options.listings ??
        (async () => ({
          data: [
            {
              id: '7b0f4c1e-0000-4000-8000-000000000001',
              type: 'listing',
              attributes: { title: 'Drill & saw' },
            },
          ],
        })),
      queryAssets: async () => ({
        data: [
          { attributes: { assetPath: '/content/pages/landing-page.json' } },
          { attributes: { assetPath: '/content/pages/how-it-works.json' } },
        ],
      }),
    },
  };
  return {
    request: new Request('https://shop.example/x'),
    params: {},
    context: { rootUrl: 'https://shop.example/', session: { sdk, isLoggedIn: false } },
  } as unknown as LoaderArgs;
}

describe('seo documents from the platform', () => {
  it('links listings canonically with escaped, absolute URLs', async () => {
    const res = await loadRecentListingsSitemap(argsWith());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await res.text()).toContain(
      '<loc>https://shop.example/l/drill-saw/7b0f4c1e-0000-4000-8000-000000000001</loc>',
    );
  });

  it('lists no listing of a private marketplace, even when the platform would answer', async () => {
    const res = await loadRecentListingsSitemap(argsWith({ private: true }));
    expect(await res.text()).not.toContain('<url>');
    const refused = await loadRecentListingsSitemap(
      argsWith({ listings: async () => Promise.reject(new SdkError(403, [])) }),
    );
    expect(refused.status).toBe(200);
    expect(await refused.text()).not.toContain('<url>');
  });

  it('lists CMS pages only', async () => {
    const text = await (await loadRecentPagesSitemap(argsWith())).text();
    expect(text).toContain('<loc>https://shop.example/p/how-it-works</loc>');
    expect(text).not.toContain('landing-page');
  });

  it('answers 503 with Retry-After, not cached, while the configuration cannot be read', async () => {
    const res = await loadRobots(argsWith({ config: async () => Promise.reject(new SdkError(500, [])) }));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('lets other failures through', async () => {
    await expect(
      loadRecentListingsSitemap(argsWith({ listings: async () => Promise.reject(new SdkError(429, [])) })),
    ).rejects.toBeInstanceOf(SdkError);
  });

  it('names the manifest after the marketplace in its brand colour', async () => {
    const res = await loadWebManifest(argsWith());
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(await res.json()).toMatchObject({ name: 'Tools & <Things>', theme_color: '#112233' });
  });
});
