import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { fromBool, fromDate, fromJson } from '../src/db/convert.ts';
import { deleteAsset, writeAsset } from '../src/features/assets/assets.service.ts';
import { SITEMAP_LISTING_LIMIT } from '../src/features/sitemap/sitemap.service.ts';
import { apiClient, type Body, errorCodes, newUser } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { saveAccessRules } from './support/marketplace-config.ts';
import { DEFAULT_PAGE_PATHS } from './support/pages.ts';

const PAGES = '/content/pages/';

describeEachDialect('sitemap data (sitemap_data/query_listings, query_assets)', (platform) => {
  const p = () => platform();
  const api = () => apiClient(p().app);
  let authorId = '';
  let minute = 0;

  /** Listings written straight to the table, one minute apart, oldest first. */
  async function insertListings(
    rows: { title?: string; state?: string; deleted?: boolean }[],
  ): Promise<string[]> {
    if (!authorId) authorId = (await newUser(p())).id;
    const base = p().clock.read().getTime();
    const values = rows.map((row) => {
      minute += 1;
      const at = fromDate(new Date(base + minute * 60_000));
      return {
        id: randomUUID(),
        author_id: authorId,
        state: row.state ?? 'published',
        deleted: fromBool(row.deleted ?? false),
        title: row.title ?? 'A listing',
        description: null,
        geolocation_lat: null,
        geolocation_lng: null,
        price_amount: null,
        price_currency: null,
        availability_plan: null,
        public_data: fromJson({}),
        private_data: fromJson({}),
        metadata: fromJson({}),
        created_at: at,
        updated_at: at,
      };
    });
    for (let i = 0; i < values.length; i += 500) {
      await p()
        .ctx.db.insertInto('listings')
        .values(values.slice(i, i + 500))
        .execute();
    }
    return values.map((v) => v.id);
  }

  const ids = (body: Body) => (body.data as { id: string }[]).map((r) => r.id);

  it('names published, not deleted listings, newest first, with only id and type', async () => {
    const [older, draft, closed, deleted, pending, newer] = await insertListings([
      { title: 'Older' },
      { state: 'draft' },
      { state: 'closed' },
      { deleted: true },
      { state: 'pendingApproval' },
      { title: 'Newer' },
    ]);
    const res = await api().get('sitemap_data/query_listings', await api().anonToken());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.body as Body;
    expect(ids(body)).toEqual([newer, older]);
    for (const hidden of [draft, closed, deleted, pending]) expect(ids(body)).not.toContain(hidden);
    for (const resource of body.data) {
      expect(resource.type).toBe('listing');
      expect(resource.attributes ?? {}).toEqual({});
    }

    const titled = await api().get(
      'sitemap_data/query_listings?fields.listing=title',
      await api().anonToken(),
    );
    expect((titled.body as Body).data.map((r: Body) => r.attributes)).toEqual([
      { title: 'Newer' },
      { title: 'Older' },
    ]);
  });

  it(`stops at the ${SITEMAP_LISTING_LIMIT} most recently created`, async () => {
    const before = ids((await api().get('sitemap_data/query_listings', await api().anonToken())).body);
    const added = await insertListings(Array.from({ length: SITEMAP_LISTING_LIMIT }, () => ({})));
    const res = await api().get('sitemap_data/query_listings', await api().anonToken());
    const listed = ids(res.body);
    expect(listed).toHaveLength(SITEMAP_LISTING_LIMIT);
    expect(listed[0]).toBe(added.at(-1));
    expect(new Set(listed)).toEqual(new Set(added));
    for (const old of before) expect(listed).not.toContain(old);
  }, 60_000);

  it('lists the page assets of the latest version, stored ones included and deleted ones gone', async () => {
    await writeAsset(p().ctx, '/content/pages/faq.json', { id: 'faq', sections: [] }, 'test');
    await writeAsset(p().ctx, '/content/pages/old.json', { id: 'old', sections: [] }, 'test');
    await deleteAsset(p().ctx, '/content/pages/old.json', 'test');
    const res = await api().get(
      `sitemap_data/query_assets?pathPrefix=${encodeURIComponent(PAGES)}`,
      await api().anonToken(),
    );
    expect(res.status).toBe(200);
    const data = (res.body as Body).data as Body[];
    const paths = data.map((r) => r.attributes.assetPath);
    expect(paths).toEqual(expect.arrayContaining([...DEFAULT_PAGE_PATHS, '/content/pages/faq.json']));
    expect(paths).not.toContain('/content/pages/old.json');
    expect(paths.every((path: string) => path.startsWith(PAGES))).toBe(true);
    for (const resource of data) {
      expect(resource.type).toBe('sitemapAsset');
      expect(resource.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Object.keys(resource.attributes)).toEqual(['assetPath']);
    }
    const none = await api().get(
      'sitemap_data/query_assets?pathPrefix=%2Fnothing%2Fhere%2F',
      await api().anonToken(),
    );
    expect((none.body as Body).data).toEqual([]);
  });

  it('refuses bad parameters with a 400 in the API error format', async () => {
    const token = await api().anonToken();
    for (const query of [
      '',
      'pathPrefix=',
      'pathPrefix=content%2Fpages%2F',
      'pathPrefix=%2F..%2Fx',
      `pathPrefix=%2F${'a'.repeat(300)}`,
    ]) {
      const res = await api().get(`sitemap_data/query_assets?${query}`, token);
      expect(res.status, query).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(errorCodes(res.body)[0], query).toMatch(/^validation-/);
    }
    const unknown = await api().get('sitemap_data/query_listings?perPage=5', token);
    expect(unknown.status).toBe(400);
    expect((await api().get('sitemap_data/query_listings')).status).toBe(401);
    expect(
      (await api().get(`sitemap_data/query_assets?pathPrefix=${encodeURIComponent(PAGES)}`)).status,
    ).toBe(401);
  });

  it('keeps the listings of a private marketplace from visitors and pending users, not the pages', async () => {
    const member = await newUser(p());
    await saveAccessRules(p(), { privateMarketplace: true, requireApprovalToJoin: true });
    const pending = await newUser(p());
    const anon = await api().anonToken();
    const refused = await api().get('sitemap_data/query_listings', anon);
    expect(refused.status).toBe(403);
    expect(errorCodes(refused.body)).toEqual(['forbidden']);
    const pendingRes = await api().get('sitemap_data/query_listings', pending.token);
    expect(pendingRes.status).toBe(403);
    expect(errorCodes(pendingRes.body)).toEqual(['user-pending-approval']);
    expect((await api().get('sitemap_data/query_listings', member.token)).status).toBe(200);
    const pages = await api().get(`sitemap_data/query_assets?pathPrefix=${encodeURIComponent(PAGES)}`, anon);
    expect(pages.status).toBe(200);
  });
});
