import type { Kysely, Selectable } from 'kysely';
import { fromDate, toDate } from '../../db/convert.ts';
import type { DB, ReviewsTable } from '../../db/schema.ts';
import { type PageWindow, selectPage } from '../../db/select-page.ts';
import type { Review } from './review.ts';

function rowToReview(row: Selectable<ReviewsTable>): Review {
  return {
    id: row.id,
    transactionId: row.transaction_id,
    listingId: row.listing_id,
    authorId: row.author_id,
    subjectId: row.subject_id,
    type: row.type as Review['type'],
    state: row.state as Review['state'],
    rating: Number(row.rating),
    content: row.content,
    createdAt: toDate(row.created_at),
  };
}

/** The review of one side of a transaction, if written. */
export async function findReviewOfType(
  db: Kysely<DB>,
  transactionId: string,
  type: Review['type'],
): Promise<Review | undefined> {
  const row = await db
    .selectFrom('reviews')
    .selectAll()
    .where('transaction_id', '=', transactionId)
    .where('type', '=', type)
    .executeTakeFirst();
  return row && rowToReview(row);
}

/** Stores a review. */
export async function insertReview(db: Kysely<DB>, review: Review): Promise<void> {
  await db
    .insertInto('reviews')
    .values({
      id: review.id,
      transaction_id: review.transactionId,
      listing_id: review.listingId,
      author_id: review.authorId,
      subject_id: review.subjectId,
      type: review.type,
      state: review.state,
      rating: review.rating,
      content: review.content,
      created_at: fromDate(review.createdAt),
    })
    .execute();
}

/** Makes every review of a transaction public. */
export async function publishReviewsOf(db: Kysely<DB>, transactionId: string): Promise<void> {
  await db
    .updateTable('reviews')
    .set({ state: 'public' })
    .where('transaction_id', '=', transactionId)
    .execute();
}

/** Reviews of these transactions. */
export async function findReviewsOfTransactions(db: Kysely<DB>, ids: readonly string[]): Promise<Review[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('reviews')
    .selectAll()
    .where('transaction_id', 'in', [...new Set(ids)])
    .orderBy('created_at')
    .execute();
  return rows.map(rowToReview);
}

/** Filters of `reviews/query`. */
export interface ReviewsQuery extends PageWindow {
  listingId?: string | undefined;
  subjectId?: string | undefined;
  transactionId?: string | undefined;
  type?: Review['type'] | undefined;
  /** Public reviews, plus these users' own reviews whatever their state. */
  viewerId: string | null;
  onlyPublic: boolean;
}

/** A page of reviews, newest first, and how many match. */
export async function findReviews(
  db: Kysely<DB>,
  query: ReviewsQuery,
): Promise<{ reviews: Review[]; total: number }> {
  let base = db.selectFrom('reviews');
  if (query.listingId) base = base.where('listing_id', '=', query.listingId);
  if (query.subjectId) base = base.where('subject_id', '=', query.subjectId);
  if (query.transactionId) base = base.where('transaction_id', '=', query.transactionId);
  if (query.type) base = base.where('type', '=', query.type);
  const viewer = query.viewerId;
  if (query.onlyPublic || viewer === null) base = base.where('state', '=', 'public');
  else base = base.where((eb) => eb.or([eb('state', '=', 'public'), eb('author_id', '=', viewer)]));
  const newestFirst = base.selectAll().orderBy('created_at', 'desc').orderBy('id');
  const { rows, total } = await selectPage(base, newestFirst, query);
  return { reviews: rows.map(rowToReview), total };
}

/** One review by id. */
export async function findReviewById(db: Kysely<DB>, id: string): Promise<Review | undefined> {
  const row = await db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
  return row && rowToReview(row);
}
