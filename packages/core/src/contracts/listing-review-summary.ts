/**
 * The key of a listing's metadata under which the platform keeps the summary of its published
 * reviews (customers' reviews of the provider for this listing), so that a page of listings shows
 * ratings without reading every listing's reviews. The platform writes it when reviews are
 * published, hidden or shown again (ADR 022); it is absent while a listing has no such review.
 */
export const LISTING_REVIEWS_KEY = 'reviews';

/** What the platform keeps under `metadata.reviews`. */
export interface ListingReviewSummary {
  /** Published reviews that an operator has not hidden. */
  count: number;
  /** Their mean rating, 1 to 5, rounded to two decimals. */
  averageRating: number;
}

/** The summary in a listing's metadata, or null when there is none or it is not one. */
export function listingReviewSummaryOf(metadata: unknown): ListingReviewSummary | null {
  if (metadata === null || typeof metadata !== 'object') return null;
  const value = (metadata as Record<string, unknown>)[LISTING_REVIEWS_KEY];
  if (value === null || typeof value !== 'object') return null;
  const { count, averageRating } = value as Record<string, unknown>;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1) return null;
  if (typeof averageRating !== 'number' || !(averageRating >= 1 && averageRating <= 5)) return null;
  return { count, averageRating };
}

/** The summary of these ratings (each 1 to 5), or null for none. */
export function summarizeRatings(count: number, sum: number): ListingReviewSummary | null {
  if (count < 1) return null;
  return { count, averageRating: Math.round((sum / count) * 100) / 100 };
}
