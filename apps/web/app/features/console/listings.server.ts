import type { AdminListingResource } from '@mercato/core/contracts/admin-listing';
import { LISTING_STATES, type ListingState } from '@mercato/core/contracts/listing';
import { formatMoney } from '@mercato/core/money/money-format';
import { FEATURED_LISTING_KEY } from '@mercato/core/search/listing-search-schemas';
import type { AdminSdk } from '@mercato/sdk/admin/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import type { LoaderArgs } from '../../lib/context.ts';
import { consoleCall } from './console-auth.server.ts';
import { csvLine, csvResponse } from './csv.ts';

/** Listings per page of the list. */
export const LISTINGS_PAGE_SIZE = 50;
/** The most rows a CSV export holds (100 pages of the API's largest page). */
const EXPORT_MAX_ROWS = 10_000;

type AdminListingsQuery = NonNullable<Parameters<AdminSdk['listings']['query']>[0]>;

/** The list's filters as the page's address carries them. */
export interface ListingsFilters {
  keywords?: string;
  /** One state, or several with commas (`states=pendingApproval`, as the dashboard links). */
  states?: string;
  listingType?: string;
  featured?: 'true' | 'false';
  authorId?: string;
  createdAtStart?: string;
  createdAtEnd?: string;
}

const isListingState = (value: string): value is ListingState =>
  (LISTING_STATES as readonly string[]).includes(value);

/** The filters of the address (unknown states and values dropped; the API checks the rest). */
export function listingsFiltersOf(url: URL): ListingsFilters {
  const filters: ListingsFilters = {};
  const text = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const keywords = text('keywords');
  if (keywords) filters.keywords = keywords;
  const states = [
    ...new Set(
      (text('states') ?? '')
        .split(',')
        .map((state) => state.trim())
        .filter(isListingState),
    ),
  ];
  if (states.length > 0) filters.states = states.join(',');
  const listingType = text('listingType');
  if (listingType) filters.listingType = listingType;
  const featured = text('featured');
  if (featured === 'true' || featured === 'false') filters.featured = featured;
  const authorId = text('authorId');
  if (authorId) filters.authorId = authorId;
  const start = text('createdAtStart');
  if (start) filters.createdAtStart = start;
  const end = text('createdAtEnd');
  if (end) filters.createdAtEnd = end;
  return filters;
}

function apiQueryOf(filters: ListingsFilters): AdminListingsQuery {
  const { states, featured, ...rest } = filters;
  return {
    ...rest,
    ...(states ? { states: states.split(',').filter(isListingState) } : {}),
    ...(featured ? { featured: featured === 'true' } : {}),
  };
}

/** A listing's price as people read it (`$40.00`); in a currency Mercato does not know, its minor units and code. */
export function priceText(price: AdminListingResource['attributes']['price']): string | null {
  if (!price) return null;
  try {
    return formatMoney(price);
  } catch {
    return `${price.amount} ${price.currency}`;
  }
}

/** The author's user id of an admin listing (none when the account is gone). */
export function authorIdOf(listing: AdminListingResource): string | null {
  const author = listing.relationships?.author as { data?: { id?: unknown } | null } | undefined;
  return typeof author?.data?.id === 'string' ? author.data.id : null;
}

/** The listing type stored in a listing's public data, if any. */
export function listingTypeOf(listing: AdminListingResource): string | null {
  const type = listing.attributes.publicData.listingType;
  return typeof type === 'string' ? type : null;
}

/** Whether the operator features a listing (`metadata.featuredListing: true`). */
export function isFeatured(listing: AdminListingResource): boolean {
  return listing.attributes.metadata[FEATURED_LISTING_KEY] === true;
}

/** A listing as a row of the list. */
export function listingRowOf(listing: AdminListingResource) {
  const { attributes: a } = listing;
  return {
    id: listing.id,
    title: a.title,
    authorId: authorIdOf(listing),
    authorName: a.authorDisplayName,
    authorEmail: a.authorEmail,
    state: a.state,
    listingType: listingTypeOf(listing),
    price: priceText(a.price),
    featured: isFeatured(listing),
    createdAt: a.createdAt,
  };
}

/** The marketplace's listing types (value and label) from its configuration; none if it cannot be read. */
export async function listingTypesOf(args: Pick<LoaderArgs, 'context'>) {
  const types = await args.context.session.sdk.assets.config().then(
    (config) =>
      (config.data as { listingTypes?: { listingType: string; label?: string }[] }).listingTypes ?? [],
    () => [],
  );
  return types.map((type) => ({ value: type.listingType, label: type.label ?? type.listingType }));
}

/** `/console/listings`: a page of listings, filtered by the address; filters the API refuses are named. */
export async function loadListings(args: LoaderArgs) {
  const url = new URL(args.request.url);
  const filters = listingsFiltersOf(url);
  const page = Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const listingTypes = await listingTypesOf(args);
  try {
    const res = await consoleCall(args, (sdk) =>
      sdk.listings.query({ ...apiQueryOf(filters), page, perPage: LISTINGS_PAGE_SIZE }),
    );
    return {
      filters,
      page,
      totalItems: Number(res.meta.totalItems ?? 0),
      totalPages: Math.max(1, Number(res.meta.totalPages ?? 1)),
      listings: res.data.map(listingRowOf),
      listingTypes,
      problem: null as string | null,
    };
  } catch (error) {
    if (!(SdkError.is(error) && error.status === 400)) throw error;
    return {
      filters,
      page,
      totalItems: 0,
      totalPages: 1,
      listings: [],
      listingTypes,
      problem: error.errors.map((e) => e.title).join('; '),
    };
  }
}

/** `/console/listings.csv`: every listing the filters find (up to 10,000), as a spreadsheet reads it. */
export async function exportListings(args: LoaderArgs): Promise<Response> {
  const filters = listingsFiltersOf(new URL(args.request.url));
  const lines = [
    csvLine([
      'id',
      'title',
      'state',
      'listingType',
      'priceAmount',
      'priceCurrency',
      'featured',
      'authorId',
      'authorEmail',
      'authorDisplayName',
      'createdAt',
    ]),
  ];
  for (let page = 1; lines.length <= EXPORT_MAX_ROWS; page += 1) {
    const res = await consoleCall(args, (sdk) =>
      sdk.listings.query({ ...apiQueryOf(filters), page, perPage: 100 }),
    );
    for (const listing of res.data) {
      const a = listing.attributes;
      lines.push(
        csvLine([
          listing.id,
          a.title,
          a.state,
          listingTypeOf(listing),
          a.price?.amount,
          a.price?.currency,
          isFeatured(listing),
          authorIdOf(listing),
          a.authorEmail,
          a.authorDisplayName,
          a.createdAt,
        ]),
      );
    }
    if (page >= Number(res.meta.totalPages ?? 1) || res.data.length === 0) break;
  }
  return csvResponse('listings.csv', lines);
}
