import { randomUUID } from 'node:crypto';
import { requireParam, type TransactionAction } from '../transition-plan.ts';

function postReview(name: `action/${string}`, byCustomer: boolean): TransactionAction {
  return {
    name,
    plan(draft, { parties, params, now }) {
      draft.review = {
        id: randomUUID(),
        transactionId: parties.id,
        listingId: parties.listing.id,
        authorId: byCustomer ? parties.customerId : parties.providerId,
        subjectId: byCustomer ? parties.providerId : parties.customerId,
        type: byCustomer ? 'ofProvider' : 'ofCustomer',
        state: 'pending',
        rating: requireParam(params.reviewRating, 'reviewRating'),
        content: requireParam(params.reviewContent, 'reviewContent'),
        createdAt: now,
        hiddenAt: null,
      };
    },
  };
}

/** The customer's review of the provider, pending until both reviewed or the period ended. */
export const postReviewByCustomer = postReview('action/post-review-by-customer', true);
/** The provider's review of the customer, likewise. */
export const postReviewByProvider = postReview('action/post-review-by-provider', false);

/** Makes the transaction's reviews public. */
export const publishReviews: TransactionAction = {
  name: 'action/publish-reviews',
  plan(draft) {
    draft.publishReviews = true;
  },
};
