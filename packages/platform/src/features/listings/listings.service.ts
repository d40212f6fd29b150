import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { findUserById } from '../users/users.queries.ts';
import { isPubliclyVisible, type Listing } from './listing.ts';
import { findListingById, hasAnyListing, updateListingMetadata } from './listings.repository.ts';

/**
 * `listings/show`: a published or closed listing for anyone who may read; a draft or one awaiting
 * approval only for its author; a deleted one as its bare flag. Anything else is 404, so other
 * users' drafts stay unknowable; so are the listings of a banned provider.
 */
export async function showListing(
  ctx: PlatformContext,
  viewerId: string | null,
  id: string,
): Promise<Listing> {
  const listing = await findListingById(ctx.db, id);
  const author = listing && !listing.deleted ? await findUserById(ctx.db, listing.authorId) : undefined;
  // A banned provider's listings are shown to nobody, as if they did not exist.
  const authorBanned = author !== undefined && (author.banned || author.state === 'banned');
  const visible =
    listing &&
    !authorBanned &&
    (listing.deleted || isPubliclyVisible(listing) || listing.authorId === viewerId);
  if (!listing || !visible) {
    throw new AppError('not-found', 'Listing not found', { source: { path: ['id'], type: 'query' } });
  }
  return listing;
}

/** Operator: sets a listing's metadata (read by everyone, written by no user). */
export async function setListingMetadata(
  ctx: PlatformContext,
  id: string,
  metadata: Record<string, unknown>,
): Promise<void> {
  await updateListingMetadata(ctx.db, id, metadata, ctx.clock());
}

/** Whether any listing exists yet. */
export function marketplaceHasListings(ctx: PlatformContext): Promise<boolean> {
  return hasAnyListing(ctx.db);
}
