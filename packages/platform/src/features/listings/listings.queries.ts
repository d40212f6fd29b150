// What other features read of listings (a transaction's parties and email, time slots, exceptions,
// a transaction's document, search's result page) and the one key of a listing's metadata that
// reviews keep (ADR 022); the repository stays private to listings.
export {
  findImageIdsOfListings,
  findListingById,
  findListingsByIds,
  setListingReviewSummary,
} from './listings.repository.ts';
