import type { AdminListingResource } from '@mercato/core/contracts/admin-listing';
import { describe, expect, it } from 'vitest';
import { listingRowOf, listingsFiltersOf } from './listings.server.ts';

const filtersOf = (query: string) => listingsFiltersOf(new URL(`http://x/console/listings?${query}`));

describe('the listings list', () => {
  it('reads its filters from the address, as the dashboard and a person’s page link to it', () => {
    expect(filtersOf('states=pendingApproval')).toEqual({ states: 'pendingApproval' });
    expect(filtersOf('states=published&createdAtStart=2026-11-23&createdAtEnd=2026-11-30')).toEqual({
      states: 'published',
      createdAtStart: '2026-11-23',
      createdAtEnd: '2026-11-30',
    });
    expect(filtersOf('authorId=0b5e4c1a-0000-4000-8000-000000000001&page=2')).toEqual({
      authorId: '0b5e4c1a-0000-4000-8000-000000000001',
    });
    // Several states with commas, unknown ones and repeats dropped; empty and unknown values ignored.
    expect(filtersOf('states=closed,%20draft,open,closed&featured=yes&keywords=%20%20')).toEqual({
      states: 'closed,draft',
    });
    expect(filtersOf('states=open&featured=false&keywords=%20kayak%20&listingType=tour')).toEqual({
      featured: 'false',
      keywords: 'kayak',
      listingType: 'tour',
    });
  });

  it('shows a listing’s author, type, price and featuring', () => {
    const listing: AdminListingResource = {
      id: 'l1',
      type: 'listing',
      attributes: {
        title: 'Kayak',
        description: null,
        state: 'published',
        deleted: false,
        createdAt: '2026-11-29T04:27:10.000Z',
        price: { amount: 4500, currency: 'USD' },
        publicData: { listingType: 'tour' },
        metadata: { featuredListing: true, featuredAt: 1 },
        authorEmail: 'ada@example.com',
        authorDisplayName: 'Ada P',
      },
      relationships: { author: { data: { id: 'u1', type: 'user' } } },
    };
    expect(listingRowOf(listing)).toEqual({
      id: 'l1',
      title: 'Kayak',
      authorId: 'u1',
      authorName: 'Ada P',
      authorEmail: 'ada@example.com',
      state: 'published',
      listingType: 'tour',
      price: '$45.00',
      featured: true,
      createdAt: '2026-11-29T04:27:10.000Z',
    });
    const bare = {
      ...listing,
      attributes: {
        ...listing.attributes,
        price: null,
        publicData: {},
        metadata: { featuredListing: 'yes' },
        authorEmail: null,
        authorDisplayName: null,
      },
      relationships: { author: { data: null } },
    };
    expect(listingRowOf(bare)).toMatchObject({
      authorId: null,
      listingType: null,
      price: null,
      featured: false,
    });
  });
});
