// The documents of the console's transaction screens (`/v1/admin/transactions/query|show`, issue
// #30): transactions in their admin view with the parties (admin `user`) and listings to name them,
// and for one transaction everything an operator looks into — history, messages, reviews, booking,
// payments — with the operator transitions its process offers from its state now. Here because it
// reads from messages and reviews, which depend on transactions.

import type { AdminTransactionQuery } from '@mercato/core/contracts/admin-transaction';
import type { PlatformContext } from '../../context.ts';
import { envelope, type Resource, refOf } from '../../http/envelope.ts';
import type { WireValue } from '../../http/wire-values.ts';
import { findBookingsOfTransactions } from '../bookings/bookings.queries.ts';
import { findListingsByIds } from '../listings/listings.queries.ts';
import { findMessagesOfTransactions } from '../messages/messages.queries.ts';
import { paymentsOfTransaction } from '../payments/payments.service.ts';
import { presentReviewForOperator } from '../reviews/review.presenter.ts';
import { findReviewsOfTransactions } from '../reviews/reviews.queries.ts';
import { operatorTransitionsOf } from '../transactions/admin-transactions.service.ts';
import type { Transaction } from '../transactions/transaction.ts';
import { paymentIntentIdOf } from '../transactions/transaction-payments.ts';
import { presentAdminUser } from '../users/admin-user.presenter.ts';
import { getUsersByIds } from '../users/users.service.ts';
import {
  presentAdminTransaction,
  presentBookingForOperator,
  presentListingForOperator,
  presentMessageForOperator,
  presentOperatorTransition,
  presentTransactionPayments,
} from './admin-transaction.presenter.ts';

/** The parties (admin `user`) and listings of `ids`, as resources for `included`. */
async function partiesAndListings(
  ctx: PlatformContext,
  userIds: readonly string[],
  listingIds: readonly string[],
): Promise<Resource[]> {
  const [users, listings] = await Promise.all([
    getUsersByIds(ctx, userIds),
    findListingsByIds(ctx.db, [...new Set(listingIds)]),
  ]);
  return [
    ...[...users.values()].map(presentAdminUser),
    ...[...listings.values()].map(presentListingForOperator),
  ];
}

/** `admin/transactions/query`'s answer: a page of transactions with the includes asked for. */
export async function adminTransactionsDocument(
  ctx: PlatformContext,
  transactions: Transaction[],
  query: Pick<AdminTransactionQuery, 'include'>,
  meta: Record<string, WireValue>,
): Promise<WireValue> {
  const include = new Set(query.include ?? []);
  const userIds = transactions.flatMap((tx) => [
    ...(include.has('customer') ? [tx.customerId] : []),
    ...(include.has('provider') ? [tx.providerId] : []),
  ]);
  const listingIds = include.has('listing') ? transactions.map((tx) => tx.listingId) : [];
  const included = await partiesAndListings(ctx, userIds, listingIds);
  return envelope(transactions.map(presentAdminTransaction), included, meta);
}

/**
 * `admin/transactions/show`'s answer: the transaction with its whole history, line items, the
 * operator transitions available now and its payments; related and included, its parties, listing,
 * booking, every message (with its sender) and every review, published or not, hidden or not (with
 * its `hidden` flag).
 */
export async function adminTransactionDocument(ctx: PlatformContext, tx: Transaction): Promise<WireValue> {
  const ids = [tx.id];
  const [bookings, messages, reviews, payments] = await Promise.all([
    findBookingsOfTransactions(ctx.db, ids),
    findMessagesOfTransactions(ctx.db, ids),
    findReviewsOfTransactions(ctx.db, ids, { includeHidden: true }),
    paymentsOfTransaction(ctx, tx.id, paymentIntentIdOf(tx.protectedData)),
  ]);
  const booking = bookings.get(tx.id) ?? null;
  const userIds = [
    tx.customerId,
    tx.providerId,
    ...messages.map((m) => m.senderId),
    ...reviews.flatMap((r) => [r.authorId, r.subjectId]),
  ];
  const listingIds = [tx.listingId, ...reviews.map((r) => r.listingId)];
  const included = [
    ...(await partiesAndListings(ctx, userIds, listingIds)),
    ...(booking ? [presentBookingForOperator(booking)] : []),
    ...messages.map(presentMessageForOperator),
    ...reviews.map(presentReviewForOperator),
  ];
  const resource = presentAdminTransaction(tx);
  const data: Resource = {
    ...resource,
    attributes: {
      ...resource.attributes,
      operatorTransitions: operatorTransitionsOf(tx).map(presentOperatorTransition),
      payments: presentTransactionPayments(payments),
    },
    relationships: {
      ...resource.relationships,
      booking: { data: booking ? refOf('booking', booking.id) : null },
      messages: { data: messages.map((m) => refOf('message', m.id)) },
      reviews: { data: reviews.map((r) => refOf('review', r.id)) },
    },
  };
  return envelope(data, included);
}
