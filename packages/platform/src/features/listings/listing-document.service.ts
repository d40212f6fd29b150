import type { PlatformContext } from '../../context.ts';
import { envelope, type Resource, requestedAttributes } from '../../http/envelope.ts';
import { sparseFieldsOf } from '../../http/query.ts';
import type { WireValue } from '../../http/wire-values.ts';
import { withAttachments } from '../files/file.presenter.ts';
import { attachmentsOfListings } from '../files/files.service.ts';
import { parseImageVariantSelection } from '../images/image-variant-query.ts';
import { loadImageResources } from '../images/images.service.ts';
import { presentMarketplace } from '../marketplace/marketplace.presenter.ts';
import { getMarketplace } from '../marketplace/marketplace.service.ts';
import { presentStock } from '../stock/stock.presenter.ts';
import { findStocksByListing } from '../stock/stock.service.ts';
import { presentUser } from '../users/user.presenter.ts';
import type { PublicProfile } from '../users/user.ts';
import { getPublicProfilesByIds } from '../users/users.service.ts';
import {
  type ListingRelated,
  type ListingResourceType,
  presentListing,
  withListingRelationships,
} from './listing.presenter.ts';
import type { Listing } from './listing.ts';

/** Relationship paths a listing resource can include (api notes §5). */
export const LISTING_INCLUDES = [
  'author',
  'author.profileImage',
  'images',
  'currentStock',
  'marketplace',
  'protectedFileAttachments',
  'protectedFileAttachments.file',
  'publicFileAttachments',
  'publicFileAttachments.file',
] as const;

/** The query parameters that shape a listing document. */
export type ListingDocumentQuery = Record<string, unknown> & { include?: string[] | undefined };

/**
 * The image resources of these ids; with none, only the image variant parameters are checked (as
 * loading would), without deriving the URL signing key.
 */
async function imagesOf(
  ctx: PlatformContext,
  ids: readonly string[],
  query: ListingDocumentQuery,
): Promise<Map<string, Resource>> {
  if (ids.length > 0) return loadImageResources(ctx, ids, query);
  parseImageVariantSelection(query);
  return new Map();
}

function imageLimitOf(query: ListingDocumentQuery): number {
  const raw = query['limit.images'];
  const limit = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : Number.POSITIVE_INFINITY;
  return limit;
}

/** What a caller already read for a listing document (the search reads authors beside its page). */
export interface ListingDocumentReads {
  authors?: Map<string, PublicProfile> | undefined;
}

/** The authors of listings as included resources, with their profile images when asked for. */
async function authorsOf(
  ctx: PlatformContext,
  authorIds: string[],
  include: Set<string>,
  query: ListingDocumentQuery,
  preloaded: Map<string, PublicProfile> | undefined,
): Promise<{ authors: Map<string, Resource>; included: Resource[] }> {
  const users = preloaded ?? (await getPublicProfilesByIds(ctx, authorIds));
  const withImages = include.has('author.profileImage');
  const imageOf = new Map<string, string>();
  if (withImages) {
    for (const user of users.values()) {
      if (user.profileImageId && !user.banned && !user.deleted) imageOf.set(user.id, user.profileImageId);
    }
  }
  const profileImages = await imagesOf(ctx, [...imageOf.values()], query);
  const authors = new Map<string, Resource>();
  const included: Resource[] = [];
  for (const user of users.values()) {
    let resource = presentUser(user);
    if (withImages) {
      const image = profileImages.get(imageOf.get(user.id) ?? '') ?? null;
      resource = {
        ...resource,
        relationships: { profileImage: { data: image && { id: image.id, type: 'image' } } },
      };
      if (image) included.push(image);
    }
    authors.set(user.id, resource);
    included.push(resource);
  }
  return { authors, included };
}

/**
 * The response document of listing endpoints: one listing or a page of them, with the requested
 * includes loaded side by side in a few batched reads (authors and their profile images, listing
 * images, stock, the marketplace, files).
 */
export async function listingDocument(
  ctx: PlatformContext,
  data: Listing | Listing[],
  type: ListingResourceType,
  query: ListingDocumentQuery,
  meta: Record<string, WireValue> = {},
  reads: ListingDocumentReads = {},
): Promise<WireValue> {
  const listings = Array.isArray(data) ? data : [data];
  const include = new Set(query.include ?? []);
  const visible = listings.filter((listing) => !listing.deleted);
  const limit = imageLimitOf(query);
  // The author's protected files (on their own listings only; a public listing shows none).
  const withFiles = type === 'ownListing' && include.has('protectedFileAttachments');

  const [authorsFound, images, stocksFound, marketplace, files] = await Promise.all([
    include.has('author') || include.has('author.profileImage')
      ? authorsOf(
          ctx,
          visible.map((l) => l.authorId),
          include,
          query,
          reads.authors,
        )
      : undefined,
    include.has('images')
      ? imagesOf(
          ctx,
          visible.flatMap((l) => l.imageIds.slice(0, limit)),
          query,
        )
      : new Map<string, Resource>(),
    include.has('currentStock')
      ? findStocksByListing(
          ctx,
          visible.map((l) => l.id),
        )
      : undefined,
    include.has('marketplace') ? getMarketplace(ctx).then(presentMarketplace) : null,
    withFiles
      ? attachmentsOfListings(
          ctx,
          visible.map((l) => l.id),
        )
      : null,
  ]);

  // Included in this order: authors (each after its profile image), images, stock, the marketplace.
  const included: Resource[] = [...(authorsFound?.included ?? []), ...images.values()];
  const authors = authorsFound?.authors ?? new Map<string, Resource>();
  const stocks = new Map<string, Resource>();
  for (const [listingId, stock] of stocksFound ?? []) stocks.set(listingId, presentStock(stock));
  included.push(...stocks.values());
  if (marketplace) included.push(marketplace);

  const fields = sparseFieldsOf(query);
  const attributes = requestedAttributes(fields, type);
  const resources = listings.map((listing) => {
    const resource = presentListing(listing, type, attributes);
    if (listing.deleted) return resource;
    const related: ListingRelated = {};
    if (authors.size > 0 || include.has('author')) related.author = authors.get(listing.authorId) ?? null;
    if (include.has('images')) {
      related.images = listing.imageIds
        .slice(0, limit)
        .map((id) => images.get(id))
        .filter((image): image is Resource => image !== undefined);
    }
    // A listing that never had stock (bookings, inquiries) answers `{data: null}`.
    if (include.has('currentStock')) related.currentStock = stocks.get(listing.id) ?? null;
    if (include.has('marketplace')) related.marketplace = marketplace;
    if (include.has('publicFileAttachments')) related.publicFileAttachments = [];
    const withRelated = withListingRelationships(resource, related);
    if (!files) return withRelated;
    return withAttachments(withRelated, 'protectedFileAttachments', files, {
      withFiles: include.has('protectedFileAttachments.file'),
      included,
    });
  });

  return envelope(Array.isArray(data) ? resources : resources[0]!, included, meta, fields);
}
