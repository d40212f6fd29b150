import { randomUUID } from 'node:crypto';
import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { insertException } from '../src/features/availability/availability-exceptions.repository.ts';
import { saveMarketplaceConfig } from '../src/features/config/marketplace-config.service.ts';
import { type ListingValues, updateListingMetadata } from '../src/features/listings/listings.repository.ts';
import { foldListingSearchCount } from '../src/features/search/listing-search.service.ts';
import { insertStockIfNone } from '../src/features/stock/stock.repository.ts';
import { apiClient, type Body, call, errorCodes, newUser } from './api-client.ts';
import { describeEachDialect, type TestPlatform } from './harness.ts';
import {
  enumOptions,
  HELSINKI_WEEKDAYS_PLAN,
  indexedListingField,
  insertPublished,
  listingIdsFound,
  YOGA_BY_THE_SEA,
} from './support/listings.ts';
import { saveAccessRules } from './support/marketplace-config.ts';
import { requested } from './support/transaction-scenarios.ts';
import { newProvider } from './support/transactions.ts';

const DAY = 86_400_000;

/** The default config plus the custom fields the search filters on. */
export const SEARCH_CONFIG = {
  ...DEFAULT_MARKETPLACE_CONFIG,
  listingFields: [
    indexedListingField('amenities', 'multi-enum', {
      enumOptions: enumOptions(['wifi', 'sauna', 'parking']),
    }),
    indexedListingField('level', 'enum', { enumOptions: enumOptions(['beginner', 'advanced']) }),
    indexedListingField('rooms', 'long', { numberConfig: { minimum: 0, maximum: 100, step: 1 } }),
    indexedListingField('petsAllowed', 'boolean'),
    indexedListingField('notes', 'text'),
    // Not indexed: neither a filter nor searched by keywords.
    { key: 'hint', scope: 'public', schemaType: 'text' },
  ],
} as unknown as MarketplaceConfig;

const dayPlan = (seats: number) => ({
  type: 'availability-plan/day',
  entries: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((dayOfWeek) => ({ dayOfWeek, seats })),
});

interface Seeded {
  ids: Record<string, string>;
  authors: { id: string; token: string }[];
  anon: string;
}

async function seed(platform: TestPlatform): Promise<Seeded> {
  await saveMarketplaceConfig(platform.ctx, SEARCH_CONFIG);
  const authors = [await newUser(platform), await newUser(platform)];
  const ids: Record<string, string> = {};
  const start = platform.clock.read().getTime() - 30 * DAY;
  const add = async (name: string, author: number, minutes: number, values: Partial<ListingValues>) => {
    const id = await insertPublished(platform, authors[author]!.id, new Date(start + minutes * 60_000), {
      title: name,
      ...values,
    });
    ids[name] = id;
    return id;
  };
  await add('yoga', 0, 0, {
    ...YOGA_BY_THE_SEA,
    availabilityPlan: HELSINKI_WEEKDAYS_PLAN,
    publicData: {
      listingType: 'service-with-calendar',
      level: 'beginner',
      amenities: ['wifi', 'sauna'],
      rooms: 2,
      notes: 'sauna afterwards',
      hint: 'lighthouse',
    },
  });
  await add('runners', 0, 10, {
    title: 'Yoga for runners',
    description: 'Stretching after the marathon.',
    geolocation: { lat: 59.437, lng: 24.7536 },
    price: { amount: 4000, currency: 'USD' },
    availabilityPlan: dayPlan(1),
    publicData: { listingType: 'service-with-calendar', level: 'advanced', amenities: ['wifi'], rooms: 5 },
  });
  await add('sauna', 1, 20, {
    title: 'Sauna evening',
    description: 'Relax in a wood-fired sauna by the lake.',
    geolocation: { lat: 59.3293, lng: 18.0686 },
    price: { amount: 1500, currency: 'USD' },
    availabilityPlan: dayPlan(3),
    publicData: {
      listingType: 'rent-by-day',
      amenities: ['sauna', 'parking'],
      rooms: 3,
      petsAllowed: true,
    },
  });
  await add('bike', 1, 30, {
    title: 'City bike',
    description: 'A sturdy bike for the island roads.',
    geolocation: { lat: 21.3069, lng: -157.8583 },
    publicData: { listingType: 'sell-products', rooms: 'many', petsAllowed: false },
  });
  await add('draft', 0, 40, { title: 'Yoga draft', state: 'draft' });
  await add('closed', 0, 50, { title: 'Yoga closed', state: 'closed' });
  await add('deleted', 0, 60, { title: 'Yoga deleted', deleted: true });
  await updateListingMetadata(
    platform.ctx.db,
    ids.runners!,
    { featuredListing: true },
    platform.clock.read(),
  );
  await insertStockIfNone(platform.ctx.db, {
    id: randomUUID(),
    listingId: ids.bike!,
    quantity: 5,
    now: platform.clock.read(),
  });
  return { ids, authors, anon: await apiClient(platform.app).anonToken() };
}

describeEachDialect('listings/query', (platform) => {
  const p = () => platform();
  let s: Seeded;
  beforeAll(async () => {
    s = await seed(p());
  });
  const query = async (params: string, token = s.anon) => {
    const res = await call(p(), 'GET', `listings/query?${params}`, token);
    return res;
  };
  const names = async (params: string) => {
    const res = await query(params);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byId = new Map(Object.entries(s.ids).map(([name, id]) => [id, name]));
    return (res.body.data as Body[]).map((r) => byId.get(r.id));
  };
  const refusal = async (params: string) => {
    const res = await query(params);
    expect(res.status, params).toBe(400);
    return res.body.errors as Body[];
  };

  it('finds published listings only, newest first, with page meta', async () => {
    const res = await query('');
    expect(res.status).toBe(200);
    expect(await names('')).toEqual(['bike', 'sauna', 'runners', 'yoga']);
    expect(res.body.meta).toEqual({
      totalItems: 4,
      totalPages: 1,
      page: 1,
      perPage: 100,
      paginationLimit: 100,
    });
    expect(res.body.data[0].type).toBe('listing');
    expect(res.body.data[0].attributes.privateData).toBeUndefined();
  });

  it('pages with page and perPage and refuses more than 100 a page', async () => {
    const res = await query('perPage=1&page=2');
    expect(await names('perPage=1&page=2')).toEqual(['sauna']);
    expect(res.body.meta).toEqual({
      totalItems: 4,
      totalPages: 4,
      page: 2,
      perPage: 1,
      paginationLimit: 10_000,
    });
    expect(await names('perPage=2&page=3')).toEqual([]);
    const errors = await refusal('perPage=101');
    expect(errors[0]).toMatchObject({ code: 'validation-invalid-value', source: { path: ['perPage'] } });
    expect(await refusal('perPage=24&page=417')).toMatchObject([{ source: { path: ['page'] } }]);
  });

  it('filters by ids and author', async () => {
    expect(await names(`ids=${s.ids.yoga},${s.ids.sauna},${s.ids.draft}`)).toEqual(['sauna', 'yoga']);
    expect(await names(`authorId=${s.authors[1]!.id}`)).toEqual(['bike', 'sauna']);
    expect(await names(`author_id=${s.authors[0]!.id}`)).toEqual(['runners', 'yoga']);
    expect(await refusal('ids=not-an-id')).toMatchObject([{ code: 'validation-invalid-params' }]);
  });

  it('finds keywords in title, description and text fields, by word prefix, most relevant first', async () => {
    expect(await names('keywords=yoga')).toEqual(expect.arrayContaining(['yoga', 'runners']));
    expect((await names('keywords=yoga')).length).toBe(2);
    expect((await names('keywords=STRETCH')).sort()).toEqual(['runners', 'yoga']);
    // The title outranks a text field.
    expect(await names('keywords=sauna')).toEqual(['sauna', 'yoga']);
    expect(await names('keywords=towel%20marathon')).toEqual(['runners']);
    // Fields without a text search schema and private data are not searched.
    expect(await names('keywords=lighthouse')).toEqual([]);
    expect(await names('keywords=yoga%20bike')).toContain('bike');
    expect(await names('keywords=%2B%2B%2B')).toEqual(['bike', 'sauna', 'runners', 'yoga']);
  });

  it('filters by the built-in search schemas and metadata', async () => {
    expect(await names('pub_listingType=rent-by-day,sell-products')).toEqual(['bike', 'sauna']);
    expect(await names('meta_featuredListing=true')).toEqual(['runners']);
    expect(await names('meta_featuredListing=false')).toEqual([]);
  });

  it('shapes the document with include, fields, limit.images and image variants', async () => {
    const res = await query(
      `ids=${s.ids.yoga}&include=author,images&limit.images=1&fields.listing=title,price&fields.user=profile.displayName`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data[0].attributes).toEqual({
      title: 'Morning yoga by the sea',
      price: { amount: 2500, currency: 'USD' },
    });
    expect(res.body.data[0].relationships).toEqual({
      author: { data: { id: s.authors[0]!.id, type: 'user' } },
      images: { data: [] },
    });
    expect(res.body.included).toEqual([
      { id: s.authors[0]!.id, type: 'user', attributes: { profile: { displayName: 'Test U' } } },
    ]);
    expect(await refusal('include=privateData')).toMatchObject([{ code: 'validation-invalid-params' }]);
  });

  it('includes each author as users/show shows them, read from the public columns only', async () => {
    const author = s.authors[1]!;
    const profile = { publicData: { city: 'Turku' }, metadata: undefined, bio: 'Sauna builder' };
    expect((await call(p(), 'POST', 'current_user/update_profile', author.token, profile)).status).toBe(200);
    const res = await query('include=author');
    const shown = await call(p(), 'GET', `users/show?id=${author.id}`, s.anon);
    expect(shown.status).toBe(200);
    const included = (res.body.included as Body[]).find((r) => r.id === author.id);
    expect(included).toEqual(shown.body.data);
    expect(included!.attributes.profile).toMatchObject({
      bio: 'Sauna builder',
      publicData: { city: 'Turku' },
    });
  });

  it('reads for sparse fields what they show: each attribute as the full answer has it', async () => {
    const full = await query(`ids=${s.ids.yoga}`);
    const all = full.body.data[0].attributes;
    expect(Object.keys(all).sort()).toEqual(
      [
        'availabilityPlan',
        'createdAt',
        'deleted',
        'description',
        'geolocation',
        'metadata',
        'price',
        'publicData',
        'state',
        'title',
      ].sort(),
    );
    for (const attribute of Object.keys(all)) {
      const sparse = await query(`ids=${s.ids.yoga}&fields.listing=${attribute}`);
      expect(sparse.body.data[0].attributes, attribute).toEqual({ [attribute]: all[attribute] });
    }
    const nested = await query(`ids=${s.ids.yoga}&fields.listing=publicData.listingType,description`);
    expect(nested.body.data[0].attributes).toEqual({
      publicData: { listingType: all.publicData.listingType },
      description: all.description,
    });
  });

  it('checks image variant parameters when it includes authors or images, even of listings without images', async () => {
    const bad = `imageVariant.big=${encodeURIComponent('w:5000;h:10;fit:crop')}`;
    for (const include of ['author', 'images', 'author.profileImage']) {
      const res = await query(`include=${include}&${bad}`);
      expect(res.status, include).toBe(400);
      expect(errorCodes(res.body), include).toEqual(['validation-invalid-params']);
    }
    expect(
      (await query(`include=images&imageVariant.card=${encodeURIComponent('w:400;h:300;fit:crop')}`)).status,
    ).toBe(200);
  });

  it('refuses unknown parameters and filters without a search schema', async () => {
    expect(await refusal('colour=red')).toMatchObject([{ code: 'validation-disallowed-key' }]);
    expect(await refusal('pub_hint=x')).toMatchObject([{ code: 'validation-disallowed-key' }]);
    expect(await refusal('pub_notes=x')).toMatchObject([{ code: 'validation-invalid-params' }]);
  });

  it('answers only callers who may read a private marketplace', async () => {
    await saveAccessRules(p(), { privateMarketplace: true }, SEARCH_CONFIG);
    try {
      expect(errorCodes((await query('')).body)).toEqual(['forbidden']);
      expect((await query('', s.authors[0]!.token)).status).toBe(200);
    } finally {
      await saveMarketplaceConfig(p().ctx, SEARCH_CONFIG);
    }
  });

  it('orders by distance from origin and refuses origin with keywords', async () => {
    expect(await names('origin=60.17,24.94')).toEqual(['yoga', 'runners', 'sauna', 'bike']);
    // Great-circle distance: from Honolulu, Helsinki (10 988 km) is nearer than Tallinn (11 069) and Stockholm (11 071).
    expect(await names('origin=21,-157')).toEqual(['bike', 'yoga', 'runners', 'sauna']);
    expect(await names('origin=59.3,18&perPage=2')).toEqual(['sauna', 'runners']);
    expect(await refusal('origin=60,25&keywords=yoga')).toMatchObject([
      { code: 'validation-invalid-params', source: { path: ['origin'], type: 'query' } },
    ]);
    expect(await refusal('origin=91,0')).toMatchObject([{ source: { path: ['origin'] } }]);
    expect(await refusal('origin=north')).toMatchObject([{ source: { path: ['origin'] } }]);
  });

  it('filters by bounds, also across the antimeridian, and refuses bad bounds', async () => {
    expect(await names('bounds=61,25,59,18')).toEqual(['sauna', 'runners', 'yoga']);
    expect(await names('bounds=60.5,25,59.4,24.7')).toEqual(['runners', 'yoga']);
    expect(await names('bounds=22,-150,20,170')).toEqual(['bike']);
    expect(await names('bounds=22,170,20,160')).toEqual([]);
    for (const bad of ['1,2,3', '59,25,61,18', '91,0,0,0', '1,2,3,x', '1,2,3,4,5', '']) {
      expect(await refusal(`bounds=${bad}`), bad).toMatchObject([
        { code: 'validation-invalid-params', source: { path: ['bounds'] } },
      ]);
    }
  });

  it('filters by price in minor units with the upper bound exclusive', async () => {
    expect(await names('price=2000,4000')).toEqual(['yoga']);
    expect(await names('price=2000,4001')).toEqual(['runners', 'yoga']);
    expect(await names('price=1500')).toEqual(['sauna']);
    expect(await names('price=,2500')).toEqual(['sauna']);
    expect(await names('price=2500,')).toEqual(['runners', 'yoga']);
    for (const bad of ['abc', '5,5', '9,3', '-1,5', '1.5,3', ',', '1,2,3']) {
      expect(await refusal(`price=${bad}`), bad).toMatchObject([{ source: { path: ['price'] } }]);
    }
  });

  it('filters by enum, multi-enum, number and yes/no fields of the listing-field config', async () => {
    expect(await names('pub_level=beginner,advanced')).toEqual(['runners', 'yoga']);
    expect(await names('pub_level=beginner')).toEqual(['yoga']);
    expect(await names('pub_amenities=wifi')).toEqual(['runners', 'yoga']);
    expect(await names('pub_amenities=has_all:wifi,sauna')).toEqual(['yoga']);
    expect(await names('pub_amenities=has_any:parking,wifi')).toEqual(['sauna', 'runners', 'yoga']);
    // A number range skips values that are not numbers ('many').
    expect(await names('pub_rooms=3,6')).toEqual(['sauna', 'runners']);
    expect(await names('pub_rooms=3')).toEqual(['sauna']);
    expect(await names('pub_rooms=,3')).toEqual(['yoga']);
    expect(await names('pub_petsAllowed=true')).toEqual(['sauna']);
    expect(await names('pub_petsAllowed=false')).toEqual(['bike']);
    expect(await names('pub_level=beginner&pub_amenities=sauna&price=0,3000')).toEqual(['yoga']);
    expect(await refusal('pub_rooms=x')).toMatchObject([{ source: { path: ['pub_rooms'] } }]);
    expect(await refusal('pub_petsAllowed=yes')).toMatchObject([{ source: { path: ['pub_petsAllowed'] } }]);
    expect(await refusal('pub_amenities=has_some:wifi')).toMatchObject([
      { source: { path: ['pub_amenities'] } },
    ]);
  });

  it('sorts by up to three keys, bare keys descending, and ties by id', async () => {
    expect(await names('sort=-price')).toEqual(['sauna', 'yoga', 'runners', 'bike']);
    expect(await names('sort=price')).toEqual(['runners', 'yoga', 'sauna', 'bike']);
    expect(await names('sort=-createdAt')).toEqual(['yoga', 'runners', 'sauna', 'bike']);
    expect(await names('sort=createdAt')).toEqual(['bike', 'sauna', 'runners', 'yoga']);
    expect(await names('sort=pub_rooms')).toEqual(['runners', 'sauna', 'yoga', 'bike']);
    expect(await names('sort=-pub_rooms,-price,createdAt')).toEqual(['yoga', 'sauna', 'runners', 'bike']);
    expect(await names('keywords=yoga%20sauna&sort=-price')).toEqual(['sauna', 'yoga', 'runners']);
    expect(await names('keywords=sauna&sort=relevance')).toEqual(['sauna', 'yoga']);
    for (const bad of [
      'relevance',
      'pub_level',
      'title',
      'price,price',
      'price,createdAt,pub_rooms,-price',
      '-relevance',
    ]) {
      expect(await refusal(`sort=${bad}`), bad).toMatchObject([{ source: { path: ['sort'] } }]);
    }
  });

  it('filters by stock: strict, or also listings without stock', async () => {
    expect(await names('minStock=3')).toEqual(['bike']);
    expect(await names('minStock=6')).toEqual([]);
    expect(await names('minStock=6&stockMode=match-undefined')).toEqual(['sauna', 'runners', 'yoga']);
    expect(await refusal('stockMode=strict')).toMatchObject([{ source: { path: ['stockMode'] } }]);
    expect(await refusal('minStock=-1')).toMatchObject([{ source: { path: ['minStock'] } }]);
  });

  it('finds free listings over a window by plan, exceptions and seats', async () => {
    // The clock is Sunday 2026-11-22 12:00 UTC. Tuesday and Wednesday, whole days:
    const days = 'start=2026-11-24T00:00:00.000Z&end=2026-11-26T00:00:00.000Z';
    // Day availability considers day plans (and listings without a plan: one seat a day).
    const dayFull = await query(`${days}&availability=day-full`);
    expect(await names(`${days}&availability=day-full`)).toEqual(['bike', 'sauna', 'runners']);
    expect(dayFull.body.meta).toMatchObject({ totalItems: 3, totalPages: 1 });
    expect(await names(`${days}`)).toEqual(['bike', 'sauna', 'runners']);
    expect(await names(`${days}&seats=2`)).toEqual(['sauna']);
    // Tuesday 10:00–16:00 in Helsinki: the time plan has two seats, the day plans one or three.
    const hours = 'start=2026-11-24T08:00:00.000Z&end=2026-11-24T14:00:00.000Z&seats=2';
    const timeFull = await query(`${hours}&availability=time-full`);
    expect(await names(`${hours}&availability=time-full`)).toEqual(['sauna', 'yoga']);
    expect(timeFull.body.meta).toEqual({
      totalItems: null,
      totalPages: null,
      page: 1,
      perPage: 100,
      paginationLimit: 100,
      paginationUnsupported: true,
    });
    // 07:00–18:00 in Helsinki is longer than the yoga's opening hours, but holds 60 minutes of them.
    const longer = 'start=2026-11-24T05:00:00.000Z&end=2026-11-24T16:00:00.000Z&seats=2';
    expect(await names(`${longer}&availability=time-full`)).toEqual(['sauna']);
    expect(await names(`${longer}&availability=time-partial&minDuration=60`)).toEqual(['sauna', 'yoga']);
    expect(await names(`${longer}&availability=time-partial&minDuration=600`)).toEqual(['sauna']);
    expect(await names(`${longer}&availability=time-partial&minDuration=60&perPage=1&page=2`)).toEqual([
      'yoga',
    ]);

    // The sauna closes on Wednesday: no longer free for both days, still for one of them.
    await insertException(p().ctx.db, {
      id: randomUUID(),
      listingId: s.ids.sauna!,
      start: new Date('2026-11-25T00:00:00.000Z'),
      end: new Date('2026-11-26T00:00:00.000Z'),
      seats: 0,
      createdAt: p().clock.read(),
    });
    expect(await names(`${days}&availability=day-full`)).toEqual(['bike', 'runners']);
    expect(await names(`${days}&availability=day-partial&minDuration=1&seats=3`)).toEqual(['sauna']);
    expect(await names(`${days}&availability=day-partial&minDuration=2&seats=3`)).toEqual([]);
    // The past cannot be booked.
    expect(await names('start=2026-10-01T00:00:00.000Z&end=2026-10-03T00:00:00.000Z')).toEqual([]);
  });

  it('refuses malformed or too long availability windows', async () => {
    const cases: [string, string][] = [
      ['start=2026-11-24T00:00:00.000Z', 'end'],
      ['end=2026-11-24T00:00:00.000Z', 'start'],
      ['start=2026-11-24&end=2026-11-25', 'start'],
      ['start=2026-11-25T00:00:00Z&end=2026-11-24T00:00:00Z', 'end'],
      ['start=2026-11-24T00:00:00Z&end=2027-02-23T00:00:01Z', 'end'],
      ['seats=2', 'seats'],
      ['availability=day-full', 'availability'],
      ['start=2026-11-24T00:00:00Z&end=2026-11-25T00:00:00Z&availability=weekly', 'availability'],
      ['start=2026-11-24T00:00:00Z&end=2026-11-25T00:00:00Z&minDuration=60', 'minDuration'],
      ['start=2026-11-24T00:00:00Z&end=2026-11-25T00:00:00Z&seats=0', 'seats'],
    ];
    for (const [params, path] of cases) {
      const errors = await refusal(params);
      expect(
        errors.map((e) => e.source.path[0]),
        params,
      ).toContain(path);
    }
    // Exactly 90 days is fine.
    expect((await query('start=2026-11-24T00:00:00Z&end=2027-02-22T00:00:00Z')).status).toBe(200);
  });

  it('keeps the keyword index in step with listing writes through the API', async () => {
    const author = s.authors[0]!;
    const body = {
      title: 'Kayak tour at dawn',
      description: 'Paddle past the islands.',
      price: { amount: 5000, currency: 'USD' },
      publicData: { listingType: 'service-with-calendar', unitType: 'hour', notes: 'thermos of cocoa' },
    };
    const created = await call(p(), 'POST', 'own_listings/create', author.token, body);
    expect(created.status).toBe(200);
    const id = created.body.data.id as string;
    const found = async (keywords: string) =>
      ((await query(`keywords=${keywords}`)).body.data as Body[]).map((r) => r.id);
    expect(await found('kayak')).toEqual([id]);
    expect(await found('cocoa')).toEqual([id]);
    await call(p(), 'POST', 'own_listings/update', author.token, { id, title: 'Canoe tour at dawn' });
    expect(await found('kayak')).toEqual([]);
    expect(await found('cano')).toEqual([id]);
    await call(p(), 'POST', 'own_listings/close', author.token, { id });
    expect(await found('canoe')).toEqual([]);
    expect((await call(p(), 'GET', `listings/show?id=${id}`, s.anon)).status).toBe(200);
    await call(p(), 'POST', 'own_listings/open', author.token, { id });
    expect(await found('canoe')).toEqual([id]);

    // A text field newly indexed for search is searched at once, existing listings included.
    const fields = (SEARCH_CONFIG.listingFields as unknown as Body[]).map((f) =>
      f.key === 'hint' ? { ...f, filterConfig: { indexForSearch: true } } : f,
    );
    await saveMarketplaceConfig(p().ctx, { ...SEARCH_CONFIG, listingFields: fields } as MarketplaceConfig);
    try {
      expect(await names('keywords=lighthouse')).toEqual(['yoga']);
    } finally {
      await saveMarketplaceConfig(p().ctx, SEARCH_CONFIG);
    }
    expect(await names('keywords=lighthouse')).toEqual([]);
    await call(p(), 'POST', 'own_listings/close', author.token, { id });
  });
});

describeEachDialect('listings/query total of every listing', (platform) => {
  const p = () => platform();
  const total = async (params = '') => {
    const anon = await apiClient(p().app).anonToken();
    const res = await call(p(), 'GET', `listings/query?perPage=1&${params}`, anon);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.meta.totalItems as number;
  };
  // What a scan finds: the count kept by triggers must always equal it.
  const scanned = async () =>
    Number(
      (
        await sql<{ n: number | string }>`SELECT count(*) AS n FROM listings
          WHERE state = 'published' AND deleted = ${p().dialect === 'sqlite' ? 0 : sql`false`}`.execute(
          p().ctx.db,
        )
      ).rows[0]!.n,
    );

  it('counts every searchable listing through creation, closing, opening, deletion and bulk writes', async () => {
    expect(await total()).toBe(await scanned());
    const author = await newUser(p());
    const body = { title: 'Counted', price: { amount: 5000, currency: 'USD' }, publicData: {} };
    const created = await call(p(), 'POST', 'own_listings/create', author.token, body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as string;
    expect(await total()).toBe(1);
    // The same total by the kept count and by a filter that narrows nothing (a scan).
    expect(await total(`sort=-price`)).toBe(1);
    expect(await total(`price=0,100000000`)).toBe(1);
    await call(p(), 'POST', 'own_listings/close', author.token, { id });
    expect(await total()).toBe(0);
    await call(p(), 'POST', 'own_listings/open', author.token, { id });
    expect(await total()).toBe(1);
    const draft = await call(p(), 'POST', 'own_listings/create_draft', author.token, { title: 'Draft' });
    expect(draft.status).toBe(200);
    expect(await total()).toBe(1);
    // Statements that change many rows at once, and one that changes none of the count.
    const start = p().clock.read();
    for (let i = 0; i < 5; i++) await insertPublished(p(), author.id, start, { title: `Bulk ${i}` });
    expect(await total()).toBe(6);
    await sql`UPDATE listings SET state = 'closed' WHERE title LIKE 'Bulk %' AND title <> 'Bulk 0'`.execute(
      p().ctx.db,
    );
    await sql`UPDATE listings SET title = title || '!'`.execute(p().ctx.db);
    expect(await total()).toBe(2);
    await sql`UPDATE listings SET deleted = ${p().dialect === 'sqlite' ? 1 : sql`true`} WHERE id = ${id}`.execute(
      p().ctx.db,
    );
    expect(await total()).toBe(1);
    await sql`DELETE FROM listings WHERE title LIKE 'Bulk %'`.execute(p().ctx.db);
    expect(await total()).toBe(0);
    expect(await scanned()).toBe(0);
    // Search housekeeping folds the kept count's rows without changing the total.
    await insertPublished(p(), author.id, start, { title: 'After' });
    await foldListingSearchCount(p().ctx);
    expect(await total()).toBe(1);
    expect(await scanned()).toBe(1);
    const rows = await sql<{ n: number | string }>`SELECT count(*) AS n FROM listing_search_count`.execute(
      p().ctx.db,
    );
    expect(Number(rows.rows[0]!.n)).toBe(1);
  });

  it('counts the listings of a type or top category through writes that change them', async () => {
    await saveMarketplaceConfig(p().ctx, SEARCH_CONFIG);
    const author = await newUser(p());
    const start = p().clock.read();
    const scannedWith = async (key: string, value: string) =>
      Number(
        (
          await sql<{ n: number | string }>`SELECT count(*) AS n FROM listings
            WHERE state = 'published' AND deleted = ${p().dialect === 'sqlite' ? 0 : sql`false`}
              AND ${p().dialect === 'sqlite' ? sql`json_extract(public_data, ${`$.${key}`})` : sql`public_data ->> ${key}`} = ${value}`.execute(
            p().ctx.db,
          )
        ).rows[0]!.n,
      );
    const check = async () => {
      for (const [key, value] of [
        ['listingType', 'rent-by-day'],
        ['listingType', 'sell-products'],
        ['categoryLevel1', 'wellness'],
        ['categoryLevel1', 'music'],
      ] as const) {
        const expected = await scannedWith(key, value);
        expect(await total(`pub_${key}=${value}`), `${key}=${value}`).toBe(expected);
      }
      expect(await total('pub_categoryLevel1=wellness,music')).toBe(
        (await scannedWith('categoryLevel1', 'wellness')) + (await scannedWith('categoryLevel1', 'music')),
      );
    };
    const ids: string[] = [];
    for (const [type, category] of [
      ['rent-by-day', 'wellness'],
      ['rent-by-day', 'music'],
      ['sell-products', 'wellness'],
    ]) {
      ids.push(
        await insertPublished(p(), author.id, start, {
          title: `${type} ${category}`,
          publicData: { listingType: type, categoryLevel1: category },
        }),
      );
    }
    expect(await total('pub_categoryLevel1=wellness')).toBe(2);
    await check();
    // Its type and category change (PostgreSQL: the generated columns and the counts with them).
    const moved = JSON.stringify({ listingType: 'sell-products', categoryLevel1: 'music' });
    await sql`UPDATE listings SET public_data = ${p().dialect === 'sqlite' ? moved : sql`${moved}::jsonb`}
      WHERE id = ${ids[0]!}`.execute(p().ctx.db);
    await check();
    expect(await total('pub_listingType=sell-products')).toBe(2);
    await call(p(), 'POST', 'own_listings/close', author.token, { id: ids[1] });
    await check();
    await sql`DELETE FROM listings WHERE id = ${ids[2]!}`.execute(p().ctx.db);
    await check();
    await foldListingSearchCount(p().ctx);
    await check();
    expect(await total('pub_categoryLevel1=music')).toBe(1);
  });

  it('counts listings written by transactions side by side (PostgreSQL: rows of differences)', async () => {
    const author = await newUser(p());
    const before = await total();
    const start = p().clock.read();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        p()
          .ctx.db.transaction()
          .execute(async (trx) => {
            await insertPublished({ ...p(), ctx: { ...p().ctx, db: trx } }, author.id, start, {
              title: `Side ${i}`,
            });
          }),
      ),
    );
    expect(await total()).toBe(before + 8);
    expect(await total()).toBe(await scanned());
  });
});

describeEachDialect('listings/query pages of a keyword search', (platform) => {
  const p = () => platform();
  let anon: string;
  let author: string;
  let titled: string[];
  beforeAll(async () => {
    const user = await newUser(p());
    author = user.id;
    const start = p().clock.read().getTime() - DAY;
    const add = (i: number, title: string, description: string) =>
      insertPublished(p(), author, new Date(start + i * 60_000), { title, description });
    titled = [];
    for (let i = 0; i < 3; i++) titled.push(await add(i, `Lantern walk ${i}`, 'Through the old town.'));
    // Six listings that rank exactly alike: the id alone orders them, across page boundaries.
    for (let i = 3; i < 9; i++) await add(i, 'Evening stroll', 'Bring a lantern.');
    await add(9, 'Harbour tour', 'Boats and gulls.');
    anon = await apiClient(p().app).anonToken();
  });
  const ids = async (params: string) => {
    const res = await call(p(), 'GET', `listings/query?${params}`, anon);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { data: Body[]; meta: Body };
  };

  it('pages through ties in one order, the same as with another filter narrowing nothing', async () => {
    const all = await ids('keywords=lantern');
    const order = all.data.map((l) => l.id as string);
    expect(order).toHaveLength(9);
    expect(all.meta.totalItems).toBe(9);
    // Titles first; the equal-ranking rest by id.
    expect(order.slice(0, 3).sort()).toEqual([...titled].sort());
    const rest = order.slice(3);
    expect(rest).toEqual([...rest].sort());
    // With the author filter the database joins every match before ordering: the same order.
    expect((await ids(`keywords=lantern&authorId=${author}`)).data.map((l) => l.id)).toEqual(order);
    for (const perPage of [1, 2, 4, 5]) {
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(9 / perPage) + 1; page++) {
        const body = await ids(`keywords=lantern&perPage=${perPage}&page=${page}`);
        expect(body.meta.totalItems).toBe(9);
        paged.push(...body.data.map((l) => l.id as string));
      }
      expect(paged, `perPage ${perPage}`).toEqual(order);
    }
  });
});

describeEachDialect('listings/query over booked seats', (platform) => {
  it('leaves out a listing whose only seat is booked for the window, not for the hours around it', async () => {
    const { p, provider: booked, times, created } = await requested(platform(), { daysAhead: 2, hour: 10 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const free = await newProvider(p);
    const anon = await apiClient(p.app).anonToken();
    const found = async (params: string) => (await listingIdsFound(p, anon, params)).sort();
    const hour = `start=${times.bookingStart}&end=${times.bookingEnd}&seats=1`;
    expect(await found(`${hour}&availability=time-full`)).toEqual([free.listingId]);
    // Until noon: the booked listing is still free for an hour after its booking.
    const noon = new Date(Date.parse(times.bookingEnd) + 3_600_000).toISOString();
    const morning = `start=${times.bookingStart}&end=${noon}&seats=1`;
    expect(await found(`${morning}&availability=time-full`)).toEqual([free.listingId]);
    expect(await found(`${morning}&availability=time-partial&minDuration=60`)).toEqual(
      [booked.listingId, free.listingId].sort(),
    );
    expect(await found(`${morning}&availability=time-partial&minDuration=90`)).toEqual([free.listingId]);
  });
});

describeEachDialect('listings/query of one word by its term rows', (platform) => {
  // PostgreSQL answers a one-word search with common filters from listing_search_terms (migration
  // 0023); with an author filter (narrowing nothing here: one author) it matches by the GIN index
  // and ranks by whole vectors. Both must give the same pages and totals.
  const p = () => platform();
  let anon: string;
  let author: { id: string; token: string };
  const ids: string[] = [];
  // Families of words that share a prefix: of five letters and more, of three, of two only.
  const WORDS = [
    'kayak',
    'kayaks',
    'kayaking',
    'kay',
    'yoga',
    'yogi',
    'yogurt',
    'yodel',
    'sauna',
    'saunas',
    'sail',
    'a',
    'an',
  ];
  beforeAll(async () => {
    await saveMarketplaceConfig(p().ctx, SEARCH_CONFIG);
    author = await newUser(p());
    let state = 11;
    const next = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % n;
    };
    const words = (n: number) => Array.from({ length: n }, () => WORDS[next(WORDS.length)]).join(' ');
    const start = p().clock.read().getTime() - 10 * DAY;
    for (let i = 0; i < 90; i++) {
      ids.push(
        await insertPublished(p(), author.id, new Date(start + next(5) * 60_000), {
          title: `${words(1 + next(3))} ${i}`,
          description: next(4) === 0 ? null : words(2 + next(8)),
          geolocation: { lat: 60 + next(3), lng: 24 + next(3) },
          price: next(6) === 0 ? null : { amount: 1000 * (1 + next(4)), currency: 'USD' },
          publicData: {
            listingType: ['rent-by-day', 'sell-products'][next(2)],
            categoryLevel1: ['wellness', 'music', 'arts'][next(3)],
            notes: words(next(3)),
          },
        }),
      );
    }
    anon = await apiClient(p().app).anonToken();
  });
  const answer = async (params: string) => {
    const res = await call(p(), 'GET', `listings/query?${params}`, anon);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { ids: (res.body.data as Body[]).map((l) => l.id as string), total: res.body.meta.totalItems };
  };
  const compareAll = async () => {
    let nonEmpty = 0;
    for (const word of ['kay', 'kayak', 'kayaks', 'yo', 'yog', 'yoga', 'sa', 'a', 'an', 'zzz']) {
      for (const filter of [
        '',
        '&bounds=61.5,25.5,59.5,23.5',
        '&price=1500,3500',
        '&pub_listingType=rent-by-day',
        '&pub_categoryLevel1=wellness,music',
        '&sort=price',
        '&sort=-price&pub_categoryLevel1=arts',
      ]) {
        for (const page of ['&perPage=7', '&perPage=7&page=2', '&perPage=100']) {
          const params = `keywords=${word}${filter}${page}`;
          const byTerms = await answer(params);
          const byIndex = await answer(`${params}&authorId=${author.id}`);
          expect(byTerms, params).toEqual(byIndex);
          if (byTerms.ids.length > 0) nonEmpty++;
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(100);
  };

  it('finds, ranks, orders and counts as the whole vectors do', async () => {
    await compareAll();
  });

  it('stays in step as listings change their words, price, place and state', async () => {
    const json = (value: unknown) =>
      p().dialect === 'sqlite' ? sql`${JSON.stringify(value)}` : sql`${JSON.stringify(value)}::jsonb`;
    for (const [i, id] of ids.slice(0, 12).entries()) {
      const set =
        i % 4 === 0
          ? sql`title = 'kayaks kayak yogi'`
          : i % 4 === 1
            ? sql`price_amount = 2500`
            : i % 4 === 2
              ? sql`geolocation_lat = 10, geolocation_lng = 10`
              : sql`public_data = ${json({ listingType: 'sell-products', categoryLevel1: 'music', notes: 'sauna' })}`;
      await sql`UPDATE listings SET ${set} WHERE id = ${id}`.execute(p().ctx.db);
    }
    await sql`UPDATE listings SET state = 'closed' WHERE id = ${ids[20]!}`.execute(p().ctx.db);
    await sql`DELETE FROM listings WHERE id = ${ids[21]!}`.execute(p().ctx.db);
    await compareAll();
  });
});

describeEachDialect('listings/query enum filters', (platform) => {
  // `level` is a configured field (PostgreSQL: containment in the GIN index); the listing type and
  // top category are built in (PostgreSQL: columns of their own, migration 0021).
  for (const key of ['level', 'listingType', 'categoryLevel1']) {
    it(`match the option as a string only, not a number, array or object holding it (${key})`, async () => {
      const p = platform();
      await saveMarketplaceConfig(p.ctx, SEARCH_CONFIG);
      const author = await newUser(p);
      const names = new Map<string, string>();
      const add = async (name: string, value: unknown) => {
        const at = new Date(p.clock.read().getTime() - (names.size + 1) * 60_000);
        const title = `${key} ${name}`;
        names.set(await insertPublished(p, author.id, at, { title, publicData: { [key]: value } }), name);
      };
      await add('string', 'beginner');
      await add('array', ['beginner']);
      await add('object', { beginner: true });
      await add('number', 1);
      await add('numeric string', '1');
      await add('true', true);
      await add('none', undefined);
      const anon = await apiClient(p.app).anonToken();
      const found = async (params: string) =>
        (await listingIdsFound(p, anon, params)).flatMap((id) => names.get(id) ?? []);
      const param = `pub_${key}`;
      expect(await found(`${param}=beginner`)).toEqual(['string']);
      expect(await found(`${param}=1`)).toEqual(['numeric string']);
      expect(await found(`${param}=true,advanced`)).toEqual([]);
      expect(await found(`${param}=beginner,1`)).toEqual(['string', 'numeric string']);
      expect(await found(`${param}=beginner&price=0,100`)).toEqual([]);
      expect((await call(p, 'GET', `listings/query?${param}=1`, anon)).body.meta.totalItems).toBe(1);
    });
  }
});
