import { z } from 'zod';

// The console's Reviews screen (issue #30, ADR 019): `GET /v1/admin/reviews/query` and the
// operator's moderation of a review (`POST /v1/admin/reviews/hide|unhide`), shared by the platform
// and the SDK. A hidden review is left out of every marketplace read (the reviews of a listing, a
// profile or a transaction, `reviews/show`, and so the ratings drawn from them) until an admin
// shows it again; it stays its author's review of the transaction all the same.

/** The largest page of `reviews/query`, as the Marketplace API's queries. */
export const ADMIN_REVIEWS_MAX_PER_PAGE = 100;

/** The ratings a review may have. */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

const ReviewIdSchema = z.uuid('must be a review id');

const pageNumber = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1').max(max, `must be at most ${max}`))
    .default(fallback);

/**
 * Query of `admin/reviews/query`: hidden or shown ones (`hidden=true|false`, both when absent), of a
 * subject, by an author, on a listing or of a transaction, rated at most `maxRating` (1–5: the worst
 * first to look into); newest first, paged as the Marketplace API. Pending reviews (not yet
 * published) are listed too.
 */
export const AdminReviewQueryParamsSchema = z.strictObject({
  hidden: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  subjectId: z.uuid('must be a user id').optional(),
  authorId: z.uuid('must be a user id').optional(),
  listingId: z.uuid('must be a listing id').optional(),
  transactionId: z.uuid('must be a transaction id').optional(),
  maxRating: z
    .enum(['1', '2', '3', '4', '5'], { error: 'must be a rating from 1 to 5' })
    .transform(Number)
    .optional(),
  page: pageNumber(100_000, 1),
  perPage: pageNumber(ADMIN_REVIEWS_MAX_PER_PAGE, ADMIN_REVIEWS_MAX_PER_PAGE),
});

/** A parsed `admin/reviews/query`. */
export type AdminReviewQuery = z.output<typeof AdminReviewQueryParamsSchema>;

/** Body of `admin/reviews/hide` and `admin/reviews/unhide`: the review. */
export const AdminReviewIdSchema = z.strictObject({ id: ReviewIdSchema });

/**
 * The admin view of a `review`: what the public resource shows (type, state, rating, text, time)
 * whether it is hidden or not, with since when it is hidden, the ids of its author, subject,
 * listing and transaction, and as flat attributes the author's and subject's display names and the
 * listing's title (null when the account or listing is gone).
 */
export const AdminReviewResourceSchema = z.object({
  id: z.string(),
  type: z.literal('review'),
  attributes: z.object({
    type: z.enum(['ofProvider', 'ofCustomer']),
    state: z.enum(['pending', 'public']),
    rating: z.number(),
    content: z.string(),
    createdAt: z.string(),
    hidden: z.boolean(),
    hiddenAt: z.string().nullable(),
    authorId: z.string(),
    subjectId: z.string(),
    listingId: z.string(),
    transactionId: z.string(),
    authorDisplayName: z.string().nullable(),
    subjectDisplayName: z.string().nullable(),
    listingTitle: z.string().nullable(),
  }),
});

/** A review as the console reads it. */
export type AdminReviewResource = z.infer<typeof AdminReviewResourceSchema>;
