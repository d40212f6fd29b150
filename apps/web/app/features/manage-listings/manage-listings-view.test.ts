import { describe, expect, it } from 'vitest';
import { buildImage, buildListing, CARD_LAYOUT } from '../listings/test-builders.ts';
import { manageListingCardsOf, manageListingsPath } from './manage-listings-view.ts';

describe('manageListingCardsOf', () => {
  it('makes a card per listing with badge, price, first image and commands', () => {
    const published = {
      ...buildListing({}, { images: { data: [{ id: 'i1', type: 'image' }] } }),
      type: 'ownListing' as const,
    };
    const draft = {
      ...buildListing({ title: 'Half-done', state: 'draft', price: null, publicData: { cardStyle: 'sea' } }),
      id: '11111111-2222-4333-8444-555555555555',
    };
    const gone = {
      ...buildListing(),
      id: '99999999-2222-4333-8444-555555555555',
      attributes: { deleted: true },
    };
    const cards = manageListingCardsOf(
      {
        data: [published, draft, gone],
        included: [buildImage('i1', { 'listing-card': 400, 'listing-card-2x': 800 })],
      },
      CARD_LAYOUT,
    );
    expect(cards).toEqual([
      {
        id: published.id,
        title: 'Wheel-throwing lesson',
        state: 'published',
        badge: { label: 'Published', tone: 'published' },
        price: { amount: '$45.00', unit: 'per hour' },
        image: {
          src: 'https://img.test/i1/listing-card',
          srcSet: 'https://img.test/i1/listing-card 400w, https://img.test/i1/listing-card-2x 800w',
          width: 400,
          height: 300,
        },
        cardStyle: null,
        viewPath: `/l/wheel-throwing-lesson/${published.id}`,
        editPath: `/l/wheel-throwing-lesson/${published.id}/edit/details`,
        commands: ['close'],
      },
      {
        id: draft.id,
        title: 'Half-done',
        state: 'draft',
        badge: { label: 'Draft', tone: 'draft' },
        price: null,
        image: null,
        cardStyle: 'sea',
        viewPath: `/l/half-done/${draft.id}/draft`,
        editPath: `/l/half-done/${draft.id}/draft/details`,
        commands: ['discard'],
      },
    ]);
  });
});

describe('out of stock', () => {
  it('badges a published item with no stock left, not one with stock or one that is closed', () => {
    const item = (id: string, state = 'published') => ({
      ...buildListing({ state, publicData: { unitType: 'item' } } as never, {
        currentStock: { data: { id: `s${id}`, type: 'stock' } },
      }),
      id,
    });
    const stock = (id: string, quantity: number) => ({
      id: `s${id}`,
      type: 'stock',
      attributes: { quantity },
    });
    const cards = manageListingCardsOf(
      {
        data: [item('a'), item('b'), item('c', 'closed')],
        included: [stock('a', 0), stock('b', 3), stock('c', 0)],
      },
      CARD_LAYOUT,
    );
    expect(cards.map((card) => card.badge.label)).toEqual(['Out of stock', 'Published', 'Closed']);
  });
});

describe('pages', () => {
  it('writes page 1 without a query', () => {
    expect(manageListingsPath(1)).toBe('/listings');
    expect(manageListingsPath(3)).toBe('/listings?page=3');
    expect(manageListingsPath(2, { discard: 'x' })).toBe('/listings?page=2&discard=x');
  });
});
