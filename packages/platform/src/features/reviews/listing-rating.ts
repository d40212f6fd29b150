import { summarizeRatings } from '@mercato/core/contracts/listing-review-summary';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { setListingReviewSummary } from '../listings/listings.queries.ts';
import { countShownRatingsOfListing } from './reviews.repository.ts';

/**
 * Recounts a listing's shown reviews into its metadata (ADR 022), in the caller's transaction:
 * after reviews are published and after an operator hides or shows one again.
 */
export async function refreshListingRating(db: Kysely<DB>, listingId: string): Promise<void> {
  const { count, sum } = await countShownRatingsOfListing(db, listingId);
  await setListingReviewSummary(db, listingId, summarizeRatings(count, sum));
}
