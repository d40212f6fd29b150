import { DAY_MS } from '@mercato/core/availability/time-constants';
import { INDEX_NEEDED_AHEAD_DAYS, searchWindowsOf } from '@mercato/core/search/availability-index';
import { minimumStretchMs } from '@mercato/core/search/availability-match';
import { type ListingSearchSchema, listingSearchSchemas } from '@mercato/core/search/listing-search-schemas';
import type { PlatformContext } from '../../context.ts';
import type { WireValue } from '../../http/wire-values.ts';
import { getVersionedMarketplaceConfig } from '../config/marketplace-config.service.ts';
import type { Listing } from '../listings/listing.ts';
import { bannedUserIdsQuery, findBannedUserIds } from '../users/users.queries.ts';
import { findDayPlanZones, readIndexState } from './availability-index.repository.ts';
import { ensureAvailabilityIndex } from './availability-index.service.ts';
import {
  countSearch,
  findSearchPage,
  foldSearchCount,
  type IndexedAvailability,
  keywordTermOf,
  type SearchFilter,
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
}

/**
 * `listings/query`: published listings matching every filter, in the search's order, all of it
 * answered by the database — the availability filter by the availability index, brought up to date
 * first. `day-full` counts the total (up to the 10,000 results pages can reach); the other
 * availability modes answer `paginationUnsupported` without totals, as the API does (notes §3.4).
 */
export async function searchListings(ctx: PlatformContext, search: ListingSearch): Promise<SearchResult> {
  const { page, perPage } = search;
  const offset = (page - 1) * perPage;
  const pageMeta = { page, perPage, paginationLimit: searchPaginationLimit(perPage) };
  const filter = await searchFilterOf(ctx, search);
  const { availability } = search;
  if (!supportsPagination(search)) {
    const listings = await findSearchPage(ctx.db, ctx.dialect, filter, { limit: perPage, offset });
    return {
      listings,
      meta: { totalItems: null, totalPages: null, ...pageMeta, paginationUnsupported: true },
    };
  }
  const [listings, total] = await Promise.all([
    findSearchPage(ctx.db, ctx.dialect, filter, { limit: perPage, offset }),
    countSearch(ctx.db, ctx.dialect, filter, availability ? SEARCH_RESULT_LIMIT : undefined),
  ]);
  return { listings, meta: { totalItems: total, totalPages: Math.ceil(total / perPage), ...pageMeta } };
}

/** What the repository searches by: the parsed search with what only the database can tell. */
export async function searchFilterOf(ctx: PlatformContext, search: ListingSearch): Promise<SearchFilter> {
  const { availability, page: _page, perPage: _perPage, ...rest } = search;
  // A banned provider's listings are found by nobody. Their ids come off a partial index of banned
  // users: with none (the usual case) the search is exactly as without the rule. With dates they
  // are read with the availability index's state, in one statement.
  // The reads go side by side (on PostgreSQL, each is a round trip).
  const [{ excludedAuthorIds, indexed }, keywordTerm] = await Promise.all([
    availability
      ? indexedFilterOf(ctx, availability)
      : findBannedUserIds(ctx.db).then((ids) => ({ excludedAuthorIds: ids, indexed: undefined })),
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
