import type { ListingResource } from '@mercato/core/contracts/listing';
import { LISTING_PHOTOS_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-photos';
import { LISTING_PRICE_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-price';
import type { ApiResponse } from '@mercato/sdk/session';
import { type AppLoadContext, data, redirect } from 'react-router';
import { authRedirect, requireUser } from '../../lib/auth.server.ts';
import type { LoaderArgs } from '../../lib/context.ts';
import { isUuid, uuidOrNull } from '../../lib/ids.ts';
import { throwReadRefusal } from '../../lib/read-refusal.server.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import type { BookingCalendarView } from '../booking-panel/booking-calendar.ts';
import { bookingCalendarFor } from '../booking-panel/booking-slots.server.ts';
import { chosenPriceVariant } from '../booking-panel/price-variant-view.ts';
import { INQUIRY_MAX_LENGTH } from '../inquiry/inquiry-limits.ts';
import { LISTING_PHOTO_VARIANTS, SHARE_IMAGE_VARIANT } from '../listings/listing-images.ts';
import {
  createSlug,
  isListingPageVariant,
  type ListingPageVariant,
  listingPath,
  listingVariantPath,
  variantOfState,
} from '../listings/listing-paths.ts';
import { drawPlaceBaseMap } from '../maps/base-map.server.ts';
import type { BaseMap } from '../maps/base-map.ts';
import { type MapSettings, mapSettingsOf } from '../maps/map-settings.ts';
import type { ReviewsView } from '../reviews/review-view.ts';
import { loadListingReviews } from '../reviews/reviews.server.ts';
import { type ListingPageView, type ListingViewTexts, listingPageViewOf } from './listing-view.ts';

/** The words in force of the listing page's view (photo descriptions, prices, session lengths). */
async function listingViewTextsFor(context: Pick<AppLoadContext, 'session'>): Promise<ListingViewTexts> {
  const [photos, price] = await Promise.all([
    serverTexts(context, LISTING_PHOTOS_TEXTS),
    serverTexts(context, LISTING_PRICE_TEXTS),
  ]);
  return { photos, price };
}

/** What the listing page asks of `listings/show` and `own_listings/show` (api notes §4.1). */
const LISTING_PAGE_QUERY = {
  include: ['author', 'author.profileImage', 'images', 'currentStock'],
  'fields.image': [...LISTING_PHOTO_VARIANTS, SHARE_IMAGE_VARIANT, 'square-small', 'square-small2x'].map(
    (name) => `variants.${name}`,
  ),
};

/** What the listing page's loaders answer. */
export interface ListingPageData {
  listing: ListingPageView;
  /** How the Location section draws its map. */
  map: MapSettings;
  /** The base map under the Location section's offline map; null without a location. */
  baseMap: BaseMap | null;
  /** The author's preview being shown (spec §2 ListingPageVariant), or null on the public page. */
  preview: ListingPageVariant | null;
  /** The public page's absolute URL (its canonical link); null on previews. */
  canonicalUrl: string | null;
  /** The booking panel's free days and times (listings booked by time or day); null otherwise. */
  booking: BookingCalendarView | null;
  /** The listing's published reviews; null on the author's previews. */
  reviews: ReviewsView | null;
  /** "Contact" or "Ask a question" was pressed (`?intent=contact`): the panel shows the inquiry form. */
  requested: 'contact' | null;
  /** The inquiry's text typed before logging in, carried back in the URL (`?message=`), or null. */
  inquiryDraft?: string | null;
  /** The checkout sent the visitor back: the end they chose came before the start. */
  timesRefused?: boolean;
  /** The customer's inquiry about this listing that the order will continue (`?inquiry=`), if any. */
  inquiryId?: string | null;
}

const notFound = () => data(null, { status: 404 });

/** The Location section's base map: drawn only where the section shows a map. */
function baseMapOf(listing: ListingPageView): Promise<BaseMap | null> {
  return listing.address && listing.geolocation
    ? drawPlaceBaseMap(listing.geolocation)
    : Promise.resolve(null);
}

/** Only the inquiry is asked for by the URL: booking and buying have forms of their own. */
function requestedActionOf(url: URL): 'contact' | null {
  return url.searchParams.get('intent') === 'contact' ? 'contact' : null;
}

async function readListing(
  request: Request,
  read: () => Promise<ApiResponse<ListingResource>>,
): Promise<ApiResponse<ListingResource>> {
  let response: ApiResponse<ListingResource>;
  try {
    response = await read();
  } catch (error) {
    throwReadRefusal(error, request);
  }
  // A deleted listing answers with its bare flag (api notes §4.2): to the page it is gone.
  if (response.data.attributes.deleted) throw notFound();
  return response;
}

/** The session length of the price variant the URL chose (`?variant=`, else the first), if any. */
function fixedLengthOf(listing: ListingPageView, url: URL) {
  const variant = chosenPriceVariant(listing.priceVariants, url.searchParams.get('variant'));
  return variant
    ? { name: variant.name, minutes: variant.minutes, everyMinutes: variant.startEveryMinutes }
    : null;
}

/**
 * ListingPage (spec §2 `/l/:slug/:id`) and its canonical path `/l/:id`: a published or closed
 * listing for everyone who may read. A missing or outdated slug answers 301 to the listing's
 * path; the author's draft or listing awaiting approval goes to its preview; anything else
 * unknown — other users' drafts, deleted listings — is 404.
 */
export async function loadListingPage({ request, params, context }: LoaderArgs): Promise<ListingPageData> {
  const id = params.id ?? '';
  if (!isUuid(id)) throw notFound();
  const { sdk } = context.session;
  const url = new URL(request.url);
  const [response, config, texts] = await Promise.all([
    readListing(request, () => sdk.listings.show({ id, ...LISTING_PAGE_QUERY })),
    sdk.assets.config(),
    listingViewTextsFor(context),
  ]);
  const { title = '', state } = response.data.attributes;
  const ref = { id, title };
  const preview = variantOfState(state);
  if (preview === 'draft' || preview === 'pending-approval') {
    throw redirect(`${listingVariantPath(ref, preview)}${url.search}`);
  }
  if (params.slug !== createSlug(title)) throw redirect(`${listingPath(ref)}${url.search}`, 301);
  const listing = listingPageViewOf(response, config.data, texts);
  const requested = requestedActionOf(url);
  // Writing to the provider needs an account: log in first, then come back to the open form.
  if (requested && !context.session.isLoggedIn) throw authRedirect(request);
  const [booking, reviews, baseMap] = await Promise.all([
    listing.action === 'book' && state === 'published'
      ? bookingCalendarFor(
          sdk,
          response.data,
          url,
          new Date(),
          fixedLengthOf(listing, url),
          context.changeMark,
        )
      : Promise.resolve(null),
    loadListingReviews(context.session, id),
    baseMapOf(listing),
  ]);
  return {
    booking,
    reviews,
    listing,
    map: mapSettingsOf(config.data.maps),
    baseMap,
    preview: null,
    canonicalUrl: new URL(listing.path, context.rootUrl).href,
    requested,
    timesRefused: url.searchParams.get('times') === 'end-before-start',
    inquiryDraft: requested ? (url.searchParams.get('message')?.slice(0, INQUIRY_MAX_LENGTH) ?? null) : null,
    inquiryId: uuidOrNull(url.searchParams.get('inquiry')),
  };
}

/**
 * ListingPageVariant (spec §2 `/l/:slug/:id/:variant`): the author's preview of a draft, a listing
 * awaiting approval or a closed one, read with `own_listings/show`, so only the author gets it.
 * A variant that no longer fits the listing's state leads to the one that does.
 */
export async function loadListingPreview({ request, params, context }: LoaderArgs): Promise<ListingPageData> {
  const { session } = context;
  await requireUser(request, session);
  const id = params.id ?? '';
  if (!isUuid(id) || !isListingPageVariant(params.variant)) throw notFound();
  const [response, config, texts] = await Promise.all([
    readListing(request, () => session.sdk.ownListings.show({ id, ...LISTING_PAGE_QUERY })),
    session.sdk.assets.config(),
    listingViewTextsFor(context),
  ]);
  const { title = '', state } = response.data.attributes;
  const ref = { id, title };
  const actual = variantOfState(state);
  if (actual !== params.variant) {
    throw redirect(actual ? listingVariantPath(ref, actual) : listingPath(ref));
  }
  if (params.slug !== createSlug(title)) throw redirect(listingVariantPath(ref, actual), 301);
  const listing = listingPageViewOf(response, config.data, texts);
  return {
    listing,
    map: mapSettingsOf(config.data.maps),
    baseMap: await baseMapOf(listing),
    preview: actual,
    canonicalUrl: null,
    booking: null,
    reviews: null,
    requested: null,
  };
}
