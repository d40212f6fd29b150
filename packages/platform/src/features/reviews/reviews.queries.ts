// What other features read and write of reviews: a transition writes and publishes them (in its
// own transaction, passed as `db`) and recount the listing's rating, a transaction's document
// includes them. The repository stays
// private to reviews.

export { refreshListingRating } from './listing-rating.ts';
export {
  findReviewOfType,
  findReviewsOfTransactions,
  insertReview,
  publishReviewsOf,
} from './reviews.repository.ts';
