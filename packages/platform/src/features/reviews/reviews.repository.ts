import type { Kysely, Selectable } from 'kysely';
import { fromDate, toDate, toDateOrNull } from '../../db/convert.ts';
import type { DB, ReviewsTable } from '../../db/schema.ts';
import { type PageWindow, selectPage } from '../../db/select-page.ts';
import { isPostgres } from '../../db/write-transaction.ts';
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
    hiddenAt: toDateOrNull(row.hidden_at),
  };
}

/**
 * The review of one side of a transaction, if written — hidden or not: a review an operator hid is
 * still its author's review of the transaction, so they cannot write another.
 */
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

/**
 * How many reviews of a listing's provider (`ofProvider`) are public and not hidden, and the sum of
 * their ratings: what the listing's rating is drawn from.
 */
export async function countShownRatingsOfListing(
  db: Kysely<DB>,
  listingId: string,
): Promise<{ count: number; sum: number }> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum<number | string | null>('rating').as('sum')])
    .where('listing_id', '=', listingId)
    .where('type', '=', 'ofProvider')
    .where('state', '=', 'public')
    .where('hidden_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), sum: Number(row.sum ?? 0) };
}

/**
 * Reviews of these transactions, oldest first. Those an operator hid are left out (every
 * marketplace read) unless `includeHidden` asks for them (the console's reads).
 */
export async function findReviewsOfTransactions(
  db: Kysely<DB>,
  ids: readonly string[],
  options: { includeHidden?: boolean } = {},
): Promise<Review[]> {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('reviews')
    .selectAll()
    .where('transaction_id', 'in', [...new Set(ids)]);
  if (!options.includeHidden) query = query.where('hidden_at', 'is', null);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map(rowToReview);
}

/** Filters of `reviews/query` (hidden reviews are never found, not even by their authors). */
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
  let base = db.selectFrom('reviews').where('hidden_at', 'is', null);
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

/** One review by id, hidden or not (the caller decides who may see a hidden one). */
export async function findReviewById(db: Kysely<DB>, id: string): Promise<Review | undefined> {
  const row = await db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
  return row && rowToReview(row);
}

/** One review by id, locked on PostgreSQL for the change that follows in the same transaction. */
export async function findReviewForUpdate(db: Kysely<DB>, id: string): Promise<Review | undefined> {
  let query = db.selectFrom('reviews').selectAll().where('id', '=', id);
  if (isPostgres(db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && rowToReview(row);
}

/** Hides a review from the marketplace (`by`: the operator) or, with null, shows it again. */
export async function setReviewHidden(
  db: Kysely<DB>,
  id: string,
  hidden: { at: Date; by: string | null } | null,
): Promise<void> {
  await db
    .updateTable('reviews')
    .set({ hidden_at: hidden ? fromDate(hidden.at) : null, hidden_by: hidden?.by ?? null })
    .where('id', '=', id)
    .execute();
}

/** What an operator's search of reviews filters by (`queryReviewsForAdmin`). */
export interface AdminReviewFilter extends PageWindow {
  /** Only hidden reviews (true), only shown ones (false), or both. */
  hidden?: boolean | undefined;
  subjectId?: string | undefined;
  authorId?: string | undefined;
  listingId?: string | undefined;
  transactionId?: string | undefined;
  /** Ratings up to this one (the bad ones first to look into). */
  maxRating?: number | undefined;
}

/** A page of reviews in any state, hidden ones too, newest first, and how many match. */
export async function queryReviewsForAdmin(
  db: Kysely<DB>,
  filter: AdminReviewFilter,
): Promise<{ reviews: Review[]; total: number }> {
  let base = db.selectFrom('reviews');
  if (filter.hidden === true) base = base.where('hidden_at', 'is not', null);
  if (filter.hidden === false) base = base.where('hidden_at', 'is', null);
  if (filter.subjectId) base = base.where('subject_id', '=', filter.subjectId);
  if (filter.authorId) base = base.where('author_id', '=', filter.authorId);
  if (filter.listingId) base = base.where('listing_id', '=', filter.listingId);
  if (filter.transactionId) base = base.where('transaction_id', '=', filter.transactionId);
  if (filter.maxRating !== undefined) base = base.where('rating', '<=', filter.maxRating);
  const newestFirst = base.selectAll().orderBy('created_at', 'desc').orderBy('id');
  const { rows, total } = await selectPage(base, newestFirst, filter);
  return { reviews: rows.map(rowToReview), total };
}
