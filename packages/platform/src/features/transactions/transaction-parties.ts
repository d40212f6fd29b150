import { randomUUID } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { findListingById } from '../listings/listings.queries.ts';
import { findUserById } from '../users/users.queries.ts';
import type { Transaction } from './transaction.ts';
import type { Parties } from './transition-plan.ts';

/** The parties of a new transaction on a listing: 404 for a listing that cannot be transacted on. */
export async function partiesOfNewTransaction(
  ctx: PlatformContext,
  customerId: string,
  listingId: string | undefined,
): Promise<Parties> {
  if (!listingId) {
    throw new AppError('validation-missing-key', 'Missing parameter: listingId', {
      source: { path: ['params', 'listingId'], type: 'body' },
    });
  }
  const listing = await findListingById(ctx.db, listingId);
  if (!listing || listing.deleted || listing.state !== 'published') {
    throw new AppError('transaction-listing-not-found', 'Listing not found', {
      source: { path: ['params', 'listingId'], type: 'body' },
    });
  }
  if (listing.authorId === customerId) throw new AppError('forbidden', "You can't book your own listing");
  const provider = await findUserById(ctx.db, listing.authorId);
  if (!provider || provider.deleted || provider.banned) {
    throw new AppError(
      'transaction-listing-not-found',
      'The provider of this listing is no longer available',
    );
  }
  return { id: randomUUID(), customerId, providerId: listing.authorId, listing };
}

/** The parties of an existing transaction (its listing may since have been closed or deleted). */
export async function partiesOfTransaction(ctx: PlatformContext, tx: Transaction): Promise<Parties> {
  const listing = await findListingById(ctx.db, tx.listingId);
  if (!listing) throw new Error(`Listing ${tx.listingId} of transaction ${tx.id} is gone`);
  return { id: tx.id, customerId: tx.customerId, providerId: tx.providerId, listing };
}
