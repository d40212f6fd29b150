import type { AdminReviewResource } from '@mercato/core/contracts/admin-review';
import type { AdminSdk } from '@mercato/sdk/admin/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data } from 'react-router';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { consoleCall } from './console-auth.server.ts';

/** Reviews per page of the list. */
export const REVIEWS_PAGE_SIZE = 50;

type AdminReviewsQuery = NonNullable<Parameters<AdminSdk['reviews']['query']>[0]>;

/** The list's filters as the page's address carries them. */
export interface ReviewsFilters {
  /** Only hidden reviews (`true`), only those shown (`false`), or both (absent). */
  hidden?: 'true' | 'false';
  /** Rated at most this, `1`–`5`. */
  maxRating?: string;
  /** Reviews of this person. */
  subjectId?: string;
  /** Reviews this person wrote. */
  authorId?: string;
}

/** The filters of the address (unknown values dropped; the API checks the ids). */
export function reviewsFiltersOf(url: URL): ReviewsFilters {
  const filters: ReviewsFilters = {};
  const text = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const hidden = text('hidden');
  if (hidden === 'true' || hidden === 'false') filters.hidden = hidden;
  const maxRating = text('maxRating');
  if (maxRating && /^[1-5]$/.test(maxRating)) filters.maxRating = maxRating;
  const subjectId = text('subjectId');
  if (subjectId) filters.subjectId = subjectId;
  const authorId = text('authorId');
  if (authorId) filters.authorId = authorId;
  return filters;
}

function apiQueryOf(filters: ReviewsFilters): AdminReviewsQuery {
  const { hidden, maxRating, ...rest } = filters;
  return {
    ...rest,
    ...(hidden ? { hidden: hidden === 'true' } : {}),
    ...(maxRating ? { maxRating: Number(maxRating) } : {}),
  };
}

/** A rating as five stars, as many filled as it has: `★★★☆☆` for 3. */
export function starsOf(rating: number): string {
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
}

/** A review as a row of the list. */
export function reviewRowOf(review: AdminReviewResource) {
  const { attributes: a } = review;
  return {
    id: review.id,
    rating: a.rating,
    stars: starsOf(a.rating),
    content: a.content,
    type: a.type,
    published: a.state === 'public',
    hidden: a.hidden,
    hiddenAt: a.hiddenAt,
    authorId: a.authorId,
    authorName: a.authorDisplayName,
    subjectId: a.subjectId,
    subjectName: a.subjectDisplayName,
    listingId: a.listingId,
    listingTitle: a.listingTitle,
    createdAt: a.createdAt,
  };
}

/** `/console/reviews`: a page of reviews, filtered by the address; filters the API refuses are named. */
export async function loadReviews(args: LoaderArgs) {
  const url = new URL(args.request.url);
  const filters = reviewsFiltersOf(url);
  const page = Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  try {
    const res = await consoleCall(args, (sdk) =>
      sdk.reviews.query({ ...apiQueryOf(filters), page, perPage: REVIEWS_PAGE_SIZE }),
    );
    return {
      filters,
      page,
      totalItems: Number(res.meta.totalItems ?? 0),
      totalPages: Math.max(1, Number(res.meta.totalPages ?? 1)),
      reviews: res.data.map(reviewRowOf),
      problem: null as string | null,
    };
  } catch (error) {
    if (!(SdkError.is(error) && error.status === 400)) throw error;
    return {
      filters,
      page,
      totalItems: 0,
      totalPages: 1,
      reviews: [],
      problem: error.errors.map((e) => e.title).join('; '),
    };
  }
}

/** The changes of the reviews page, one small form per review (`intent` and the review's `id`). */
export const REVIEW_INTENTS = ['hide', 'unhide'] as const;

/** What a change on the reviews page did: which one to which review, or why not. */
export interface ReviewActionData {
  done: (typeof REVIEW_INTENTS)[number] | null;
  id: string | null;
  error: string | null;
}

const isIntent = (value: string): value is (typeof REVIEW_INTENTS)[number] =>
  (REVIEW_INTENTS as readonly string[]).includes(value);

/** Hides a review from the marketplace or shows it again, by the admin API (admins only). */
export async function changeReview(args: ActionArgs) {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  const answer = (status: number, body: ReviewActionData) => data<ReviewActionData>(body, { status });
  if (!isIntent(intent)) return answer(400, { done: null, id: null, error: 'unknown change' });
  try {
    await consoleCall(args, (sdk) => (intent === 'hide' ? sdk.reviews.hide(id) : sdk.reviews.unhide(id)));
  } catch (error) {
    if (SdkError.is(error) && (error.status === 400 || error.status === 409)) {
      return answer(error.status, { done: null, id, error: error.errors.map((e) => e.title).join('; ') });
    }
    throw error;
  }
  return answer(200, { done: intent, id, error: null });
}
