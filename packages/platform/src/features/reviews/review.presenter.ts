import { type Resource, refOf } from '../../http/envelope.ts';
import { WireUuid } from '../../http/wire-values.ts';
import type { Review } from './review.ts';

/** The `review` resource with its author, subject and listing references. */
export function presentReview(review: Review): Resource {
  return {
    id: new WireUuid(review.id),
    type: 'review',
    attributes: {
      type: review.type,
      state: review.state,
      rating: review.rating,
      content: review.content,
      createdAt: review.createdAt,
      deleted: false,
    },
    relationships: {
      author: { data: refOf('user', review.authorId) },
      subject: { data: refOf('user', review.subjectId) },
      listing: { data: refOf('listing', review.listingId) },
    },
  };
}

/**
 * The `review` resource as an operator reads it among a transaction's (`admin/transactions/show`):
 * the public one with whether an operator hid it from the marketplace, and since when.
 */
export function presentReviewForOperator(review: Review): Resource {
  const resource = presentReview(review);
  return {
    ...resource,
    attributes: { ...resource.attributes, hidden: review.hiddenAt !== null, hiddenAt: review.hiddenAt },
  };
}
