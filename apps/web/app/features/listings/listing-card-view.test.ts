import { describe, expect, it } from 'vitest';
import { listingCardQuery, listingCardsOf } from './listing-card-view.ts';
import { buildImage, buildListing, buildUser, CARD_LAYOUT } from './test-builders.ts';

describe('listingCardQuery', () => {
  it('asks for the first image in the card variants and, when wanted, the author names', () => {
    expect(listingCardQuery(CARD_LAYOUT, { withAuthor: true })).toMatchObject({
      include: ['author', 'images'],
      'limit.images': 1,
      'fields.user': ['banned', 'deleted', 'profile.displayName', 'profile.abbreviatedName'],
      'fields.image': 'variants.listing-card,variants.listing-card-2x,variants.listing-card-4x',
    });
    const withoutAuthor = listingCardQuery(CARD_LAYOUT, { withAuthor: false });
    expect(withoutAuthor.include).toEqual(['images']);
    expect(withoutAuthor).not.toHaveProperty('fields.user');
  });
});

describe('listingCardsOf', () => {
  const relationships = {
    author: { data: { id: 'u1', type: 'user' } },
    images: {
      data: [
        { id: 'i1', type: 'image' },
        { id: 'i2', type: 'image' },
      ],
    },
  };

  it('makes a card of title, public path, price with unit, first photo and author', () => {
    const cards = listingCardsOf(
      {
        data: [
          buildListing(
            {
              title: 'Wheel-throwing lesson',
              geolocation: { lat: 52.5, lng: 13.42 },
              metadata: { reviews: { count: 2, averageRating: 4.5 }, featuredListing: true },
            },
            relationships,
          ),
        ],
        included: [
          buildUser('u1'),
          buildImage('i1', { 'listing-card': 400, 'listing-card-2x': 800, 'listing-card-4x': 1600 }),
          buildImage('i2', { 'listing-card': 400 }),
        ],
      },
      CARD_LAYOUT,
    );
    expect(cards).toEqual([
      {
        id: '6a1f6f3e-2f7b-4a55-9a8e-0f6c1b2d3e4f',
        title: 'Wheel-throwing lesson',
        path: '/l/wheel-throwing-lesson/6a1f6f3e-2f7b-4a55-9a8e-0f6c1b2d3e4f',
        price: { amount: '$45.00', unit: 'per hour' },
        image: {
          src: 'https://img.test/i1/listing-card',
          srcSet:
            'https://img.test/i1/listing-card 400w, https://img.test/i1/listing-card-2x 800w, https://img.test/i1/listing-card-4x 1600w',
          width: 400,
          height: 300,
        },
        authorName: 'Ada P',
        position: { lat: 52.5, lng: 13.42 },
        rating: { count: 2, averageRating: 4.5 },
      },
    ]);
  });

  it('shows no price for conversations, a generic name for banned authors, and skips deleted listings', () => {
    const cards = listingCardsOf(
      {
        data: [
          buildListing(
            { publicData: { unitType: 'inquiry' } },
            { author: { data: { id: 'u2', type: 'user' } } },
          ),
          { ...buildListing(), id: 'gone', attributes: { deleted: true } },
        ],
        included: [buildUser('u2', { banned: true })],
      },
      CARD_LAYOUT,
    );
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ price: null, image: null, authorName: 'Banned user', position: null });
  });

  it('has no author name when authors were not included', () => {
    const cards = listingCardsOf({ data: [buildListing()], included: [] }, CARD_LAYOUT);
    expect(cards[0]?.authorName).toBeNull();
  });
});
