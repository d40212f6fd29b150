import type {
  AdminListingQuery,
  FeatureListingCommand,
  UpdateListingMetadataCommand,
} from '@mercato/core/contracts/admin-listing';
import { FEATURED_AT_KEY, FEATURED_LISTING_KEY } from '@mercato/core/search/listing-search-schemas';
import { ExtendedDataSchema } from '@mercato/core/validators/extended-data';
import type { PlatformContext } from '../../context.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { getMarketplaceConfig } from '../config/marketplace-config.service.ts';
import type { User } from '../users/user.ts';
import { getUsersByIds } from '../users/users.service.ts';
import type { Listing } from './listing.ts';
import {
  findListingById,
  findListingForUpdate,
  queryListingsForAdmin,
  updateListingMetadata,
} from './listings.repository.ts';
import { applyListingStateChange, mergeExtended } from './own-listings.service.ts';

// What operators do to listings from the console's Listings screen (issue #30, ADR 019): find them,
// approve those waiting for it, close and reopen, edit metadata, feature on the landing page. Each
// change goes through the same service path as the author's own (state changes) and is written in
// one transaction with its audit entry.
//
// Featuring is stored in the listing's metadata, where the Marketplace API and the Sharetribe Web
// Template look for it: `featuredListing: true` (the landing page's `meta_featuredListing=true`
// query) and `featuredAt`, the time it was featured in milliseconds since the epoch, a built-in
// `long` search schema, so that `sort=meta_featuredAt` lists the listing featured last first
// (featuring again moves it to the front). Unfeaturing removes both keys. The featured list is a
// handful of rows found by the featured flag's index, so the order needs no index of its own.

/** The audit actions of operators' changes to listings (`<subject>.<verb>`). */
export type AdminListingAction =
  | 'listing.approve'
  | 'listing.close'
  | 'listing.open'
  | 'listing.update-metadata'
  | 'listing.feature'
  | 'listing.unfeature';

/** The audit entry of one change to a listing: what was done, and the values it changed before and after. */
export interface AdminListingAuditEntry {
  action: AdminListingAction;
  subjectType: 'listing';
  subjectId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Writes a change's audit entry in `db`, the change's own transaction. The route hands it in (the
 * operators feature's `recordAudit`, as the request's operator), as it does for the users' admin
 * service: operators build on users, so the features that operators change stay below them and the
 * features form no cycle.
 */
export type AdminListingAudit = (db: PlatformContext['db'], entry: AdminListingAuditEntry) => Promise<void>;

/** A listing as the console shows it, with its author (null if there is no such account). */
export interface AdminListing {
  listing: Listing;
  author: User | null;
}

function listingNotFound(type: 'body' | 'query'): AppError {
  return new AppError('not-found', 'No listing has this id', { source: { path: ['id'], type } });
}

/** Adds their authors to listings, in one read. */
async function withAuthors(ctx: PlatformContext, listings: Listing[]): Promise<AdminListing[]> {
  const users = await getUsersByIds(
    ctx,
    listings.map((l) => l.authorId),
  );
  return listings.map((listing) => ({ listing, author: users.get(listing.authorId) ?? null }));
}

/**
 * Runs one operator's change of a listing in one write transaction: the listing taken (locked on
 * PostgreSQL), the change made from it (throwing refuses it, nothing written), and its audit entry
 * with it. A deleted listing is not changed (409). Returns the listing as changed.
 */
async function changeListing(
  ctx: PlatformContext,
  audit: AdminListingAudit,
  id: string,
  action: AdminListingAction,
  change: (
    scoped: PlatformContext,
    listing: Listing,
  ) => Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }>,
): Promise<AdminListing> {
  await inWriteTransaction(ctx.db, async (trx) => {
    const listing = await findListingForUpdate(trx, id);
    if (!listing) throw listingNotFound('body');
    if (listing.deleted) {
      throw new AppError('conflict', 'This listing has been deleted: it cannot be changed', {
        source: { path: ['id'], type: 'body' },
      });
    }
    const { before, after } = await change({ ...ctx, db: trx }, listing);
    await audit(trx, { action, subjectType: 'listing', subjectId: id, before, after });
  });
  const changed = await findListingById(ctx.db, id);
  if (!changed) throw listingNotFound('body');
  return (await withAuthors(ctx, [changed]))[0]!;
}

/** `admin/listings/query`: listings matching the filters, newest first, a page of them and how many in all. */
export async function findListingsForOperator(
  ctx: PlatformContext,
  query: AdminListingQuery,
): Promise<{ listings: AdminListing[]; total: number }> {
  const keywords = [...new Set((query.keywords ?? '').split(/\s+/).filter(Boolean))];
  const { listings, total } = await queryListingsForAdmin(ctx.db, {
    states: query.states,
    listingType: query.listingType,
    authorId: query.authorId,
    createdAtStart: query.createdAtStart,
    createdAtEnd: query.createdAtEnd,
    keywords,
    featured: query.featured,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return { listings: await withAuthors(ctx, listings), total };
}

/** `admin/listings/show`: one listing in any state, deleted ones too; 404 for an unknown id. */
export async function getListingForOperator(ctx: PlatformContext, id: string): Promise<AdminListing> {
  const listing = await findListingById(ctx.db, id);
  if (!listing) throw listingNotFound('query');
  return (await withAuthors(ctx, [listing]))[0]!;
}

/**
 * A state change by an operator, through the author's path (`applyListingStateChange`): approve
 * (pending approval → published), close (published → closed) or open (closed → published); 409
 * from any other state.
 */
async function changeState(
  ctx: PlatformContext,
  audit: AdminListingAudit,
  id: string,
  change: 'approve' | 'close' | 'open',
): Promise<AdminListing> {
  const config = await getMarketplaceConfig(ctx);
  return changeListing(ctx, audit, id, `listing.${change}`, async (scoped, listing) => {
    await applyListingStateChange(scoped, listing, change, config);
    return {
      before: { state: listing.state },
      after: { state: change === 'close' ? 'closed' : 'published' },
    };
  });
}

/** `admin/listings/approve`: a listing waiting for approval is published (409 for any other state). */
export function approveListing(ctx: PlatformContext, audit: AdminListingAudit, id: string) {
  return changeState(ctx, audit, id, 'approve');
}

/** `admin/listings/close`: a published listing is closed, as its author closes it. */
export function closeListing(ctx: PlatformContext, audit: AdminListingAudit, id: string) {
  return changeState(ctx, audit, id, 'close');
}

/** `admin/listings/open`: a closed listing is published again, as its author reopens it. */
export function openListing(ctx: PlatformContext, audit: AdminListingAudit, id: string) {
  return changeState(ctx, audit, id, 'open');
}

/** The values of `keys` in `data`, null for those it does not hold (the audit's before and after). */
function valuesOf(data: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, Object.hasOwn(data, key) ? data[key] : null]));
}

/**
 * Merges `patch` into a listing's metadata (`null` removes a key) and writes it, refusing (400) a
 * result beyond extended data's limits; returns the changed keys' values before and after.
 */
async function mergeMetadata(
  ctx: PlatformContext,
  listing: Listing,
  patch: Record<string, unknown>,
): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }> {
  const merged = mergeExtended(listing.metadata, patch);
  const checked = ExtendedDataSchema.safeParse(merged);
  if (!checked.success) {
    throw new AppError('validation-invalid-value', `metadata: ${checked.error.issues[0]?.message}`, {
      source: { path: ['metadata'], type: 'body' },
    });
  }
  await updateListingMetadata(ctx.db, listing.id, merged, ctx.clock());
  const keys = Object.keys(patch);
  return {
    before: { metadata: valuesOf(listing.metadata, keys) },
    after: { metadata: valuesOf(merged, keys) },
  };
}

/**
 * `admin/listings/update_metadata`: the operator's metadata merged by top-level key, `null`
 * removing one, as the Marketplace API's updates merge extended data.
 */
export function updateListingMetadataByOperator(
  ctx: PlatformContext,
  audit: AdminListingAudit,
  command: UpdateListingMetadataCommand,
): Promise<AdminListing> {
  return changeListing(ctx, audit, command.id, 'listing.update-metadata', (scoped, listing) =>
    mergeMetadata(scoped, listing, command.metadata),
  );
}

/**
 * `admin/listings/feature`: featured now (first of the landing page's featured list, featuring
 * again moves it back to the front) or no longer featured. See the storage above.
 */
export function featureListing(
  ctx: PlatformContext,
  audit: AdminListingAudit,
  command: FeatureListingCommand,
): Promise<AdminListing> {
  const action = command.featured ? 'listing.feature' : 'listing.unfeature';
  return changeListing(ctx, audit, command.id, action, (scoped, listing) =>
    mergeMetadata(
      scoped,
      listing,
      command.featured
        ? { [FEATURED_LISTING_KEY]: true, [FEATURED_AT_KEY]: scoped.clock().getTime() }
        : { [FEATURED_LISTING_KEY]: null, [FEATURED_AT_KEY]: null },
    ),
  );
}
