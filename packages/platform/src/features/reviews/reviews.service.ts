import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Review } from './review.ts';
import { findReviewById, findReviews } from './reviews.repository.ts';

/**
 * `reviews/query`: public reviews of a listing, a user (as subject) or a transaction; a logged-in
 * caller also sees their own unpublished reviews unless `state=public` is asked for. Reviews an
 * operator hid are never listed.
 */
export function queryReviews(
  ctx: PlatformContext,
  viewerId: string | null,
  query: {
    listingId?: string | undefined;
    subjectId?: string | undefined;
    transactionId?: string | undefined;
    type?: Review['type'] | undefined;
    state?: 'public' | undefined;
    page: number;
    perPage: number;
  },
): Promise<{ reviews: Review[]; total: number }> {
  return findReviews(ctx.db, {
    listingId: query.listingId,
    subjectId: query.subjectId,
    transactionId: query.transactionId,
    // A listing's reviews are those of its provider (what the listing page shows).
    type: query.type ?? (query.listingId && !query.transactionId ? 'ofProvider' : undefined),
    viewerId,
    onlyPublic: query.state === 'public',
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
}

/**
 * `reviews/show`: a public review, or the caller's own; 404 otherwise, and for a review an operator
 * hid (to everyone, its author included).
 */
export async function showReview(ctx: PlatformContext, viewerId: string | null, id: string): Promise<Review> {
  const review = await findReviewById(ctx.db, id);
  if (!review || review.hiddenAt !== null || (review.state !== 'public' && review.authorId !== viewerId)) {
    throw new AppError('not-found', 'Review not found');
  }
  return review;
}
