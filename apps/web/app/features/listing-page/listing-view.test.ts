import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { describe, expect, it } from 'vitest';
import { buildImage, buildListing, buildUser } from '../listings/test-builders.ts';
import { listingPageViewOf } from './listing-view.ts';

const config = DEFAULT_MARKETPLACE_CONFIG;
const photoVariants = { 'scaled-medium': 750, 'scaled-large': 1024, 'scaled-xlarge': 2400, facebook: 1200 };

describe('listingPageViewOf', () => {
  const listing = buildListing(
    {},
    {
      images: {
        data: [
          { id: 'i1', type: 'image' },
          { id: 'i2', type: 'image' },
        ],
      },
      author: { data: { id: 'u1', type: 'user' } },
    },
  );
  const author = {
    ...buildUser('u1'),
    relationships: { profileImage: { data: { id: 'p1', type: 'image' } } },
  };
  const included = [
    buildImage('i1', photoVariants),
    buildImage('i2', photoVariants),
    author,
    buildImage('p1', { 'square-small': 240, 'square-small2x': 480 }),
  ];

  it('shows title, price with unit, address and the type label', () => {
    const view = listingPageViewOf({ data: listing, included }, config);
    expect(view).toMatchObject({
      title: 'Wheel-throwing lesson',
      description: 'An hour at the wheel.\nClay included.',
      state: 'published',
      path: `/l/wheel-throwing-lesson/${listing.id}`,
      price: { amount: '$45.00', unit: 'per hour' },
      address: 'Oranienstraße 25, 10999 Berlin',
      building: null,
      listingTypeLabel: 'Service with calendar',
      action: 'book',
      layout: 'carousel',
      aspect: { width: 4, height: 3 },
      shareImage: 'https://img.test/i1/facebook',
    });
  });

  it('lists the photos in order with texts that say which is which', () => {
    const view = listingPageViewOf({ data: listing, included }, config);
    expect(view.photos.map((photo) => [photo.src, photo.alt])).toEqual([
      ['https://img.test/i1/scaled-medium', 'Wheel-throwing lesson, photo 1 of 2'],
      ['https://img.test/i2/scaled-medium', 'Wheel-throwing lesson, photo 2 of 2'],
    ]);
  });

  it('makes the author card with the avatar', () => {
    const view = listingPageViewOf({ data: listing, included }, config);
    expect(view.author).toEqual({
      id: 'u1',
      displayName: 'Ada P',
      abbreviatedName: 'AP',
      avatar: {
        src: 'https://img.test/p1/square-small',
        srcSet: 'https://img.test/p1/square-small 1x, https://img.test/p1/square-small2x 2x',
      },
      isActive: true,
    });
  });

  it('names banned authors generically', () => {
    const banned = { ...buildUser('u1', { banned: true }), attributes: { banned: true, deleted: false } };
    const view = listingPageViewOf({ data: listing, included: [banned] }, config);
    expect(view.author).toMatchObject({ displayName: 'Banned user', isActive: false, avatar: null });
  });

  it('shows no price for conversations and offers contact', () => {
    const inquiry = buildListing({ price: null, publicData: { unitType: 'inquiry' } });
    const view = listingPageViewOf({ data: inquiry, included: [] }, config);
    expect(view.price).toBeNull();
    expect(view.action).toBe('contact');
    expect(view.address).toBeNull();
    expect(view.photos).toEqual([]);
    expect(view.author).toBeNull();
    expect(view.shareImage).toBeNull();
  });

  it('marks items without stock out of stock, and only items', () => {
    const stocked = (quantity: number, unitType: string) =>
      listingPageViewOf(
        {
          data: buildListing(
            { publicData: { unitType } },
            { currentStock: { data: { id: 's1', type: 'stock' } } },
          ),
          included: [{ id: 's1', type: 'stock', attributes: { quantity } }],
        },
        config,
      ).isOutOfStock;
    expect(stocked(0, 'item')).toBe(true);
    expect(stocked(3, 'item')).toBe(false);
    expect(stocked(0, 'hour')).toBe(false);
    expect(
      listingPageViewOf({ data: buildListing({ publicData: { unitType: 'item' } }), included: [] }, config)
        .isOutOfStock,
    ).toBe(false);
  });

  it('follows the configured listing page layout', () => {
    const coverConfig = {
      ...config,
      layout: { ...config.layout, listingPage: { variantType: 'coverPhoto' as const } },
    };
    expect(listingPageViewOf({ data: listing, included }, coverConfig).layout).toBe('coverPhoto');
  });
});
