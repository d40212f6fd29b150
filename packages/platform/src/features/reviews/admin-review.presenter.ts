import { envelope, type Resource } from '../../http/envelope.ts';
import { WireUuid, type WireValue } from '../../http/wire-values.ts';
import type { AdminReview } from './admin-reviews.service.ts';

/**
 * The admin view of a `review` (core's `AdminReviewResourceSchema`): the public attributes whether
 * it is hidden or not, with its hidden flag and since when, the ids of its author, subject,
 * listing and transaction, and their names as flat attributes (an operator's facts, null for an
 * account or listing that is gone).
 */
export function presentAdminReview({
  review,
  authorDisplayName,
  subjectDisplayName,
  listingTitle,
}: AdminReview): Resource {
  return {
    id: new WireUuid(review.id),
    type: 'review',
    attributes: {
      type: review.type,
      state: review.state,
      rating: review.rating,
      content: review.content,
      createdAt: review.createdAt,
      hidden: review.hiddenAt !== null,
      hiddenAt: review.hiddenAt,
      authorId: new WireUuid(review.authorId),
      subjectId: new WireUuid(review.subjectId),
      listingId: new WireUuid(review.listingId),
      transactionId: new WireUuid(review.transactionId),
      authorDisplayName,
      subjectDisplayName,
      listingTitle,
    },
  };
}

/** The document of admin review endpoints: one review or a page of them. */
export function adminReviewDocument(
  data: AdminReview | AdminReview[],
  meta: Record<string, WireValue> = {},
): WireValue {
  const resources = (Array.isArray(data) ? data : [data]).map(presentAdminReview);
  return envelope(Array.isArray(data) ? resources : resources[0]!, [], meta);
}
