import { DAY_MS } from '@mercato/core/availability/time-constants';
import { INDEX_NEEDED_AHEAD_DAYS, searchWindowsOf } from '@mercato/core/search/availability-index';
import { minimumStretchMs } from '@mercato/core/search/availability-match';
import { type ListingSearchSchema, listingSearchSchemas } from '@mercato/core/search/listing-search-schemas';
import type { PlatformContext } from '../../context.ts';
import type { WireValue } from '../../http/wire-values.ts';
import { getVersionedMarketplaceConfig } from '../config/marketplace-config.service.ts';
import type { Listing } from '../listings/listing.ts';
import { listingRowToListing } from '../listings/listing-row.ts';
import { findImageIdsOfListings } from '../listings/listings.queries.ts';
import type { PublicProfile } from '../users/user.ts';
import { bannedUserIdsQuery, findBannedUserIds, findPublicProfilesByIds } from '../users/users.queries.ts';
import { findDayPlanZones, readIndexState } from './availability-index.repository.ts';
import { ensureAvailabilityIndex } from './availability-index.service.ts';
import {
  countSearch,
  findSearchRows,
  foldSearchCount,
  type IndexedAvailability,
  keywordTermOf,
  type SearchFilter,
  searchColumnsFor,
  syncSearchTextFields,
} from './listing-search.repository.ts';
import {
  type AvailabilitySearch,
  type ListingSearch,
  listingSearchQuerySchema,
  SEARCH_RESULT_LIMIT,
  searchPaginationLimit,
  supportsPagination,
} from './listing-search.ts';

// Per database: the config version whose text fields the keyword index was last made to read (the
// promise, so concurrent first searches share one sync).
const synced = new WeakMap<PlatformContext['db'], { version: string; done: Promise<void> }>();
const querySchemas = new Map<string, ReturnType<typeof listingSearchQuerySchema>>();

/**
 * The search schemas in force, with the keyword index made to read the config's text fields (a
 * change of those re-indexes every listing once, in one transaction).
 */
export async function searchSchemasInForce(
  ctx: PlatformContext,
): Promise<{ version: string; schemas: ListingSearchSchema[] }> {
  const { version, config } = await getVersionedMarketplaceConfig(ctx);
  const schemas = listingSearchSchemas(config.listingFields);
  let sync = synced.get(ctx.db);
  if (sync?.version !== version) {
    const textFields = schemas.filter((s) => s.type === 'text').map(({ scope, key }) => ({ scope, key }));
    const done = syncSearchTextFields(ctx.db, ctx.dialect, textFields).then((changed) => {
      if (changed)
        ctx.log.info({ version, textFields: textFields.length }, 'keyword index re-read the text fields');
    });
    sync = { version, done };
    synced.set(ctx.db, sync);
    done.catch(() => {
      if (synced.get(ctx.db) === sync) synced.delete(ctx.db);
    });
  }
  await sync.done;
  return { version, schemas };
}

/** The `listings/query` parameter schema of the config in force (built once per config version). */
export async function listingSearchSchemaInForce(ctx: PlatformContext) {
  const { version, schemas } = await searchSchemasInForce(ctx);
  let schema = querySchemas.get(version);
  if (!schema) {
    schema = listingSearchQuerySchema(schemas);
    if (querySchemas.size > 20) querySchemas.clear();
    querySchemas.set(version, schema);
  }
  return schema;
}

/** A page of search results and the `meta` that describes it (api notes §3.4). */
export interface SearchResult {
  listings: Listing[];
  meta: Record<string, WireValue>;
  /** The listings' authors, when asked for (`include=author`): read beside the page's images. */
  authors?: Map<string, PublicProfile>;
}

/** What the answer of a search shows, which the search reads with its page. */
export interface SearchReads {
  /** The listings' authors (`include=author`). */
  authors?: boolean;
  /** The attributes of the listings shown (`fields.listing`): all when undefined. */
  attributes?: ReadonlySet<string> | undefined;
}

// Per database: whether the last read of banned users found any. While none are, a PostgreSQL
// search reads the list beside its page instead of before it (one round trip instead of two).
const bannedFoundLast = new WeakMap<PlatformContext['db'], boolean>();

async function bannedUserIds(ctx: PlatformContext): Promise<string[]> {
  const ids = await findBannedUserIds(ctx.db);
  bannedFoundLast.set(ctx.db, ids.length > 0);
  return ids;
}

/**
 * `listings/query`: published listings matching every filter, in the search's order, all of it
 * answered by the database — the availability filter by the availability index, brought up to date
 * first. `day-full` counts the total (up to the 10,000 results pages can reach); the other
 * availability modes answer `paginationUnsupported` without totals, as the API does (notes §3.4).
 */
export async function searchListings(
  ctx: PlatformContext,
  search: ListingSearch,
  reads: SearchReads = {},
): Promise<SearchResult> {
  // Banned providers' listings are found by nobody, and who is banned shapes the statements (see
  // searchFilterOf). On PostgreSQL, while the last read found nobody banned (the usual case), the
  // page is read as if so, beside the list; if someone has been banned since, it is read again.
  const guess =
    ctx.dialect === 'postgres' &&
    !search.availability &&
    !search.keywords &&
    bannedFoundLast.get(ctx.db) === false;
  if (guess) {
    const [banned, answer] = await Promise.all([
      bannedUserIds(ctx),
      searchFilterOf(ctx, search, []).then((filter) => answerOf(ctx, search, filter, reads)),
    ]);
    if (banned.length === 0) return answer;
    return answerOf(ctx, search, await searchFilterOf(ctx, search, banned), reads);
  }
  return answerOf(ctx, search, await searchFilterOf(ctx, search), reads);
}

async function answerOf(
  ctx: PlatformContext,
  search: ListingSearch,
  filter: SearchFilter,
  reads: SearchReads,
): Promise<SearchResult> {
  const { page, perPage } = search;
  const offset = (page - 1) * perPage;
  const pageMeta = { page, perPage, paginationLimit: searchPaginationLimit(perPage) };
  const limits = { limit: perPage, offset };
  if (!supportsPagination(search)) {
    return {
      ...(await pageOf(ctx, filter, limits, reads)),
      meta: { totalItems: null, totalPages: null, ...pageMeta, paginationUnsupported: true },
    };
  }
  const [found, total] = await Promise.all([
    pageOf(ctx, filter, limits, reads),
    countSearch(ctx.db, ctx.dialect, filter, search.availability ? SEARCH_RESULT_LIMIT : undefined),
  ]);
  return { ...found, meta: { totalItems: total, totalPages: Math.ceil(total / perPage), ...pageMeta } };
}

/** A page of listings with their image ids, and their authors when asked for, read side by side. */
async function pageOf(
  ctx: PlatformContext,
  filter: SearchFilter,
  limits: { limit: number; offset: number },
  reads: SearchReads,
): Promise<{ listings: Listing[]; authors?: Map<string, PublicProfile> }> {
  const rows = await findSearchRows(ctx.db, ctx.dialect, filter, limits, searchColumnsFor(reads.attributes));
  const [images, authors] = await Promise.all([
    findImageIdsOfListings(
      ctx.db,
      rows.map((row) => row.id),
    ),
    reads.authors
      ? findPublicProfilesByIds(ctx.db, [...new Set(rows.map((row) => row.author_id))])
      : undefined,
  ]);
  const listings = rows.map((row) => listingRowToListing(row, images.get(row.id) ?? []));
  return authors ? { listings, authors: new Map(authors.map((user) => [user.id, user])) } : { listings };
}

/**
 * What the repository searches by: the parsed search with what only the database can tell. The
 * banned users are read unless given.
 */
export async function searchFilterOf(
  ctx: PlatformContext,
  search: ListingSearch,
  banned?: string[],
): Promise<SearchFilter> {
  const { availability, page: _page, perPage: _perPage, ...rest } = search;
  // A banned provider's listings are found by nobody. Their ids come off a partial index of banned
  // users: with none (the usual case) the search is exactly as without the rule. With dates they
  // are read with the availability index's state, in one statement.
  // The reads go side by side (on PostgreSQL, each is a round trip).
  const [{ excludedAuthorIds, indexed }, keywordTerm] = await Promise.all([
    availability
      ? indexedFilterOf(ctx, availability)
      : (banned ? Promise.resolve(banned) : bannedUserIds(ctx)).then((ids) => ({
          excludedAuthorIds: ids,
          indexed: undefined,
        })),
    ctx.dialect === 'postgres' && rest.keywords?.length === 1
      ? keywordTermOf(ctx.db, rest.keywords[0]!)
      : undefined,
  ]);
  return {
    ...rest,
    ...(indexed ? { availability: indexed } : {}),
    ...(excludedAuthorIds.length > 0 ? { excludedAuthorIds } : {}),
    ...(keywordTerm ? { keywordTerm } : {}),
  };
}

/**
 * The availability filter as the index answers it, with the index up to date, and the banned
 * authors whose listings nobody finds (read in the same statement as the index's state).
 */
async function indexedFilterOf(
  ctx: PlatformContext,
  availability: AvailabilitySearch,
): Promise<{ indexed: IndexedAvailability; excludedAuthorIds: string[] }> {
  const now = ctx.clock();
  const untilMs = now.getTime() + INDEX_NEEDED_AHEAD_DAYS * DAY_MS;
  let { zones, needsWork, ids } = await readIndexState(ctx.db, untilMs, bannedUserIdsQuery(ctx.db));
  if (needsWork) {
    await ensureAvailabilityIndex(ctx);
    zones = await findDayPlanZones(ctx.db);
  }
  bannedFoundLast.set(ctx.db, ids.length > 0);
  const indexed = {
    full: availability.mode.endsWith('-full'),
    seats: availability.seats,
    minStretchMs: minimumStretchMs(availability),
    windows: searchWindowsOf(availability, zones, now),
  };
  return { indexed, excludedAuthorIds: ids };
}

/** Search housekeeping: the kept counts of searchable listings folded into one row a facet (0020, 0022). */
export function foldListingSearchCount(ctx: PlatformContext): Promise<void> {
  return foldSearchCount(ctx.db, ctx.dialect);
}
