import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_REVIEWS_KEY, listingReviewSummaryOf, summarizeRatings } from './listing-review-summary.ts';

describe('listing review summary', () => {
  it('averages ratings of 1 to 5 into 1 to 5, two decimals, and reads back what it wrote', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 500 }), (ratings) => {
        const sum = ratings.reduce((a, b) => a + b, 0);
        const summary = summarizeRatings(ratings.length, sum)!;
        expect(summary.count).toBe(ratings.length);
        expect(summary.averageRating).toBeGreaterThanOrEqual(Math.min(...ratings));
        expect(summary.averageRating).toBeLessThanOrEqual(Math.max(...ratings));
        expect(Math.abs(summary.averageRating - sum / ratings.length)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Number.isInteger(Math.round(summary.averageRating * 100 * 1e6) / 1e6)).toBe(true);
        expect(listingReviewSummaryOf({ [LISTING_REVIEWS_KEY]: summary })).toEqual(summary);
      }),
    );
  });

  it('has no summary without reviews', () => {
    expect(summarizeRatings(0, 0)).toBeNull();
  });

  it('reads nothing from metadata that holds no summary, or one that is not a summary', () => {
    for (const metadata of [
      null,
      undefined,
      'text',
      {},
      { reviews: null },
      { reviews: 'many' },
      { reviews: { count: 0, averageRating: 4 } },
      { reviews: { count: 2.5, averageRating: 4 } },
      { reviews: { count: 2, averageRating: 0.5 } },
      { reviews: { count: 2, averageRating: 5.5 } },
      { reviews: { count: 2, averageRating: '4' } },
    ]) {
      expect(listingReviewSummaryOf(metadata)).toBeNull();
    }
    expect(listingReviewSummaryOf({ reviews: { count: 3, averageRating: 4.67 }, other: 1 })).toEqual({
      count: 3,
      averageRating: 4.67,
    });
  });
});
