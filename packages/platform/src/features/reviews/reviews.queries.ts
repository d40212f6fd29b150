// What other features read and write of reviews: a transition writes and publishes them (in its
// own transaction, passed as `db`), a transaction's document includes them. The repository stays
// private to reviews.
export {
  findReviewOfType,
  findReviewsOfTransactions,
  insertReview,
  publishReviewsOf,
} from './reviews.repository.ts';
