// What other features read of listings (a transaction's parties and email, time slots, exceptions,
// a transaction's document, search's result page); the repository stays private to listings.
export { findImageIdsOfListings, findListingById, findListingsByIds } from './listings.repository.ts';
