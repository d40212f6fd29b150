import { setFlagsFromString } from 'node:v8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySparseFields, requestedAttributes } from '../../http/envelope.ts';
import { encodeTransit } from '../../http/wire-codec.ts';
import { presentListing } from './listing.presenter.ts';
import { copyListing, type Listing } from './listing.ts';
import { listingRowToListing } from './listing-row.ts';

const row = {
  id: '6a3f7b1e-0d0c-4c47-9d51-6f1f3e0d2a10',
  author_id: '0f6b5a52-86c4-4d4b-8f0b-1c1f0a7f9e21',
  state: 'published',
  deleted: 0,
  title: 'Canoe for a weekend',
  description: 'Two seats, paddles included.',
  geolocation_lat: 60.17,
  geolocation_lng: 24.94,
  price_amount: 4500,
  price_currency: 'EUR',
  availability_plan: JSON.stringify({
    type: 'availability-plan/day',
    timezone: 'Europe/Helsinki',
    entries: [{ dayOfWeek: 'sat', seats: 2 }],
  }),
  public_data: JSON.stringify({ listingType: 'rent-by-day', categoryLevel1: 'outdoors' }),
  private_data: JSON.stringify({ lockCode: '4711' }),
  metadata: JSON.stringify({ featuredListing: true }),
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};

const listing = (): Listing => listingRowToListing(row as never, ['b2b3c6a0-2f6e-4b8e-9d4f-3a1c2e5d7f90']);

const ATTRIBUTES = [
  'title',
  'description',
  'geolocation',
  'createdAt',
  'price',
  'availabilityPlan',
  'state',
  'deleted',
  'publicData',
  'metadata',
  'privateData',
  'unknown',
] as const;
const NESTED = [
  'publicData.listingType',
  'publicData.missing',
  'metadata.featuredListing',
  'availabilityPlan.type',
];

describe('presentListing with the attributes a request asks for', () => {
  it('answers exactly what presenting everything and then applying the sparse fields answers', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...ATTRIBUTES, ...NESTED), { maxLength: 8 }),
        fc.constantFrom('listing' as const, 'ownListing' as const),
        (paths, type) => {
          const fields = new Map([[type, paths]]);
          const full = applySparseFields(presentListing(listing(), type), fields);
          const only = applySparseFields(
            presentListing(listing(), type, requestedAttributes(fields, type)),
            fields,
          );
          // Transit keeps key order and tags, so equal text means the same document on the wire.
          expect(encodeTransit(only as never)).toBe(encodeTransit(full as never));
        },
      ),
    );
  });

  it('shows privateData to the author only', () => {
    const only = new Set(['privateData', 'title']);
    expect(presentListing(listing(), 'listing', only).attributes).toEqual({ title: 'Canoe for a weekend' });
    expect(presentListing(listing(), 'ownListing', only).attributes).toEqual({
      title: 'Canoe for a weekend',
      privateData: { lockCode: '4711' },
    });
  });
});

describe('listingRowToListing', () => {
  it('parses a JSON column when it is first read, once', () => {
    const read = listingRowToListing({ ...row, private_data: '{not json' } as never, []);
    expect(read.publicData).toEqual({ listingType: 'rent-by-day', categoryLevel1: 'outdoors' });
    expect(read.publicData).toBe(read.publicData);
    expect(() => read.privateData).toThrow(SyntaxError);
  });

  it('keeps what is written over a column that was never read', () => {
    const read = listing();
    read.metadata = { featuredListing: false };
    read.availabilityPlan = null;
    expect(read.metadata).toEqual({ featuredListing: false });
    expect(read.availabilityPlan).toBeNull();
    // A spread would miss the attributes parsed when first read; a copy and JSON keep them.
    expect(copyListing(read)).toMatchObject({ metadata: { featuredListing: false }, availabilityPlan: null });
    expect(JSON.parse(JSON.stringify(read))).toMatchObject({
      metadata: { featuredListing: false },
      publicData: { listingType: 'rent-by-day' },
      privateData: { lockCode: '4711' },
    });
  });

  it('gives every listing the same fast shape, whatever its row holds', () => {
    // An object literal with getters made each listing an object of its own dictionary (its getters
    // were new functions each time): a search page's listings outlived the request in old space.
    fc.assert(
      fc.property(fc.string(), fc.option(fc.integer()), fc.boolean(), (title, amount, deleted) => {
        const a = listing();
        const b = listingRowToListing(
          { ...row, title, price_amount: amount, deleted: deleted ? 1 : 0, public_data: '{"a":1}' } as never,
          [],
        );
        void b.publicData;
        expect(hasFastProperties(b)).toBe(true);
        expect(haveSameMap(a, b)).toBe(true);
      }),
    );
  });
});

// V8's own checks of an object's shape (natives syntax, allowed from here on in this worker).
setFlagsFromString('--allow-natives-syntax');
const hasFastProperties = new Function('a', 'return %HasFastProperties(a)') as (a: object) => boolean;
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
