import { AvailabilityPlanSchema } from '@mercato/core/availability/availability-plan';
import { matchesAvailability } from '@mercato/core/search/availability-match';
import { type ListingSearchSchema, listingSearchSchemas } from '@mercato/core/search/listing-search-schemas';
import type { PlatformContext } from '../../context.ts';
import type { WireValue } from '../../http/wire-values.ts';
import { findExceptionsOverlappingMany } from '../availability/availability-exceptions.repository.ts';
import { readTakenSeatsOfMany } from '../availability/taken-seats.ts';
import { DEFAULT_AVAILABILITY_PLAN } from '../availability/time-slots.service.ts';
import { getVersionedMarketplaceConfig } from '../config/marketplace-config.service.ts';
import type { Listing } from '../listings/listing.ts';
import {
  countSearch,
  findListingsInOrder,
  findSearchCandidates,
  findSearchPage,
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
 * `listings/query`: published listings matching every filter, in the search's order. Without an
 * availability filter the database does all of it and counts the total. With one, candidates come
 * from the database in order and the availability engine (plan, exceptions, taken seats) keeps
 * those free: `day-full` checks them all to count the total; the others stop once the page is full
 * and answer `paginationUnsupported` without totals.
 */
export async function searchListings(ctx: PlatformContext, search: ListingSearch): Promise<SearchResult> {
  const { availability, page, perPage, ...rest } = search;
  const offset = (page - 1) * perPage;
  const pageMeta = { page, perPage, paginationLimit: searchPaginationLimit(perPage) };
  if (!availability) {
    const [listings, total] = await Promise.all([
      findSearchPage(ctx.db, ctx.dialect, rest, { limit: perPage, offset }),
      countSearch(ctx.db, ctx.dialect, rest),
    ]);
    return { listings, meta: { totalItems: total, totalPages: Math.ceil(total / perPage), ...pageMeta } };
  }
  const filter: SearchFilter = { ...rest, dayPlansOnly: availability.mode.startsWith('day-') };
  const counting = supportsPagination(search);
  const { ids, matched } = await scanAvailable(ctx, filter, availability, {
    skip: offset,
    take: perPage,
    stopWhenFull: !counting,
  });
  const listings = await findListingsInOrder(ctx.db, ids);
  if (counting) {
    return { listings, meta: { totalItems: matched, totalPages: Math.ceil(matched / perPage), ...pageMeta } };
  }
  return { listings, meta: { totalItems: null, totalPages: null, ...pageMeta, paginationUnsupported: true } };
}

/**
 * Walks the candidates in order, in growing batches, keeping those the availability engine finds
 * free; `matched` counts all matches seen (all of them unless it stopped when the page was full).
 */
async function scanAvailable(
  ctx: PlatformContext,
  filter: SearchFilter,
  availability: AvailabilitySearch,
  page: { skip: number; take: number; stopWhenFull: boolean },
): Promise<{ ids: string[]; matched: number }> {
  const now = ctx.clock();
  const range = { start: availability.start, end: availability.end };
  const ids: string[] = [];
  let matched = 0;
  let offset = 0;
  let batch = Math.max(50, page.take * 2);
  while (offset < SEARCH_RESULT_LIMIT) {
    const candidates = await findSearchCandidates(ctx.db, ctx.dialect, filter, { limit: batch, offset });
    if (candidates.length === 0) break;
    const candidateIds = candidates.map((c) => c.id);
    const [exceptions, bookings] = await Promise.all([
      findExceptionsOverlappingMany(ctx.db, candidateIds, range),
      readTakenSeatsOfMany(ctx, candidateIds, range),
    ]);
    for (const candidate of candidates) {
      const plan = planOf(candidate.plan);
      if (!plan) continue;
      const free = matchesAvailability(
        plan,
        exceptions.get(candidate.id) ?? [],
        bookings.get(candidate.id) ?? [],
        availability,
        now,
      );
      if (!free) continue;
      if (matched >= page.skip && ids.length < page.take) ids.push(candidate.id);
      matched++;
      if (page.stopWhenFull && ids.length === page.take) return { ids, matched };
    }
    if (candidates.length < batch) break;
    offset += candidates.length;
    batch = Math.min(batch * 4, 2000);
  }
  return { ids, matched };
}

function planOf(stored: Record<string, unknown> | null) {
  if (stored === null) return DEFAULT_AVAILABILITY_PLAN;
  const parsed = AvailabilityPlanSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
