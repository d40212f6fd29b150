// The document of `transactions/show|query` and of every transition's answer: a transaction with
// the resources it may include (listing, parties, booking, stock and its reservation, reviews,
// messages, files, the marketplace). Its own feature
// because it reads from all of those, and only routes use it: the features it reads (messages among
// them) may in turn depend on `transactions` without a cycle.

import type { PlatformContext } from '../../context.ts';
import { envelope, type Resource, refOf } from '../../http/envelope.ts';
import { sparseFieldsOf } from '../../http/query.ts';
import type { WireValue } from '../../http/wire-values.ts';
import type { Booking } from '../bookings/booking.ts';
import { findBookingsOfTransactions } from '../bookings/bookings.queries.ts';
import { withAttachments } from '../files/file.presenter.ts';
import { attachmentsOfTransactions } from '../files/files.service.ts';
import { loadImageResources } from '../images/images.service.ts';
import { presentListing } from '../listings/listing.presenter.ts';
import { findListingsByIds } from '../listings/listings.queries.ts';
import { presentMarketplace } from '../marketplace/marketplace.presenter.ts';
import { getMarketplace } from '../marketplace/marketplace.service.ts';
import { presentMessage } from '../messages/message.presenter.ts';
import { findMessagesOfTransactions } from '../messages/messages.queries.ts';
import { presentReview } from '../reviews/review.presenter.ts';
import { findReviewsOfTransactions } from '../reviews/reviews.queries.ts';
import { presentStock, presentStockReservation } from '../stock/stock.presenter.ts';
import {
  findStocksByListing,
  type StockReservation,
  stockReservationsOfTransactions,
} from '../stock/stock.service.ts';
import { presentBooking, presentTransaction } from '../transactions/transaction.presenter.ts';
import type { Transaction } from '../transactions/transaction.ts';
import { userResources } from '../users/user-resources.service.ts';

/** Relationship paths a transaction can include (api notes §5). */
export const TRANSACTION_INCLUDES = [
  'listing',
  'listing.images',
  'listing.author',
  'listing.author.profileImage',
  'listing.currentStock',
  'customer',
  'customer.profileImage',
  'provider',
  'provider.profileImage',
  'booking',
  'reviews',
  'reviews.author',
  'reviews.author.profileImage',
  'reviews.subject',
  'reviews.subject.profileImage',
  'messages',
  'messages.sender',
  'messages.sender.profileImage',
  'protectedFileAttachments',
  'protectedFileAttachments.file',
  'stockReservation',
  'marketplace',
] as const;

/**
 * The response document of transaction endpoints: one transaction or a page of them with the
 * includes asked for. `bookings` may carry bookings not yet stored (speculative transitions).
 */
export async function transactionDocument(
  ctx: PlatformContext,
  data: Transaction | Transaction[],
  query: Record<string, unknown> & { include?: string[] | undefined },
  options: { meta?: Record<string, WireValue>; bookings?: Map<string, Booking>; viewerId?: string } = {},
): Promise<WireValue> {
  const txs = Array.isArray(data) ? data : [data];
  const include = new Set(query.include ?? []);
  const wants = (prefix: string) => [...include].some((p) => p === prefix || p.startsWith(`${prefix}.`));
  const included: Resource[] = [];
  const ids = txs.map((t) => t.id);
  const bookings =
    options.bookings ?? (wants('booking') ? await findBookingsOfTransactions(ctx.db, ids) : new Map());
  // A review stays with its author until it is published (both sides reviewed, or the period ended).
  const reviews = wants('reviews')
    ? (await findReviewsOfTransactions(ctx.db, ids)).filter(
        (r) => r.state === 'public' || r.authorId === options.viewerId,
      )
    : [];
  const messages = wants('messages') ? await findMessagesOfTransactions(ctx.db, ids) : [];
  const reservations = include.has('stockReservation')
    ? await stockReservationsOfTransactions(ctx, ids)
    : new Map<string, StockReservation>();
  for (const reservation of reservations.values()) included.push(presentStockReservation(reservation));
  const marketplace = include.has('marketplace') ? presentMarketplace(await getMarketplace(ctx)) : null;
  if (marketplace) included.push(marketplace);
  // The listing's protected files a transaction revealed to its customer (`reveal-listing-protected-files`).
  const files = wants('protectedFileAttachments') ? await attachmentsOfTransactions(ctx, ids) : null;
  const userIds = new Set<string>();
  if (include.has('customer') || include.has('customer.profileImage'))
    for (const t of txs) userIds.add(t.customerId);
  if (include.has('provider') || include.has('provider.profileImage'))
    for (const t of txs) userIds.add(t.providerId);
  if (wants('reviews.author') || wants('reviews.subject'))
    for (const r of reviews) userIds.add(r.authorId).add(r.subjectId);
  if (wants('messages.sender')) for (const m of messages) userIds.add(m.senderId);
  const listings = new Map<string, Resource>();
  if (wants('listing')) {
    const found = await findListingsByIds(
      ctx.db,
      txs.map((t) => t.listingId),
    );
    const live = [...found.values()].filter((l) => !l.deleted);
    const images = include.has('listing.images')
      ? await loadImageResources(
          ctx,
          live.flatMap((l) => l.imageIds),
          query,
        )
      : new Map<string, Resource>();
    included.push(...images.values());
    const stocks = include.has('listing.currentStock')
      ? await findStocksByListing(
          ctx,
          live.map((l) => l.id),
        )
      : new Map();
    for (const listing of found.values()) {
      let resource = presentListing(listing, 'listing');
      const relationships: NonNullable<Resource['relationships']> = {};
      if (include.has('listing.images') && !listing.deleted) {
        const ordered = listing.imageIds.flatMap((id) => images.get(id) ?? []);
        relationships.images = { data: ordered.map((image) => refOf('image', image.id.uuid)) };
      }
      if (include.has('listing.currentStock') && !listing.deleted) {
        const stock = stocks.get(listing.id);
        if (stock) included.push(presentStock(stock));
        relationships.currentStock = { data: stock ? refOf('stock', stock.id) : null };
      }
      if (include.has('listing.author') || include.has('listing.author.profileImage')) {
        userIds.add(listing.authorId);
        relationships.author = { data: refOf('user', listing.authorId) };
      }
      if (Object.keys(relationships).length) resource = { ...resource, relationships };
      listings.set(listing.id, resource);
      included.push(resource);
    }
  }
  const withImages = [...include].some((p) => p.endsWith('profileImage'));
  const people = await userResources(ctx, [...userIds], withImages, query);
  included.push(...people.users.values(), ...people.images);
  for (const booking of bookings.values()) if (include.has('booking')) included.push(presentBooking(booking));
  included.push(...reviews.map(presentReview), ...messages.map(presentMessage));
  const resources = txs.map((tx) => {
    const resource = presentTransaction(tx);
    const rel: NonNullable<Resource['relationships']> = {};
    if (wants('listing')) rel.listing = { data: refOf('listing', tx.listingId) };
    if (include.has('customer') || include.has('customer.profileImage'))
      rel.customer = { data: refOf('user', tx.customerId) };
    if (include.has('provider') || include.has('provider.profileImage'))
      rel.provider = { data: refOf('user', tx.providerId) };
    if (include.has('booking')) {
      const booking = bookings.get(tx.id);
      rel.booking = { data: booking ? refOf('booking', booking.id) : null };
    }
    if (wants('reviews'))
      rel.reviews = {
        data: reviews.filter((r) => r.transactionId === tx.id).map((r) => refOf('review', r.id)),
      };
    if (include.has('stockReservation')) {
      const reservation = reservations.get(tx.id);
      rel.stockReservation = { data: reservation ? refOf('stockReservation', reservation.id) : null };
    }
    if (marketplace) rel.marketplace = { data: refOf('marketplace', marketplace.id.uuid) };
    if (wants('messages'))
      rel.messages = {
        data: messages.filter((m) => m.transactionId === tx.id).map((m) => refOf('message', m.id)),
      };
    const related = Object.keys(rel).length ? { ...resource, relationships: rel } : resource;
    if (!files) return related;
    return withAttachments(related, 'protectedFileAttachments', files, {
      withFiles: include.has('protectedFileAttachments.file'),
      included,
    });
  });
  return envelope(
    Array.isArray(data) ? resources : resources[0]!,
    included,
    options.meta ?? {},
    sparseFieldsOf(query),
  );
}
