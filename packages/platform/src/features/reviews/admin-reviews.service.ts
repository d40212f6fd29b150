import type { AdminReviewQuery } from '@mercato/core/contracts/admin-review';
import type { PlatformContext } from '../../context.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { findListingsByIds } from '../listings/listings.queries.ts';
import { findUsersByIds } from '../users/users.queries.ts';
import { refreshListingRating } from './listing-rating.ts';
import type { Review } from './review.ts';
import {
  findReviewById,
  findReviewForUpdate,
  queryReviewsForAdmin,
  setReviewHidden,
} from './reviews.repository.ts';

// What operators do to reviews from the console's Reviews screen (issue #30, ADR 019): find them,
// hidden or not, and hide an abusive one from the marketplace or show it again. Every marketplace
// read leaves a hidden review out (the reviews of a listing, a profile, a transaction,
// `reviews/show`), so the ratings drawn from those reads leave it out too; the one rating stored,
// the listing's summary in its metadata (ADR 022), is recounted in the same transaction. A hidden review is still its author's review of the transaction: they cannot write
// another. Each change is written in one transaction with its audit entry.

/** The audit actions of operators' changes to reviews (`<subject>.<verb>`). */
export type AdminReviewAction = 'review.hide' | 'review.unhide';

/** The audit entry of one change to a review: what was done, and whether it was hidden before and after. */
export interface AdminReviewAuditEntry {
  action: AdminReviewAction;
  subjectType: 'review';
  subjectId: string;
  before: { hidden: boolean };
  after: { hidden: boolean };
}

/**
 * Writes a change's audit entry in `db`, the change's own transaction. The route hands it in (the
 * operators feature's `recordAudit`, as the request's operator), as it does for the users' and
 * listings' admin services: operators build on the features they change, never the other way.
 */
export type AdminReviewAudit = (db: PlatformContext['db'], entry: AdminReviewAuditEntry) => Promise<void>;

/** A review as the console shows it, with the names of its author and subject and its listing's title. */
export interface AdminReview {
  review: Review;
  authorDisplayName: string | null;
  subjectDisplayName: string | null;
  listingTitle: string | null;
}

function reviewNotFound(type: 'body' | 'query'): AppError {
  return new AppError('not-found', 'No review has this id', { source: { path: ['id'], type } });
}

/** Adds the names of their people and the titles of their listings to reviews, in one read of each. */
async function withNames(ctx: PlatformContext, reviews: Review[]): Promise<AdminReview[]> {
  const [users, listings] = await Promise.all([
    findUsersByIds(ctx.db, [...new Set(reviews.flatMap((r) => [r.authorId, r.subjectId]))]),
    findListingsByIds(ctx.db, [...new Set(reviews.map((r) => r.listingId))]),
  ]);
  const names = new Map(users.map((user) => [user.id, user.displayName]));
  return reviews.map((review) => ({
    review,
    authorDisplayName: names.get(review.authorId) ?? null,
    subjectDisplayName: names.get(review.subjectId) ?? null,
    listingTitle: listings.get(review.listingId)?.title ?? null,
  }));
}

/** `admin/reviews/query`: reviews matching the filters, hidden ones too, newest first, a page and how many in all. */
export async function findReviewsForOperator(
  ctx: PlatformContext,
  query: AdminReviewQuery,
): Promise<{ reviews: AdminReview[]; total: number }> {
  const { reviews, total } = await queryReviewsForAdmin(ctx.db, {
    hidden: query.hidden,
    subjectId: query.subjectId,
    authorId: query.authorId,
    listingId: query.listingId,
    transactionId: query.transactionId,
    maxRating: query.maxRating,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return { reviews: await withNames(ctx, reviews), total };
}

/**
 * Hides a review (`hide`) or shows it again, in one write transaction with its audit entry: the
 * review taken (locked on PostgreSQL), 409 when it already is so (nothing written). Returns the
 * review as changed.
 */
async function changeHidden(
  ctx: PlatformContext,
  audit: AdminReviewAudit,
  operatorId: string,
  id: string,
  hide: boolean,
): Promise<AdminReview> {
  await inWriteTransaction(ctx.db, async (trx) => {
    const review = await findReviewForUpdate(trx, id);
    if (!review) throw reviewNotFound('body');
    const hidden = review.hiddenAt !== null;
    if (hidden === hide) {
      throw new AppError('conflict', hide ? 'This review is hidden already' : 'This review is not hidden', {
        source: { path: ['id'], type: 'body' },
      });
    }
    await setReviewHidden(trx, id, hide ? { at: ctx.clock(), by: operatorId } : null);
    if (review.state === 'public') await refreshListingRating(trx, review.listingId);
    await audit(trx, {
      action: hide ? 'review.hide' : 'review.unhide',
      subjectType: 'review',
      subjectId: id,
      before: { hidden },
      after: { hidden: hide },
    });
  });
  const changed = await findReviewById(ctx.db, id);
  if (!changed) throw reviewNotFound('body');
  return (await withNames(ctx, [changed]))[0]!;
}

/** `admin/reviews/hide`: the review leaves every marketplace page (409 when hidden already). */
export function hideReview(ctx: PlatformContext, audit: AdminReviewAudit, operatorId: string, id: string) {
  return changeHidden(ctx, audit, operatorId, id, true);
}

/** `admin/reviews/unhide`: a hidden review shows again (409 when it is not hidden). */
export function unhideReview(ctx: PlatformContext, audit: AdminReviewAudit, operatorId: string, id: string) {
  return changeHidden(ctx, audit, operatorId, id, false);
}
