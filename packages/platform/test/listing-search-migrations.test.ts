import { type Migration, Migrator, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/database.ts';
import { ALL_MIGRATIONS } from '../src/db/migrations/all-migrations.ts';
import { apiClient, type Body, call, newUser } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { insertPublished } from './support/listings.ts';

// The search migrations of issue #33 (kept counts, key columns, term rows, place-by-id index) fill
// what they keep from the listings already there: searches answer the same before and after them.
const BEFORE_SEARCH_MIGRATIONS = '20261204-0019-free-seats-without-foreign-key';

describeEachDialect('listing search migrations over existing listings', (platform) => {
  const p = () => platform();
  let anon: string;
  const SEARCHES = [
    '',
    'sort=-price',
    'pub_categoryLevel1=wellness',
    'pub_listingType=rent-by-day,sell-products',
    'pub_listingType=rent-by-day&price=1000,3000',
    'keywords=kayak',
    'keywords=kay&sort=price',
    'keywords=yoga&pub_categoryLevel1=music&bounds=61,26,59,24',
  ];
  const answers = async () => {
    const out: Record<string, unknown> = {};
    for (const params of SEARCHES) {
      const res = await call(p(), 'GET', `listings/query?perPage=100&${params}`, anon);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      out[params] = { ids: (res.body.data as Body[]).map((l) => l.id), total: res.body.meta.totalItems };
    }
    return out;
  };

  beforeAll(async () => {
    const author = await newUser(p());
    const words = ['kayak', 'kayaks', 'yoga', 'sauna'];
    for (let i = 0; i < 30; i++) {
      await insertPublished(p(), author.id, new Date(p().clock.read().getTime() - i * 60_000), {
        title: `${words[i % 4]} ${words[(i * 3) % 4]} ${i}`,
        state: i % 7 === 0 ? 'closed' : 'published',
        geolocation: { lat: 59 + (i % 3), lng: 24 + (i % 2) },
        price: i % 5 === 0 ? null : { amount: 1000 * (i % 4), currency: 'USD' },
        publicData: {
          listingType: ['rent-by-day', 'sell-products'][i % 2],
          categoryLevel1: ['wellness', 'music', 'arts'][i % 3],
        },
      });
    }
    anon = await apiClient(p().app).anonToken();
  });

  it('answer every search the same after being undone and applied again, with the listings there', async () => {
    const before = await answers();
    expect((before['pub_categoryLevel1=wellness'] as { total: number }).total).toBeGreaterThan(0);
    const migrator = new Migrator({
      db: p().ctx.db,
      provider: { getMigrations: async (): Promise<Record<string, Migration>> => ALL_MIGRATIONS },
    });
    const down = await migrator.migrateTo(BEFORE_SEARCH_MIGRATIONS);
    expect(down.error).toBeUndefined();
    // (The code needs the latest schema: nothing is searched in between.)
    await migrateToLatest(p().ctx.db);
    expect(await answers()).toEqual(before);
    // The kept counts hold each listing once.
    const total = await sql<{ n: number | string }>`SELECT sum(n) AS n FROM listing_search_count
      ${p().dialect === 'postgres' ? sql`WHERE facet = ''` : sql``}`.execute(p().ctx.db);
    expect(Number(total.rows[0]!.n)).toBe((before[''] as { total: number }).total);
  });
});
