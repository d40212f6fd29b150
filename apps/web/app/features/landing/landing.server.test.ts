import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { SdkError } from '@mercato/sdk/sdk-error';
import { describe, expect, it } from 'vitest';
import type { LoaderArgs } from '../../lib/context.ts';
import { buildListing } from '../listings/test-builders.ts';
import { FEATURED_SORT, LANDING_LIST_SIZE, loadLandingPage } from './landing.server.ts';

type Query = Record<string, unknown>;

function loaderArgs(answer: (query: Query) => unknown) {
  const queries: Query[] = [];
  const sdk = {
    assets: { config: async () => ({ data: DEFAULT_MARKETPLACE_CONFIG, included: [], meta: {} }) },
    listings: {
      query: async (query: Query) => {
        queries.push(query);
        return answer(query);
      },
    },
  };
  const args = {
    request: new Request('https://shop.test/'),
    params: {},
    context: { session: { sdk, isLoggedIn: false } },
  } as unknown as LoaderArgs;
  return { args, queries };
}

const listing = (title: string) => ({ ...buildListing({ title }), id: title });

describe('loadLandingPage', () => {
  it('reads the featured and the newest listings, 12 each, leaving out items out of stock', async () => {
    const { args, queries } = loaderArgs((query) => ({
      data: [listing(query.meta_featuredListing ? 'featured' : 'newest')],
      included: [],
      meta: {},
    }));
    const data = await loadLandingPage(args);
    expect(queries).toHaveLength(2);
    for (const query of queries) {
      expect(query).toMatchObject({
        page: 1,
        perPage: LANDING_LIST_SIZE,
        minStock: 1,
        stockMode: 'match-undefined',
      });
    }
    expect(queries[0]).toMatchObject({ meta_featuredListing: true, sort: FEATURED_SORT });
    expect(queries[1]).toMatchObject({ sort: 'createdAt' });
    expect(data.featured?.map((card) => card.title)).toEqual(['featured']);
    expect(data.newest?.map((card) => card.title)).toEqual(['newest']);
    expect(data.aspect).toEqual({ width: 4, height: 3 });
  });

  it('leaves out a list the platform refuses and keeps the other', async () => {
    const { args } = loaderArgs((query) => {
      if (query.meta_featuredListing) {
        throw new SdkError(400, [{ status: 400, code: 'validation-invalid-params', title: 'Invalid' }]);
      }
      return { data: [listing('newest')], included: [], meta: {} };
    });
    const data = await loadLandingPage(args);
    expect(data.featured).toBeNull();
    expect(data.newest).toHaveLength(1);
  });

  it('fails on what is not a refusal', async () => {
    const { args } = loaderArgs(() => {
      throw new TypeError('bug');
    });
    await expect(loadLandingPage(args)).rejects.toThrow('bug');
  });
});
