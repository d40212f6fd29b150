import { FEATURED_AT_KEY } from '@mercato/core/search/listing-search-schemas';
import { SdkError } from '@mercato/sdk/sdk-error';
import type { LoaderArgs } from '../../lib/context.ts';
import { type ListingCardView, listingCardQuery, listingCardsOf } from '../listings/listing-card-view.ts';
import { listingCardTextsFor } from '../listings/listing-texts.server.ts';

/** Listings per landing-page list (spec §2: featured and newest, 12 each). */
export const LANDING_LIST_SIZE = 12;

/**
 * The featured list's order: the listing the operator featured last first. Featuring stores
 * `featuredListing: true` and `featuredAt` (milliseconds since the epoch, a `long` search schema)
 * in the listing's metadata (the console's `admin/listings/feature`); a bare sort key sorts
 * descending. Listings featured without a time (written straight into metadata) follow, newest first.
 */
export const FEATURED_SORT = `meta_${FEATURED_AT_KEY},createdAt`;

/** What LandingPage shows: its two lists, each null when it could not be loaded. */
export interface LandingPageData {
  featured: ListingCardView[] | null;
  newest: ListingCardView[] | null;
  aspect: { width: number; height: number };
}

/**
 * LandingPage (spec §2 `/`): the featured listings (metadata `featuredListing`, the one featured
 * last first) and the newest, one `listings/query` each, side by side. Items out of stock are left
 * out. A list the platform refuses — a private marketplace's visitor, a filter it does not know —
 * is left off the page rather than failing it.
 */
export async function loadLandingPage({ context }: LoaderArgs): Promise<LandingPageData> {
  const { sdk } = context.session;
  const [config, texts] = await Promise.all([sdk.assets.config(), listingCardTextsFor(context)]);
  const { listingImage } = config.data.layout;
  const query = {
    ...listingCardQuery(listingImage, { withAuthor: true }),
    page: 1,
    perPage: LANDING_LIST_SIZE,
    minStock: 1,
    stockMode: 'match-undefined' as const,
  };
  const list = async (extra: Record<string, string | boolean>): Promise<ListingCardView[] | null> => {
    try {
      return listingCardsOf(await sdk.listings.query({ ...query, ...extra }), listingImage, texts);
    } catch (error) {
      if (SdkError.is(error)) return null;
      throw error;
    }
  };
  const [featured, newest] = await Promise.all([
    list({ meta_featuredListing: true, sort: FEATURED_SORT }),
    list({ sort: 'createdAt' }),
  ]);
  return {
    featured,
    newest,
    aspect: { width: listingImage.aspectWidth, height: listingImage.aspectHeight },
  };
}
