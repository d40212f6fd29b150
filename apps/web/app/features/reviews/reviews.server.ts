import { SdkError } from '@mercato/sdk/sdk-error';
import type { WebSession } from '../../lib/context.ts';
import { REVIEW_AUTHOR_QUERY, type ReviewsView, reviewsViewOf, reviewViewsOf } from './review-view.ts';

/** The newest reviews a page lists; the count still tells how many there are in all. */
export const REVIEWS_PER_PAGE = 50;

const FAILED: ReviewsView = { items: [], count: 0, average: null, failed: true };

async function loadReviews(
  session: WebSession,
  filter: { listingId: string } | { subjectId: string; type: 'ofProvider' | 'ofCustomer' },
): Promise<ReviewsView> {
  try {
    const response = await session.sdk.reviews.query({
      ...filter,
      state: 'public',
      perPage: REVIEWS_PER_PAGE,
      include: ['author', 'author.profileImage'],
      ...REVIEW_AUTHOR_QUERY,
    });
    const total = Number(response.meta.totalItems ?? response.data.length);
    return reviewsViewOf(reviewViewsOf(response.data, response.included), total);
  } catch (error) {
    // A failed list must not take the listing or profile page down with it.
    if (!SdkError.is(error)) throw error;
    return FAILED;
  }
}

/** The published reviews of a listing (its customers' reviews of the provider, spec §4). */
export function loadListingReviews(session: WebSession, listingId: string): Promise<ReviewsView> {
  return loadReviews(session, { listingId });
}

/** The published reviews of a user, as a provider (by customers) and as a customer (by providers). */
export async function loadUserReviews(
  session: WebSession,
  userId: string,
): Promise<{ asProvider: ReviewsView; asCustomer: ReviewsView }> {
  const [asProvider, asCustomer] = await Promise.all([
    loadReviews(session, { subjectId: userId, type: 'ofProvider' }),
    loadReviews(session, { subjectId: userId, type: 'ofCustomer' }),
  ]);
  return { asProvider, asCustomer };
}
