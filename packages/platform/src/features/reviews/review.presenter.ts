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
