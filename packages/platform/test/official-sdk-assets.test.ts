import { expect, it } from 'vitest';
import { describeEachDialectOverHttp } from './harness.ts';
import { officialSdk } from './support/official-sdk.ts';

/** The app-wide assets the Sharetribe Web Template fetches together (configDefault.js appCdnAssets). */
const APP_ASSETS = [
  'content/top-bar.json',
  'design/branding.json',
  'design/layout.json',
  'general/localization.json',
  'general/access-control.json',
  'users/user-types.json',
  'users/user-fields.json',
  'listings/listing-categories.json',
  'listings/listing-types.json',
  'listings/listing-fields.json',
  'listings/listing-search.json',
  'transactions/minimum-transaction-size.json',
  'integrations/analytics.json',
  'integrations/google-search-console.json',
  'integrations/map.json',
];
const PAGES = ['landing-page', 'terms-of-service', 'privacy-policy', 'about'];

interface AssetsResponse {
  status: number;
  data: {
    data: { id: string; type: string; attributes: { assetPath: string; data: Record<string, unknown> } }[];
    included: { id: string; type: string; attributes: { variants: Record<string, { url: string }> } }[];
    meta: { version: string };
  };
}
interface AssetResponse {
  status: number;
  data: { data: Record<string, unknown>; included: unknown[]; meta: { version: string } };
}

// The official SDK's Asset Delivery API methods, unchanged, against a listening platform: the calls
// and URL forms the template makes at start, for pages and on its server (commission).
describeEachDialectOverHttp('official sharetribe-flex-sdk: hosted assets', (_platform, baseUrl) => {
  const newSdk = () => officialSdk(baseUrl(), { assetCdnBaseUrl: baseUrl() });

  it('assetsByAlias and assetsByVersion return every app-wide asset by its absolute path', async () => {
    const sdk = newSdk();
    const latest = (await sdk.assetsByAlias({ paths: APP_ASSETS, alias: 'latest' })) as AssetsResponse;
    expect(latest.status).toBe(200);
    const version = latest.data.meta.version;
    expect(latest.data.data.map((a) => a.attributes.assetPath).sort()).toEqual(
      APP_ASSETS.map((p) => `/${p}`).sort(),
    );
    expect(latest.data.included.find((i) => i.id === 'logo')?.type).toBe('imageAsset');

    const pinned = (await sdk.assetsByVersion({ paths: APP_ASSETS, version })) as AssetsResponse;
    expect(pinned.data.meta.version).toBe(version);
    expect(pinned.data.data).toEqual(latest.data.data);

    const translations = (await sdk.assetsByVersion({
      paths: ['content/translations.json'],
      version,
    })) as AssetsResponse;
    expect(translations.data.data[0]?.attributes.assetPath).toBe('/content/translations.json');
    const commission = (await sdk.assetsByAlias({
      paths: ['transactions/commission.json'],
      alias: 'latest',
    })) as AssetsResponse;
    expect(commission.data.data[0]?.attributes.data).toMatchObject({ providerCommission: { percentage: 0 } });
    const pages = (await sdk.assetsByAlias({
      paths: PAGES.map((page) => `content/pages/${page}.json`),
      alias: 'latest',
    })) as AssetsResponse;
    expect(pages.data.data).toHaveLength(PAGES.length);
  });

  it('assetByAlias and assetByVersion return pages, footer and email texts', async () => {
    const sdk = newSdk();
    for (const page of PAGES) {
      const byAlias = (await sdk.assetByAlias({
        path: `content/pages/${page}.json`,
        alias: 'latest',
      })) as AssetResponse;
      expect(byAlias.status).toBe(200);
      expect(Array.isArray(byAlias.data.data.sections)).toBe(true);
      const byVersion = (await sdk.assetByVersion({
        path: `/content/pages/${page}.json`,
        version: byAlias.data.meta.version,
      })) as AssetResponse;
      expect(byVersion.data).toEqual(byAlias.data);
    }
    for (const path of ['content/footer.json', 'content/email-texts.json', 'design/branding.json']) {
      const asset = (await sdk.assetByAlias({ path, alias: 'latest' })) as AssetResponse;
      expect(asset.status).toBe(200);
    }
  });

  it('rejects with the API error for a page that does not exist', async () => {
    const sdk = newSdk();
    const error = (await sdk
      .assetByAlias({ path: 'content/pages/no-such-page.json', alias: 'latest' })
      .catch((e: unknown) => e)) as { status: number; data: { errors: { code: string }[] } };
    expect(error.status).toBe(404);
    expect(error.data.errors[0]?.code).toBe('not-found');
  });
});
