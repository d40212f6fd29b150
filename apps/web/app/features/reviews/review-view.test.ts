import { describe, expect, it } from 'vitest';
import { ratingLabel, reviewsViewOf, reviewViewsOf } from './review-view.ts';

function review(id: string, attributes: Record<string, unknown>, authorId = 'u1') {
  return {
    id,
    type: 'review',
    attributes: { type: 'ofProvider', state: 'public', ...attributes },
    relationships: { author: { data: { id: authorId, type: 'user' } } },
  };
}

const included = [
  {
    id: 'u1',
    type: 'user',
    attributes: { banned: false, deleted: false, profile: { displayName: 'Ben C', abbreviatedName: 'BC' } },
    relationships: { profileImage: { data: { id: 'img', type: 'image' } } },
  },
  {
    id: 'img',
    type: 'image',
    attributes: {
      variants: {
        'square-small': { name: 'square-small', width: 240, height: 240, url: 'https://x/s.jpg' },
        'square-small2x': { name: 'square-small2x', width: 480, height: 480, url: 'https://x/s2.jpg' },
      },
    },
  },
  { id: 'u2', type: 'user', attributes: { banned: true, deleted: false } },
];

describe('reviewViewsOf', () => {
  it('lists published reviews newest first with their writers', () => {
    const views = reviewViewsOf(
      [
        review('old', { rating: 4, content: 'Good.', createdAt: '2026-10-02T09:00:00.000Z' }),
        review('new', { rating: 5, content: 'Lovely bread.', createdAt: '2026-11-20T18:30:00.000Z' }),
        review('pending', { state: 'pending', rating: 1, createdAt: '2026-11-21T00:00:00.000Z' }),
        review('banned', { rating: 2, content: 'Meh', createdAt: '2026-09-01T00:00:00.000Z' }, 'u2'),
      ],
      included,
    );
    expect(views.map((v) => v.id)).toEqual(['new', 'old', 'banned']);
    expect(views[0]).toEqual({
      id: 'new',
      rating: 5,
      content: 'Lovely bread.',
      date: '2026-11-20T18:30:00.000Z',
      dateLabel: 'November 2026',
      author: {
        id: 'u1',
        displayName: 'Ben C',
        abbreviatedName: 'BC',
        avatar: { src: 'https://x/s.jpg', srcSet: 'https://x/s.jpg 1x, https://x/s2.jpg 2x' },
        isActive: true,
      },
      isPending: false,
    });
    expect(views[2]?.author).toMatchObject({ displayName: 'Banned user', isActive: false });
  });

  it('leaves out what is not a usable review and keeps ratings within 1–5', () => {
    const views = reviewViewsOf(
      [
        { id: 'x', type: 'listing', attributes: {} },
        review('no-rating', { createdAt: '2026-11-20T00:00:00.000Z' }),
        review('bad-date', { rating: 3, createdAt: 'yesterday' }),
        review('high', { rating: 9, createdAt: '2026-11-20T00:00:00.000Z' }),
        review('low', { rating: 0, createdAt: '2026-11-19T00:00:00.000Z' }),
      ],
      [],
    );
    expect(views.map((v) => [v.id, v.rating, v.author])).toEqual([
      ['high', 5, null],
      ['low', 1, null],
    ]);
  });
});

describe("the viewer's own pending review", () => {
  it('shows on their transaction page only, marked pending', () => {
    const reviews = [
      review('mine', { state: 'pending', rating: 5, createdAt: '2026-11-21T00:00:00.000Z' }, 'u1'),
      review('theirs', { state: 'pending', rating: 2, createdAt: '2026-11-22T00:00:00.000Z' }, 'u2'),
    ];
    expect(reviewViewsOf(reviews, included)).toEqual([]);
    const mine = reviewViewsOf(reviews, included, 'u1');
    expect(mine.map((v) => [v.id, v.isPending])).toEqual([['mine', true]]);
  });
});

describe('reviewsViewOf', () => {
  const at = (rating: number) => ({
    id: String(rating),
    rating,
    content: '',
    date: '2026-11-20T00:00:00.000Z',
    dateLabel: 'November 2026',
    author: null,
    isPending: false,
  });

  it('averages to one decimal and counts what the API reported', () => {
    expect(reviewsViewOf([at(5), at(4), at(4)], 12)).toMatchObject({
      average: 4.3,
      count: 12,
      failed: false,
    });
    expect(reviewsViewOf([at(5), at(4)])).toMatchObject({ average: 4.5, count: 2 });
  });

  it('has no average without reviews', () => {
    expect(reviewsViewOf([], 0)).toEqual({ items: [], count: 0, average: null, failed: false });
  });
});

describe('ratingLabel', () => {
  it('reads a rating out', () => {
    expect(ratingLabel(1)).toBe('1 out of 5 stars');
    expect(ratingLabel(4.5)).toBe('4.5 out of 5 stars');
  });
});
