import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { expect, it } from 'vitest';
import { runAssetsCommand } from '../src/cli/assets-cli.ts';
import { applyConfigFile } from '../src/features/config/marketplace-config.service.ts';
import { describeEachDialect, describeEachDialectOverHttp } from './harness.ts';
import { DEFAULT_PAGE_PATHS } from './support/pages.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef0123456789';
const BASE = '/v1/assets/pub/mercato-web';

/** What the Sharetribe Web Template reads at start (configDefault.js appCdnAssets), in its three calls. */
const APP_CONFIG_PATHS = [
  '/content/top-bar.json',
  '/design/branding.json',
  '/design/layout.json',
  '/general/access-control.json',
  '/general/localization.json',
  '/integrations/analytics.json',
  '/integrations/google-search-console.json',
  '/integrations/map.json',
  '/listings/listing-categories.json',
  '/listings/listing-fields.json',
  '/listings/listing-search.json',
  '/listings/listing-types.json',
  '/transactions/minimum-transaction-size.json',
  '/users/user-fields.json',
  '/users/user-types.json',
];
const PAGE_PATHS = DEFAULT_PAGE_PATHS;
/** Every path the template (browser and server) and Mercato read. */
const ALL_PATHS = [
  ...APP_CONFIG_PATHS,
  '/content/translations.json',
  '/content/footer.json',
  '/content/email-texts.json',
  '/transactions/commission.json',
  '/mercato/config.json',
  ...PAGE_PATHS,
];

interface Json {
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely
  [key: string]: any;
}

describeEachDialectOverHttp(
  'Asset Delivery API over HTTP',
  (_platform, baseUrl) => {
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${baseUrl()}${path}`, { headers: { accept: 'application/json', ...headers } });
    const admin = (method: string, path: string, body?: unknown, token = ADMIN_TOKEN) =>
      fetch(`${baseUrl()}/v1/admin/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
    const latestVersion = async () =>
      ((await (await get(`${BASE}/a/latest/content/translations.json`)).json()) as Json).meta
        .version as string;

    it('answers the template’s three start-up calls by alias, every asset with its absolute path', async () => {
      const calls = [
        `${BASE}/a/latest/content/?assets=translations.json`,
        `${BASE}/a/latest/content/?assets=footer.json`,
        `${BASE}/a/latest/?assets=${APP_CONFIG_PATHS.map((p) => encodeURIComponent(p.slice(1))).join(',')}`,
      ];
      const versions = new Set<string>();
      for (const call of calls) {
        const res = await get(call);
        expect(res.status, call).toBe(200);
        expect(res.headers.get('content-type')).toContain('application/json');
        expect(res.headers.get('cache-control')).toBe('public, max-age=60');
        const body = (await res.json()) as Json;
        versions.add(body.meta.version);
        for (const entry of body.data) {
          expect(entry.type).toBe('jsonAsset');
          expect(entry.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
          expect(entry.attributes.assetPath.startsWith('/')).toBe(true);
        }
      }
      expect(versions.size).toBe(1);
      const all = (await (await get(calls[2] ?? '')).json()) as Json;
      const byPath = new Map<string, Json>(
        all.data.map((e: Json) => [e.attributes.assetPath, e.attributes.data]),
      );
      expect([...byPath.keys()].sort()).toEqual([...APP_CONFIG_PATHS].sort());
      // The shapes the template's configHelpers.js reads.
      expect(byPath.get('/design/branding.json')).toMatchObject({
        marketplaceColors: { mainColor: '#7c3aed' },
        logo: { _ref: { type: 'imageAsset', id: 'logo' } },
        logoSettings: { height: 24, format: 'image' },
      });
      expect(byPath.get('/design/layout.json')).toEqual({
        searchPage: { variantType: 'map' },
        listingPage: { variantType: 'carousel' },
        listingImage: { variantType: 'cropImage', aspectRatio: '4/3' },
      });
      expect(byPath.get('/listings/listing-types.json')?.listingTypes[0]).toMatchObject({
        id: 'service-with-calendar',
        transactionProcess: { name: 'default-booking', alias: 'default-booking/release-1' },
        unitType: 'hour',
      });
      expect(byPath.get('/users/user-types.json')?.userTypes.map((t: Json) => t.id)).toEqual([
        'a',
        'b',
        'c',
        'd',
      ]);
      expect(byPath.get('/transactions/minimum-transaction-size.json')).toEqual({
        listingMinimumPrice: { type: 'subunit', amount: 500 },
      });
      expect(byPath.get('/general/localization.json')).toEqual({
        locale: 'en-US',
        currency: 'USD',
        firstDayOfWeek: 1,
      });
      expect(byPath.get('/listings/listing-search.json')).toMatchObject({
        mainSearch: { searchType: 'keywords' },
        priceFilter: { schemaType: 'price', min: 0, max: 1000, step: 5 },
        sorting: { defaultSortingOptions: { newest: true, relevance: true } },
      });
      expect(byPath.get('/listings/listing-fields.json')).toEqual({ listingFields: [] });
      // The logo reference is resolved into `included`, with the variants the template's Logo reads.
      const logo = all.included.find((i: Json) => i.id === 'logo');
      expect(logo.type).toBe('imageAsset');
      expect(Object.keys(logo.attributes.variants).sort()).toEqual(['scaled', 'scaled2x']);
      expect(logo.attributes.variants.scaled).toMatchObject({ height: 24, name: 'scaled' });
      const svg = await fetch(
        logo.attributes.variants.scaled.url.replace('http://localhost:3000', baseUrl()),
      );
      expect(svg.status).toBe(200);
      expect(svg.headers.get('content-type')).toContain('image/svg+xml');
      expect(await svg.text()).toContain('>Mercato Demo</text>');
    });

    it('serves every path in the single form by alias and by version, with the cache headers of each', async () => {
      const version = await latestVersion();
      for (const path of ALL_PATHS) {
        const byAlias = await get(`${BASE}/a/latest${path}`);
        expect(byAlias.status, path).toBe(200);
        expect(byAlias.headers.get('cache-control')).toBe('public, max-age=60');
        const aliasBody = (await byAlias.json()) as Json;
        expect(aliasBody.meta.version).toBe(version);
        const byVersion = await get(`${BASE}/v/${version}${path}`);
        expect(byVersion.status, path).toBe(200);
        expect(byVersion.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(await byVersion.json()).toEqual(aliasBody);
      }
      const pages = await get(`${BASE}/v/${version}/content/pages/?assets=about.json,landing-page.json`);
      const body = (await pages.json()) as Json;
      expect(body.data.map((e: Json) => e.attributes.assetPath)).toEqual([
        '/content/pages/about.json',
        '/content/pages/landing-page.json',
      ]);
      expect(body.data[1].attributes.data.sections[0]).toMatchObject({
        sectionType: 'hero',
        sectionId: 'hero',
      });
    });

    it('answers 304 to a matching ETag, and a new ETag once the asset changes', async () => {
      const first = await get(`${BASE}/a/latest/content/footer.json`);
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^".+"$/);
      const again = await get(`${BASE}/a/latest/content/footer.json`, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
      const version = await latestVersion();
      const pinned = await get(`${BASE}/v/${version}/content/footer.json`);
      const pinnedAgain = await get(`${BASE}/v/${version}/content/footer.json`, {
        'if-none-match': `W/${pinned.headers.get('etag')}`,
      });
      expect(pinnedAgain.status).toBe(304);
      expect(
        (
          await admin('PUT', 'assets/content/footer.json', {
            copyright: { fieldType: 'text', content: '© Us' },
          })
        ).status,
      ).toBe(200);
      const changed = await get(`${BASE}/a/latest/content/footer.json`, { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
    });

    it('makes every write a new immutable version; old versions keep their content', async () => {
      const before = await latestVersion();
      const page = {
        meta: { pageTitle: { fieldType: 'metaTitle', content: 'FAQ' } },
        sections: [
          { sectionType: 'article', sectionId: 'faq', title: { fieldType: 'heading1', content: 'FAQ' } },
        ],
      };
      const put = await admin('PUT', 'assets/content/pages/faq.json', page);
      expect(put.status).toBe(200);
      const after = ((await put.json()) as Json).meta.version;
      expect(after).not.toBe(before);
      expect((await get(`${BASE}/v/${before}/content/pages/faq.json`)).status).toBe(404);
      expect(((await (await get(`${BASE}/v/${after}/content/pages/faq.json`)).json()) as Json).data).toEqual(
        page,
      );
      expect(((await (await get(`${BASE}/a/latest/content/pages/faq.json`)).json()) as Json).data).toEqual(
        page,
      );

      const changed = { ...page, sections: [{ ...page.sections[0], sectionId: 'faq-2' }] };
      const third = ((await (await admin('PUT', 'assets/content/pages/faq.json', changed)).json()) as Json)
        .meta.version;
      expect(((await (await get(`${BASE}/v/${after}/content/pages/faq.json`)).json()) as Json).data).toEqual(
        page,
      );
      expect(((await (await get(`${BASE}/v/${third}/content/pages/faq.json`)).json()) as Json).data).toEqual(
        changed,
      );

      const removed = await admin('DELETE', 'assets/content/pages/faq.json');
      expect(removed.status).toBe(200);
      expect((await get(`${BASE}/a/latest/content/pages/faq.json`)).status).toBe(404);
      expect((await get(`${BASE}/v/${third}/content/pages/faq.json`)).status).toBe(200);

      const versions = (await (await admin('GET', 'asset_versions')).json()) as Json;
      expect(versions.data[0]).toMatchObject({ source: 'admin-api', paths: ['/content/pages/faq.json'] });
      expect(versions.meta.latest).toBe(await latestVersion());
    });

    it('refuses bad writes and keeps the version in force', async () => {
      const before = await latestVersion();
      const landing = await (await get(`${BASE}/a/latest/content/pages/landing-page.json`)).json();
      const refusals: [string, unknown, RegExp][] = [
        ['assets/content/pages/landing-page.json', '{"sections": [', /Malformed JSON/],
        ['assets/content/pages/landing-page.json', [1, 2], /must be a JSON object/],
        [
          'assets/content/pages/landing-page.json',
          { sections: [{ sectionType: 'hero' }] },
          /sections\.0\.sectionId/,
        ],
        ['assets/content/translations.json', { 'Topbar.logIn': 42 }, /Topbar\.logIn/],
        [
          'assets/design/branding.json',
          { marketplaceColors: {} },
          /generated from the marketplace configuration/,
        ],
        [
          'assets/mercato/config.json',
          { ...DEFAULT_MARKETPLACE_CONFIG, listingTypes: [] },
          /at least one listing type/,
        ],
        [
          'assets/content/pages/x.json',
          { sections: [], hero: { _ref: { type: 'imageAsset', id: 'nope' } } },
          /no image asset \/images\/nope\.json/,
        ],
        ['assets/content/a%20b.json', { a: 1 }, /segments may contain only/],
        ['assets/content/notes.txt', { a: 1 }, /must name a \.json document/],
        [
          'assets/images/hero.json',
          { variants: { big: { url: 'javascript:alert(1)', width: 1, height: 1 } } },
          /http/,
        ],
      ];
      for (const [path, body, message] of refusals) {
        const res = await admin('PUT', path, body);
        const text = await res.text();
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.status, path).toBeLessThan(500);
        expect(text, path).toMatch(message);
        expect(JSON.parse(text).errors[0].status, path).toBe(res.status);
      }
      expect(await latestVersion()).toBe(before);
      expect(await (await get(`${BASE}/a/latest/content/pages/landing-page.json`)).json()).toEqual(landing);
    });

    it('resolves image references of any asset into included, with absolute variant URLs', async () => {
      const image = { variants: { scaled800: { url: '/images/hero-800.jpg', width: 800, height: 600 } } };
      expect((await admin('PUT', 'assets/images/hero.json', image)).status).toBe(200);
      const page = {
        sections: [
          {
            sectionType: 'hero',
            sectionId: 'hero',
            appearance: {
              fieldType: 'customAppearance',
              backgroundImage: { _ref: { type: 'imageAsset', id: 'hero' } },
            },
          },
        ],
      };
      expect((await admin('PUT', 'assets/content/pages/landing-page.json', page)).status).toBe(200);
      const body = (await (await get(`${BASE}/a/latest/content/pages/landing-page.json`)).json()) as Json;
      expect(body.data).toEqual(page);
      expect(body.included).toEqual([
        {
          id: 'hero',
          type: 'imageAsset',
          attributes: {
            assetPath: '/images/hero.json',
            variants: {
              scaled800: {
                url: 'http://localhost:3000/images/hero-800.jpg',
                width: 800,
                height: 600,
                name: 'scaled800',
              },
            },
          },
        },
      ]);
    });

    it('writes the configuration through core’s validation and regenerates its assets', async () => {
      const config = (await (await get(`${BASE}/a/latest/mercato/config.json`)).json()) as Json;
      const next = { ...config.data, branding: { ...config.data.branding, marketplaceColor: '#112233' } };
      const put = await admin('PUT', 'assets/mercato/config.json', next);
      expect(put.status).toBe(200);
      const version = ((await put.json()) as Json).meta.version;
      const branding = (await (await get(`${BASE}/v/${version}/design/branding.json`)).json()) as Json;
      expect(branding.data.marketplaceColors.mainColor).toBe('#112233');
      const old = (await (await get(`${BASE}/v/${config.meta.version}/design/branding.json`)).json()) as Json;
      expect(old.data.marketplaceColors.mainColor).toBe('#7c3aed');
    });

    it('answers 404 in the API error format for unknown clients, aliases, versions and paths', async () => {
      const version = await latestVersion();
      const missing = [
        `${BASE}/a/latest/content/pages/nope.json`,
        `${BASE}/a/latest/secret.json`,
        `${BASE}/a/latest/content/a%20b.json`,
        `${BASE}/a/newest/content/translations.json`,
        `${BASE}/v/nope/content/translations.json`,
        `${BASE}/v/v99999999-abcdef.a0/content/translations.json`,
        `${BASE}/v/${version.replace(/\.a.*$/, '.a99999999-abcdef')}/content/translations.json`,
        `${BASE}/a/latest/content/?assets=footer.json,nope.json`,
        '/v1/assets/pub/other-client/a/latest/content/translations.json',
        '/v1/api/nothing/here',
        '/v1/nothing',
      ];
      for (const path of missing) {
        const res = await get(path);
        expect(res.status, path).toBe(404);
        expect(res.headers.get('content-type'), path).toContain('application/json');
        const body = (await res.json()) as Json;
        expect(body.errors[0]).toMatchObject({ status: 404, code: 'not-found' });
      }
      const bad = await get(`${BASE}/a/latest/content/?assets=${encodeURIComponent('/abs.json')}`);
      expect(bad.status).toBe(400);
    });

    it('lists page assets for sitemaps (sitemap_data/query_assets)', async () => {
      const token = (await (
        await fetch(`${baseUrl()}/v1/auth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'client_id=mercato-web&grant_type=client_credentials&scope=public-read',
        })
      ).json()) as Json;
      const res = await get('/v1/api/sitemap_data/query_assets?pathPrefix=/content/pages/', {
        authorization: `Bearer ${token.access_token}`,
      });
      expect(res.status).toBe(200);
      const paths = ((await res.json()) as Json).data.map((a: Json) => a.attributes.assetPath);
      expect(paths).toEqual(expect.arrayContaining(PAGE_PATHS));
      expect(paths).not.toContain('/content/pages/faq.json');
    });

    it('refuses admin calls without the token', async () => {
      expect(
        (await admin('GET', 'assets/content/footer.json', undefined, 'wrong-token-wrong-token-wrong-token'))
          .status,
      ).toBe(401);
      const read = await admin('GET', 'assets/content/footer.json');
      expect(read.status).toBe(200);
      expect(((await read.json()) as Json).data.copyright.content).toBe('© Us');
    });
  },
  { ADMIN_API_TOKEN: ADMIN_TOKEN },
);

describeEachDialectOverHttp('CORS on /v1', (_platform, baseUrl) => {
  const preflight = (path: string, origin: string) =>
    fetch(`${baseUrl()}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-transit-verbose',
      },
    });

  it('answers preflights from allowed origins with 204 and the headers the SDK sends', async () => {
    for (const origin of ['http://localhost:3000', 'http://localhost:5173', 'http://127.0.0.1:4000']) {
      const res = await preflight('/v1/auth/token', origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-headers')).toBe(
        'authorization, content-type, accept, x-transit-verbose',
      );
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('vary')).toContain('Origin');
    }
    const api = await preflight('/v1/api/current_user/show', 'http://localhost:5173');
    expect(api.status).toBe(204);
  });

  it('refuses other origins in the API error format, and adds no CORS headers for them', async () => {
    const res = await preflight('/v1/auth/token', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await res.json()) as Json).errors[0]).toMatchObject({ code: 'forbidden' });
    const get = await fetch(`${baseUrl()}/v1/api/marketplace/show`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds CORS headers to allowed origins’ answers, errors included; assets are open to any origin', async () => {
    const res = await fetch(`${baseUrl()}/v1/api/marketplace/show`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const asset = await fetch(`${baseUrl()}${BASE}/a/latest/content/footer.json`, {
      headers: { origin: 'https://anywhere.example' },
    });
    expect(asset.headers.get('access-control-allow-origin')).toBe('*');
    expect(asset.headers.get('access-control-expose-headers')).toContain('etag');
    const assetPreflight = await preflight(
      `${BASE}/a/latest/content/footer.json`,
      'https://anywhere.example',
    );
    expect(assetPreflight.status).toBe(204);
    expect(assetPreflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a plain OPTIONS with 204 and Allow, never HTML', async () => {
    const res = await fetch(`${baseUrl()}/v1/api/anything`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toContain('GET');
  });
});

describeEachDialectOverHttp(
  'CORS with CORS_ORIGINS',
  (_platform, baseUrl) => {
    it('allows exactly the listed origins', async () => {
      const from = (origin: string) =>
        fetch(`${baseUrl()}/v1/auth/token`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
      expect((await from('https://shop.example')).status).toBe(204);
      expect((await from('http://localhost:5173')).status).toBe(403);
    });
  },
  { CORS_ORIGINS: 'https://shop.example' },
);

describeEachDialect('configuration file and the admin API without its token', (platform) => {
  const get = (url: string) =>
    platform().app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });

  it('applies a configuration file once, refusing invalid ones', async () => {
    const config = {
      ...DEFAULT_MARKETPLACE_CONFIG,
      accessControl: { ...DEFAULT_MARKETPLACE_CONFIG.accessControl, marketplace: { private: true } },
    };
    expect(await applyConfigFile(platform().ctx, JSON.stringify(config))).toBe(true);
    expect(await applyConfigFile(platform().ctx, JSON.stringify(config))).toBe(false);
    const access = await get(`${BASE}/a/latest/general/access-control.json`);
    expect((access.json() as Json).data.marketplace.private).toBe(true);
    await expect(applyConfigFile(platform().ctx, '{')).rejects.toThrow(/not valid JSON/);
    await expect(
      applyConfigFile(platform().ctx, JSON.stringify({ ...config, listingTypes: [] })),
    ).rejects.toThrow(/invalid/);
  });

  it('keeps the admin endpoints for operators without ADMIN_API_TOKEN, and unknown ones 404', async () => {
    const res = await platform().app.inject({
      method: 'GET',
      url: '/v1/admin/assets/content/footer.json',
      headers: { authorization: 'Bearer anything' },
    });
    expect(res.statusCode).toBe(401);
    expect((res.json() as Json).errors[0].code).toBe('auth-invalid-access-token');
    const unknown = await platform().app.inject({
      method: 'GET',
      url: '/v1/admin/nothing/here',
      headers: { authorization: 'Bearer anything' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as Json).errors[0].title).toBe(
      'No such admin endpoint: GET /v1/admin/nothing/here',
    );
  });
});

describeEachDialect('the assets CLI', (platform) => {
  const dir = mkdtempSync(join(tmpdir(), 'mercato-assets-cli-'));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const latest = async (path: string) =>
    (
      await platform().app.inject({
        method: 'GET',
        url: `${BASE}/a/latest/${path}`,
        headers: { accept: 'application/json' },
      })
    ).json() as Json;

  it('puts a page that the API serves at once, lists versions and gets old ones', async () => {
    const before = (await latest('content/pages/landing-page.json')).meta.version;
    const page = {
      sections: [{ sectionType: 'hero', sectionId: 'hero', title: { fieldType: 'heading1', content: 'Hi' } }],
    };
    const put = await runAssetsCommand(platform().ctx, [
      'put',
      'content/pages/landing-page.json',
      file('landing.json', JSON.stringify(page)),
    ]);
    expect(put).toMatchObject({ code: 0, stderr: '' });
    expect(put.stdout).toMatch(
      /^Stored content\/pages\/landing-page\.json; latest is now v\d{8}-[0-9a-f]{6}\.a00000001-/,
    );
    const now = await latest('content/pages/landing-page.json');
    expect(now.data).toEqual(page);
    expect(now.meta.version).not.toBe(before);
    const versions = await runAssetsCommand(platform().ctx, ['versions']);
    expect(versions.stdout).toMatch(/a00000001-[0-9a-f]{6} .* cli +\/content\/pages\/landing-page\.json/);
    const old = await runAssetsCommand(platform().ctx, [
      'get',
      'content/pages/landing-page.json',
      '--version',
      before,
    ]);
    expect(JSON.parse(old.stdout).sections[0].sectionType).toBe('hero');
    expect(JSON.parse(old.stdout).sections[1].sectionId).toBe('how-it-works');
  });

  it('refuses invalid JSON, bad shapes and generated paths, changing nothing', async () => {
    const before = (await latest('content/pages/landing-page.json')).meta.version;
    const cases: [string[], RegExp][] = [
      [['put', 'content/pages/landing-page.json', file('bad.json', '{"sections": [')], /not valid JSON/],
      [['put', 'content/pages/landing-page.json', file('shape.json', '{"sections": {}}')], /sections/],
      [
        ['put', 'listings/listing-types.json', file('types.json', '{"listingTypes": []}')],
        /mercato\/config\.json instead/,
      ],
      [
        ['put', 'mercato/config.json', file('config.json', '{"listingTypes": []}')],
        /at least one listing type/,
      ],
      [['put', 'content/pages/x.json', join(dir, 'missing.json')], /No such file/],
      [['get', 'content/pages/nope.json'], /No asset at \/content\/pages\/nope\.json/],
      [['frobnicate'], /Usage/],
    ];
    for (const [args, message] of cases) {
      const result = await runAssetsCommand(platform().ctx, args);
      expect(result.code, args.join(' ')).toBeGreaterThan(0);
      expect(result.stderr, args.join(' ')).toMatch(message);
    }
    expect((await latest('content/pages/landing-page.json')).meta.version).toBe(before);
  });
});
