import { type ReviewResource, ReviewResourceSchema } from '@mercato/core/contracts/transaction';
import { type PersonView, personViewOf } from '../../lib/person-view.ts';
import { relatedOne } from '../../lib/relationships.ts';

/** One published review as listing, profile and transaction pages show it. */
export interface ReviewView {
  id: string;
  /** 1–5 stars. */
  rating: number;
  content: string;
  /** When it was written (ISO), for `<time>`. */
  date: string;
  /** "November 2026": reviews say when, not to the minute. */
  dateLabel: string;
  /** Who wrote it; null when the writer was not included. */
  author: PersonView | null;
  /** The writer's own review, not shown to others until it is published. */
  isPending: boolean;
}

/** A list of reviews with its summary. */
export interface ReviewsView {
  items: ReviewView[];
  /** How many reviews there are in all (the list may hold only the newest of them). */
  count: number;
  /** The mean rating of the listed reviews, to one decimal; null without reviews. */
  average: number | null;
  /** The reviews could not be loaded; the rest of the page still shows. */
  failed: boolean;
}

/** What `reviews/query` and transaction reads ask for so that reviews show with their writers. */
export const REVIEW_AUTHOR_QUERY = {
  'fields.image': ['variants.square-small', 'variants.square-small2x'],
};

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The views of published reviews, newest first; malformed ones and pending ones are left out,
 * except the pending reviews written by `pendingOf` (the viewer's own, on a transaction page).
 */
export function reviewViewsOf(
  reviews: readonly unknown[],
  included: readonly unknown[],
  pendingOf: string | null = null,
): ReviewView[] {
  return reviews
    .flatMap((resource) => {
      const parsed = ReviewResourceSchema.safeParse(resource);
      return parsed.success ? [parsed.data] : [];
    })
    .filter(
      (review) =>
        review.attributes.state === 'public' || (pendingOf !== null && authorIdOf(review) === pendingOf),
    )
    .flatMap((review) => {
      const view = reviewViewOf(review, included);
      return view ? [view] : [];
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

function authorIdOf(review: ReviewResource): string | null {
  const ref = review.relationships?.author as { data?: { id?: unknown } | null } | undefined;
  return typeof ref?.data?.id === 'string' ? ref.data.id : null;
}

function reviewViewOf(review: ReviewResource, included: readonly unknown[]): ReviewView | null {
  const { rating, content, createdAt } = review.attributes;
  if (rating === undefined || !createdAt) return null;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return {
    id: review.id,
    rating: Math.min(5, Math.max(1, Math.round(rating))),
    content: content ?? '',
    date: date.toISOString(),
    dateLabel: monthYear.format(date),
    author: personViewOf(relatedOne(review, 'author', included), included),
    isPending: review.attributes.state !== 'public',
  };
}

/** The list and its summary; `total` is the count the API reported, when it paged the list. */
export function reviewsViewOf(items: ReviewView[], total?: number): ReviewsView {
  const average =
    items.length === 0
      ? null
      : Math.round((items.reduce((sum, r) => sum + r.rating, 0) / items.length) * 10) / 10;
  return { items, count: Math.max(total ?? items.length, items.length), average, failed: false };
}

export { ratingLabel } from './rating-label.ts';
