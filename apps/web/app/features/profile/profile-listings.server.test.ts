import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { SdkError } from '@mercato/sdk/sdk-error';
import { describe, expect, it } from 'vitest';
import type { WebSession } from '../../lib/context.ts';
import { buildListing } from '../listings/test-builders.ts';
import { loadProfileListings, PROFILE_LISTINGS_PER_PAGE } from './profile-listings.server.ts';

const listingImage = DEFAULT_MARKETPLACE_CONFIG.layout.listingImage;
const AUTHOR = '11111111-2222-4333-8444-555555555555';

function sessionAnswering(answer: (query: Record<string, unknown>) => unknown) {
  const queries: Record<string, unknown>[] = [];
  const session = {
    isLoggedIn: false,
    sdk: {
      listings: {
        query: async (query: Record<string, unknown>) => {
          queries.push(query);
          return answer(query);
        },
      },
    },
  } as unknown as WebSession;
  return { session, queries };
}

describe('loadProfileListings', () => {
  it("reads a page of the author's published listings as cards without the author", async () => {
    const { session, queries } = sessionAnswering(() => ({
      data: [buildListing({ title: 'Pottery' })],
      included: [],
      meta: { totalItems: 25, totalPages: 2, page: 2, perPage: 24 },
    }));
    const listings = await loadProfileListings(session, AUTHOR, 2, listingImage);
    expect(queries[0]).toMatchObject({
      authorId: AUTHOR,
      page: 2,
      perPage: PROFILE_LISTINGS_PER_PAGE,
      include: ['images'],
      'limit.images': 1,
    });
    expect(listings).toMatchObject({ page: 2, totalPages: 2, totalItems: 25, failed: false });
    expect(listings.items.map((card) => [card.title, card.authorName])).toEqual([['Pottery', null]]);
  });

  it('says the list failed when the platform refuses it, leaving the profile to show', async () => {
    const { session } = sessionAnswering(() => {
      throw new SdkError(503, []);
    });
    expect(await loadProfileListings(session, AUTHOR, 1, listingImage)).toMatchObject({
      items: [],
      failed: true,
    });
  });
});
