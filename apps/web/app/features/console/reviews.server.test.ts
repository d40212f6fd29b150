import type { AdminReviewResource } from '@mercato/core/contracts/admin-review';
import { describe, expect, it } from 'vitest';
import { reviewRowOf, reviewsFiltersOf, starsOf } from './reviews.server.ts';

const filtersOf = (query: string) => reviewsFiltersOf(new URL(`http://x/console/reviews?${query}`));

describe('the reviews list', () => {
  it('reads its filters from the address, dropping what it does not know', () => {
    expect(filtersOf('')).toEqual({});
    expect(filtersOf('hidden=true&maxRating=2&subjectId=%20u1%20&authorId=u2&page=3')).toEqual({
      hidden: 'true',
      maxRating: '2',
      subjectId: 'u1',
      authorId: 'u2',
    });
    expect(filtersOf('hidden=false')).toEqual({ hidden: 'false' });
    expect(filtersOf('hidden=yes&maxRating=6&subjectId=%20&authorId=')).toEqual({});
    expect(filtersOf('maxRating=1.5')).toEqual({});
  });

  it('draws a rating as five stars', () => {
    expect(starsOf(3)).toBe('★★★☆☆');
    expect(starsOf(5)).toBe('★★★★★');
    expect(starsOf(1)).toBe('★☆☆☆☆');
    expect(starsOf(9)).toBe('★★★★★');
  });

  it('shows a review with its people, listing and flags', () => {
    const review: AdminReviewResource = {
      id: 'r1',
      type: 'review',
      attributes: {
        type: 'ofProvider',
        state: 'public',
        rating: 2,
        content: 'Meh.',
        createdAt: '2026-12-10T08:00:00.000Z',
        hidden: true,
        hiddenAt: '2026-12-11T09:30:00.000Z',
        authorId: 'u1',
        subjectId: 'u2',
        listingId: 'l1',
        transactionId: 't1',
        authorDisplayName: 'Ben C',
        subjectDisplayName: null,
        listingTitle: 'Kayak',
      },
    };
    expect(reviewRowOf(review)).toEqual({
      id: 'r1',
      rating: 2,
      stars: '★★☆☆☆',
      content: 'Meh.',
      type: 'ofProvider',
      published: true,
      hidden: true,
      hiddenAt: '2026-12-11T09:30:00.000Z',
      authorId: 'u1',
      authorName: 'Ben C',
      subjectId: 'u2',
      subjectName: null,
      listingId: 'l1',
      listingTitle: 'Kayak',
      createdAt: '2026-12-10T08:00:00.000Z',
    });
  });
});
