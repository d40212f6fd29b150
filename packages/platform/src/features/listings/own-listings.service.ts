import { randomUUID } from 'node:crypto';
import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import type {
  CreateListingCommand,
  ListingState,
  UpdateListingCommand,
} from '@mercato/core/contracts/listing';
import { checkListingAgainstConfig } from '@mercato/core/validators/listing-config-rules';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { assertCanPostListings, assertNotPendingApproval } from '../access/access.policy.ts';
import { getMarketplaceConfig } from '../config/marketplace-config.service.ts';
import { replaceListingFiles } from '../files/files.queries.ts';
import { claimImageForUser } from '../images/images.service.ts';
import { getCurrentUser } from '../users/users.service.ts';
import type { Listing } from './listing.ts';
import {
  findListingById,
  findListingsOfAuthor,
  insertListing,
  type ListingValues,
  setListingImages,
  updateListing,
} from './listings.repository.ts';

const notFound = () =>
  new AppError('not-found', 'Listing not found', { source: { path: ['id'], type: 'body' } });

/** The state a listing enters when it is published: approval first if the marketplace asks for it. */
function publishedState(config: MarketplaceConfig): ListingState {
  return config.accessControl.listings.requireApprovalToPublish ? 'pendingApproval' : 'published';
}

/** Extended data of an update: top-level keys merged, a `null` value removes its key (api notes §3.5). */
export function mergeExtended(current: Record<string, unknown>, patch: Record<string, unknown> | undefined) {
  if (!patch) return current;
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function checkRules(
  config: MarketplaceConfig,
  listing: Pick<Listing, 'price' | 'publicData' | 'privateData'>,
): void {
  const issues = checkListingAgainstConfig(config, listing);
  if (issues.length === 0) return;
  throw AppError.many(
    issues.map((issue) => ({
      code: 'validation-invalid-value' as const,
      title: `${issue.path.join('.')}: ${issue.message}`,
      source: { path: issue.path, type: 'body' as const },
    })),
  );
}

// Every image must be one the author uploaded; each is marked attached inside the transaction.
async function claimImages(ctx: PlatformContext, userId: string, imageIds: readonly string[]): Promise<void> {
  for (const [index, imageId] of imageIds.entries()) {
    await claimImageForUser(ctx, userId, imageId, ['images', String(index)]);
  }
}

/** An author's listing for a command on it; 404 when it is not theirs or no longer exists. */
async function ownListing(ctx: PlatformContext, authorId: string, id: string): Promise<Listing> {
  const listing = await findListingById(ctx.db, id);
  if (!listing || listing.deleted || listing.authorId !== authorId) throw notFound();
  return listing;
}

/**
 * `own_listings/create_draft` and `own_listings/create`: a new listing of the caller with its images,
 * as a draft or published (pending approval when the marketplace asks for it).
 */
export async function createListing(
  ctx: PlatformContext,
  authorId: string,
  command: CreateListingCommand,
  as: 'draft' | 'published',
): Promise<Listing> {
  const [user, config] = await Promise.all([getCurrentUser(ctx, authorId), getMarketplaceConfig(ctx)]);
  assertCanPostListings(user);
  const values: ListingValues = {
    state: as === 'draft' ? 'draft' : publishedState(config),
    deleted: false,
    title: command.title,
    description: command.description ?? null,
    geolocation: command.geolocation ?? null,
    price: command.price ?? null,
    availabilityPlan: command.availabilityPlan ?? null,
    publicData: mergeExtended({}, command.publicData),
    privateData: mergeExtended({}, command.privateData),
  };
  checkRules(config, values);
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    const scoped = { ...ctx, db: trx };
    await insertListing(trx, { ...values, id, authorId, now: ctx.clock() });
    const images = command.images ?? [];
    await claimImages(scoped, authorId, images);
    await setListingImages(trx, id, images);
    if (command.protectedFileAttachments) {
      const fileIds = command.protectedFileAttachments.map((a) => a.fileId);
      await replaceListingFiles(trx, { ownerId: authorId, listingId: id, fileIds, now: ctx.clock() });
    }
  });
  return (await findListingById(ctx.db, id))!;
}

/** `own_listings/update`: changes the given attributes; images, when given, replace the list in order. */
export async function updateOwnListing(
  ctx: PlatformContext,
  authorId: string,
  command: UpdateListingCommand,
): Promise<Listing> {
  const [user, config] = await Promise.all([getCurrentUser(ctx, authorId), getMarketplaceConfig(ctx)]);
  assertNotPendingApproval(user);
  const listing = await ownListing(ctx, authorId, command.id);
  const values: Partial<ListingValues> = {
    title: command.title,
    description: command.description,
    geolocation: command.geolocation,
    price: command.price,
    availabilityPlan: command.availabilityPlan,
    publicData: command.publicData && mergeExtended(listing.publicData, command.publicData),
    privateData: command.privateData && mergeExtended(listing.privateData, command.privateData),
  };
  checkRules(config, {
    price: values.price === undefined ? listing.price : values.price,
    publicData: values.publicData ?? listing.publicData,
    privateData: values.privateData ?? listing.privateData,
  });
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await updateListing(trx, listing.id, values, ctx.clock()))) throw notFound();
    if (command.images) {
      await claimImages({ ...ctx, db: trx }, authorId, command.images);
      await setListingImages(trx, listing.id, command.images);
    }
    if (command.protectedFileAttachments !== undefined) {
      const fileIds = (command.protectedFileAttachments ?? []).map((a) => a.fileId);
      await replaceListingFiles(trx, { ownerId: authorId, listingId: listing.id, fileIds, now: ctx.clock() });
    }
  });
  return (await findListingById(ctx.db, listing.id))!;
}

/** `own_listings/add_image`: appends one of the caller's uploads to the listing's images. */
export async function addListingImage(
  ctx: PlatformContext,
  authorId: string,
  command: { id: string; imageId: string },
): Promise<Listing> {
  assertNotPendingApproval(await getCurrentUser(ctx, authorId));
  const listing = await ownListing(ctx, authorId, command.id);
  if (listing.imageIds.includes(command.imageId)) return listing;
  await ctx.db.transaction().execute(async (trx) => {
    await claimImageForUser({ ...ctx, db: trx }, authorId, command.imageId, ['imageId']);
    await setListingImages(trx, listing.id, [...listing.imageIds, command.imageId]);
  });
  return (await findListingById(ctx.db, listing.id))!;
}

/** The state changes of spec §4 a listing's author may make. */
export type ListingLifecycleCommand = 'publish_draft' | 'discard_draft' | 'open' | 'close';

/** Every state change of a listing: its author's, and an operator's approval (issue #30). */
export type ListingStateChange = ListingLifecycleCommand | 'approve';

const LIFECYCLE: Record<ListingStateChange, { from: readonly ListingState[]; refusal: string }> = {
  publish_draft: { from: ['draft'], refusal: 'Only a draft can be published' },
  discard_draft: { from: ['draft'], refusal: 'Only a draft can be discarded' },
  open: { from: ['closed', 'published'], refusal: 'Only a closed listing can be opened' },
  close: { from: ['published', 'closed'], refusal: 'Only a published listing can be closed' },
  approve: { from: ['pendingApproval'], refusal: 'Only a listing pending approval can be approved' },
};

/**
 * Moves `listing` (as read) along its lifecycle in `ctx.db` — the caller's transaction when the
 * change is written with more — whoever asked: the author's command or an operator's. The update
 * is conditional on the states the change starts from, so two concurrent changes cannot both apply
 * (409). What a listing's state decides (search, its counts, the landing page) follows from the
 * row: the database's triggers keep those indexes in the same transaction.
 */
export async function applyListingStateChange(
  ctx: Pick<PlatformContext, 'db' | 'clock'>,
  listing: Pick<Listing, 'id' | 'state'>,
  change: ListingStateChange,
  config: MarketplaceConfig,
): Promise<void> {
  const rule = LIFECYCLE[change];
  if (!rule.from.includes(listing.state)) throw new AppError('conflict', rule.refusal);
  const values: Partial<ListingValues> =
    change === 'discard_draft'
      ? { deleted: true }
      : {
          state:
            change === 'publish_draft'
              ? publishedState(config)
              : change === 'open' || change === 'approve'
                ? 'published'
                : 'closed',
        };
  if (!(await updateListing(ctx.db, listing.id, values, ctx.clock(), rule.from))) {
    throw new AppError('conflict', rule.refusal);
  }
}

/**
 * Moves a listing along its lifecycle (spec §4): a draft is published (or waits for approval) or
 * discarded; a published listing is closed and reopened. The change is conditional on the state
 * the listing was read in, so two concurrent commands cannot both apply.
 */
export async function changeListingState(
  ctx: PlatformContext,
  authorId: string,
  id: string,
  command: ListingLifecycleCommand,
): Promise<Listing> {
  const [user, config] = await Promise.all([getCurrentUser(ctx, authorId), getMarketplaceConfig(ctx)]);
  if (command === 'publish_draft' || command === 'open') assertCanPostListings(user);
  else assertNotPendingApproval(user);
  const listing = await ownListing(ctx, authorId, id);
  await applyListingStateChange(ctx, listing, command, config);
  return (await findListingById(ctx.db, listing.id))!;
}

/** `own_listings/show`: one of the caller's listings, in any state. */
export async function showOwnListing(ctx: PlatformContext, authorId: string, id: string): Promise<Listing> {
  const listing = await findListingById(ctx.db, id);
  if (!listing || listing.deleted || listing.authorId !== authorId) {
    throw new AppError('not-found', 'Listing not found', { source: { path: ['id'], type: 'query' } });
  }
  return listing;
}

/** `own_listings/query`: a page of the caller's listings, newest first, optionally by state. */
export async function queryOwnListings(
  ctx: PlatformContext,
  authorId: string,
  query: { states?: ListingState[] | undefined; page: number; perPage: number },
): Promise<{ listings: Listing[]; total: number }> {
  return findListingsOfAuthor(ctx.db, {
    authorId,
    states: query.states,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
}
