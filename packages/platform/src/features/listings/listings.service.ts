import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { isPubliclyVisible, type Listing } from './listing.ts';
import { findListingById } from './listings.repository.ts';

/**
 * `listings/show`: a published or closed listing for anyone who may read; a draft or one awaiting
 * approval only for its author; a deleted one as its bare flag. Anything else is 404, so other
 * users' drafts stay unknowable.
 */
export async function showListing(
  ctx: PlatformContext,
  viewerId: string | null,
  id: string,
): Promise<Listing> {
  const listing = await findListingById(ctx.db, id);
  const visible = listing && (listing.deleted || isPubliclyVisible(listing) || listing.authorId === viewerId);
  if (!listing || !visible) {
    throw new AppError('not-found', 'Listing not found', { source: { path: ['id'], type: 'query' } });
  }
  return listing;
}
