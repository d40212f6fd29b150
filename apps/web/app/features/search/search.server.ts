import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { SEARCH_FILTERS_TEXTS } from '@mercato/core/texts/catalogs/listings/search-filters';
import { SEARCH_PAGE_TEXTS } from '@mercato/core/texts/catalogs/listings/search-page';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import type { LoaderArgs } from '../../lib/context.ts';
import { readRefusalOf, throwReadRefusal } from '../../lib/read-refusal.server.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import { type ListingCardView, listingCardQuery, listingCardsOf } from '../listings/listing-card-view.ts';
import { listingCardTextsFor } from '../listings/listing-texts.server.ts';
import type { BaseMap } from '../maps/base-map.ts';
import { pointParam } from '../maps/map-geometry.ts';
import { type MapSettings, mapSettingsOf } from '../maps/map-settings.ts';
import { resolvePlace } from '../places/place.ts';
import { placesFor } from '../places/places.server.ts';
import { type SearchFilters, searchFiltersOf } from './search-filters.ts';
import { drawSearchBaseMap } from './search-map.server.ts';
import {
  parseSearchParams,
  placeLocationOf,
  type SearchState,
  searchParamsOf,
  searchPathOf,
} from './search-params.ts';
import { listingsQueryOf, utcDay } from './search-query.ts';

/** Some of the URL's filters were refused by the platform (an outdated link, say), in Mercato's English. */
export const SEARCH_REFUSED_MESSAGE = SEARCH_PAGE_TEXTS.texts.filtersRefused;

/** What SearchPage shows. */
export interface SearchPageData {
  state: SearchState;
  filters: SearchFilters;
  listings: ListingCardView[];
  /** Results in all; null when the API cannot count them (availability searches). */
  totalItems: number | null;
  totalPages: number;
  aspect: { width: number; height: number };
  /** Why the chosen dates were not applied, or null. */
  datesProblem: string | null;
  /** Why the typed place is not searched (no such place known), or null. */
  locationProblem: string | null;
  loadError: string | null;
  /** `map`: results beside a map of them; `grid`: results only (`layout.searchPage`). */
  layout: 'map' | 'grid';
  map: MapSettings;
  /** The offline map's base map (land, water, borders, names) for the area it shows; null without a map. */
  baseMap: BaseMap | null;
  /** Today as a calendar day (UTC), the earliest day the dates filter offers. */
  today: string;
}

function numberOr(value: unknown, fallback: number | null): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/**
 * SearchPage and SearchPageWithListingType (spec §2 `/s`, `/s/:listingType`). The URL is the
 * state: it is read into a search, and any other spelling of the same search (the fields of the
 * no-JavaScript form, parameters out of order, values that cannot be read) is redirected to the
 * canonical URL first. A private marketplace asks visitors to log in (spec §6), as the platform
 * refuses them.
 */
export async function loadSearchPage({ url, params, context }: LoaderArgs): Promise<SearchPageData> {
  const { sdk } = context.session;
  const [{ data: config }, t, cardTexts] = await Promise.all([
    sdk.assets.config(),
    serverTexts(context, SEARCH_FILTERS_TEXTS),
    listingCardTextsFor(context),
  ]);
  const filters = searchFiltersOf(config, t);
  if (
    params.listingType !== undefined &&
    !filters.listingTypes.some((type) => type.id === params.listingType)
  ) {
    throw data(null, { status: 404 });
  }
  let state = parseSearchParams(url.searchParams, params.listingType, filters);
  let locationProblem: string | null = null;
  if (state.address && !state.origin) {
    // A place typed without picking a suggestion (or without JavaScript): the best match is searched.
    const place = await resolvePlace(placesFor(config.maps), state.address);
    if (place) state = { ...state, address: place.label, ...placeLocationOf(pointParam(place.origin)) };
    else locationProblem = t('placeNotFound', { address: state.address });
  }
  const canonicalPath = state.listingType ? `/s/${encodeURIComponent(state.listingType)}` : '/s';
  if (
    url.pathname !== canonicalPath ||
    url.searchParams.toString() !== searchParamsOf(state, filters).toString()
  ) {
    throw redirect(searchPathOf(state, filters));
  }
  const now = new Date();
  const { query, datesProblem } = listingsQueryOf(state, filters, now, t);
  const { listingImage } = config.layout;
  const base = {
    state,
    filters,
    aspect: { width: listingImage.aspectWidth, height: listingImage.aspectHeight },
    datesProblem,
    locationProblem,
    today: utcDay(now),
    layout: config.layout.searchPage.variantType,
    map: mapSettingsOf(config.maps),
    baseMap: null,
  };
  let response: Awaited<ReturnType<typeof sdk.listings.query>>;
  try {
    response = await sdk.listings.query({
      ...query,
      ...listingCardQuery(listingImage, { withAuthor: true }),
    });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const refusal = readRefusalOf(error);
    // The page's own URL (`url`), not the request's, which for client navigations ends in `.data`.
    if (refusal.kind === 'log-in' || refusal.kind === 'no-access') throwReadRefusal(error, new Request(url));
    const loadError =
      error.status === 400
        ? (await serverTexts(context, SEARCH_PAGE_TEXTS))('filtersRefused')
        : SCREEN_ERROR_MESSAGES['search.failed'];
    return { ...base, listings: [], totalItems: 0, totalPages: 0, loadError };
  }
  const { meta } = response;
  const unsupported = meta.paginationUnsupported === true;
  const totalItems = unsupported ? null : numberOr(meta.totalItems, response.data.length);
  let totalPages = unsupported ? state.page : (numberOr(meta.totalPages, 1) ?? 1);
  // The API serves pages up to its pagination limit only.
  const limit = numberOr(meta.paginationLimit, null);
  if (limit !== null) totalPages = Math.min(totalPages, limit);
  // Past the last page (results changed since the link was made): show the last page there is.
  if (!unsupported && state.page > 1 && totalPages >= 1 && state.page > totalPages) {
    throw redirect(searchPathOf({ ...state, page: totalPages }, filters));
  }
  const listings = listingCardsOf(response, listingImage, cardTexts);
  return {
    ...base,
    listings,
    baseMap: base.layout === 'map' ? await drawSearchBaseMap(state, listings) : null,
    totalItems,
    totalPages,
    loadError: null,
  };
}
