import { SdkError } from '@mercato/sdk/sdk-error';
import { describe, expect, it } from 'vitest';
import type { LoaderArgs } from '../../lib/context.ts';
import { buildImage, buildListing, buildUser } from '../listings/test-builders.ts';
import { loadSearchPage, SEARCH_REFUSED_MESSAGE, type SearchPageData } from './search.server.ts';
import { buildSearchConfig } from './test-filters.ts';

type Query = Record<string, unknown>;

/** A loader call with an SDK whose `listings.query` answers `answer` and records what it was asked. */
function loaderArgs(path: string, answer: (query: Query) => unknown, params: Record<string, string> = {}) {
  const queries: Query[] = [];
  const sdk = {
    assets: {
      config: async () => ({ data: buildSearchConfig(), included: [], meta: {} }),
      translations: async () => ({ data: {}, version: null }),
    },
    listings: {
      query: async (query: Query) => {
        queries.push(query);
        return answer(query);
      },
    },
  };
  // What React Router passes with v8_passThroughRequests: the request as sent (a client navigation
  // asks for `/s.data?…`) and the page's own URL.
  const url = new URL(`https://shop.test${path}`);
  const dataUrl = new URL(url);
  dataUrl.pathname = `${url.pathname}.data`;
  const args = {
    request: new Request(dataUrl),
    url,
    params,
    context: { session: { sdk, isLoggedIn: false } },
  } as unknown as LoaderArgs;
  return { args, queries };
}

const page = (count: number, meta: Query = {}) => ({
  data: Array.from({ length: count }, (_, i) =>
    buildListing(
      { title: `Lesson ${i + 1}` },
      {
        author: { data: { id: 'u1', type: 'user' } },
        images: { data: [{ id: `i${i}`, type: 'image' }] },
      },
    ),
  ).map((listing, i) => ({ ...listing, id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` })),
  included: [
    buildUser('u1'),
    ...Array.from({ length: count }, (_, i) =>
      buildImage(`i${i}`, { 'listing-card': 400, 'listing-card-2x': 800, 'listing-card-4x': 1600 }),
    ),
  ],
  meta: { totalItems: count, totalPages: 1, page: 1, perPage: 24, ...meta },
});

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('the loader did not throw');
}

describe('loadSearchPage', () => {
  it('redirects the no-JavaScript form fields to the canonical URL', async () => {
    const { args, queries } = loaderArgs('/s?keywords=+bike+&price_min=10&price_max=&sort=', () => page(0));
    const response = await thrown(loadSearchPage(args));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/s?keywords=bike&price=10%2C1000');
    expect(queries).toEqual([]);
  });

  it('moves a listing type to the path and drops unknown parameters', async () => {
    const { args } = loaderArgs('/s?pub_listingType=gear-rental&utm_source=mail', () => page(0));
    expect((await thrown(loadSearchPage(args))).headers.get('location')).toBe('/s/gear-rental');
  });

  it('shows the map view of a search as it is: the same query, the view kept in the URL', async () => {
    const map = loaderArgs('/s?keywords=bike&view=map', () => page(1));
    const list = loaderArgs('/s?keywords=bike', () => page(1));
    const data = await loadSearchPage(map.args);
    await loadSearchPage(list.args);
    expect(data.state.view).toBe('map');
    expect(map.queries).toEqual(list.queries);
  });

  it('answers 404 for a listing type the marketplace does not have', async () => {
    const { args } = loaderArgs('/s/spaceships', () => page(0), { listingType: 'spaceships' });
    await expect(loadSearchPage(args)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('searches with the canonical URL and shows the results as cards', async () => {
    const { args, queries } = loaderArgs(
      '/s/gear-rental?keywords=bike&price=10%2C250&page=2',
      () => page(3, { totalItems: 51, totalPages: 3, page: 2 }),
      { listingType: 'gear-rental' },
    );
    const data = (await loadSearchPage(args)) as SearchPageData;
    expect(queries[0]).toMatchObject({
      page: 2,
      perPage: 24,
      keywords: 'bike',
      price: '1000,25001',
      pub_listingType: 'gear-rental',
      minStock: 1,
      stockMode: 'match-undefined',
      include: ['author', 'images'],
      'limit.images': 1,
      'imageVariant.listing-card-4x': 'w:1600;h:1200;fit:crop',
    });
    expect(queries[0]).not.toHaveProperty('sort');
    expect(data.totalItems).toBe(51);
    expect(data.totalPages).toBe(3);
    expect(data.listings).toHaveLength(3);
    expect(data.listings[0]).toMatchObject({
      title: 'Lesson 1',
      path: '/l/lesson-1/00000000-0000-4000-8000-000000000000',
      price: { amount: '$45.00', unit: 'per hour' },
      authorName: 'Ada P',
    });
    expect(data.listings[0]?.image?.srcSet).toContain('listing-card-4x 1600w');
  });

  it('goes to the last page when asked for one past it, within the pagination limit', async () => {
    const beyond = loaderArgs('/s?page=9', () => page(0, { totalItems: 30, totalPages: 2, page: 9 }));
    expect((await thrown(loadSearchPage(beyond.args))).headers.get('location')).toBe('/s?page=2');
    const limited = loaderArgs('/s', () =>
      page(24, { totalItems: 10_000, totalPages: 417, paginationLimit: 50 }),
    );
    expect(((await loadSearchPage(limited.args)) as SearchPageData).totalPages).toBe(50);
  });

  it('shows no total for availability searches the API cannot count', async () => {
    const { args } = loaderArgs('/s', () =>
      page(5, { totalItems: null, totalPages: null, paginationUnsupported: true }),
    );
    const data = (await loadSearchPage(args)) as SearchPageData;
    expect(data.totalItems).toBeNull();
    expect(data.totalPages).toBe(1);
  });

  it('says which dates it could not use and searches without them', async () => {
    const { args, queries } = loaderArgs('/s?dates=2001-01-01%2C2001-01-02&seats=2', () => page(0));
    const data = (await loadSearchPage(args)) as SearchPageData;
    expect(data.datesProblem).toBe('Choose dates from today on.');
    expect(queries[0]).not.toHaveProperty('start');
    expect(queries[0]).not.toHaveProperty('seats');
  });

  it('asks a visitor of a private marketplace to log in, remembering the search', async () => {
    const { args } = loaderArgs('/s?keywords=bike', () => {
      throw new SdkError(403, [{ status: 403, code: 'forbidden', title: 'Forbidden' }]);
    });
    const response = await thrown(loadSearchPage(args));
    expect(response.headers.get('location')).toBe(`/signup?from=${encodeURIComponent('/s?keywords=bike')}`);
  });

  it('shows a refused search as a message, not an error page', async () => {
    const refused = loaderArgs('/s?keywords=bike', () => {
      throw new SdkError(400, [{ status: 400, code: 'validation-invalid-params', title: 'Invalid' }]);
    });
    expect(((await loadSearchPage(refused.args)) as SearchPageData).loadError).toBe(SEARCH_REFUSED_MESSAGE);
    const failed = loaderArgs('/s', () => {
      throw new SdkError(500, []);
    });
    expect(((await loadSearchPage(failed.args)) as SearchPageData).loadError).toBe(
      'The search failed. Please try again.',
    );
  });

  it('finds a typed place and searches the area around it', async () => {
    const { args, queries } = loaderArgs('/s?keywords=&address=helsinki&lat=&lng=', () => page(0));
    const location = (await thrown(loadSearchPage(args))).headers.get('location')!;
    const params = new URL(location, 'https://shop.test').searchParams;
    expect(params.get('address')).toBe('Helsinki, Finland');
    const [lat, lng] = params.get('origin')!.split(',').map(Number) as [number, number];
    expect(lat).toBeCloseTo(60.17, 1);
    expect(lng).toBeCloseTo(24.94, 1);
    const [neLat, , swLat] = params.get('bounds')!.split(',').map(Number) as number[];
    expect(neLat! > lat && swLat! < lat).toBe(true);
    expect(queries).toEqual([]);

    const found = loaderArgs(location, () => page(2));
    const data = await loadSearchPage(found.args);
    expect(found.queries[0]).toMatchObject({ origin: params.get('origin'), bounds: params.get('bounds') });
    expect(data.locationProblem).toBeNull();
    expect(data.layout).toBe('map');
  });

  it('says when it cannot find a typed place and searches without it', async () => {
    const { args, queries } = loaderArgs('/s?address=Qwxzy Vale', () => page(1));
    const data = await loadSearchPage(args);
    expect(data.locationProblem).toBe('We could not find “Qwxzy Vale”. Try the name of a city or town.');
    expect(queries[0]).not.toHaveProperty('origin');
    expect(queries[0]).not.toHaveProperty('bounds');
    expect(data.listings).toHaveLength(1);
  });
});
