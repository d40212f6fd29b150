import type { LayoutConfig } from '@mercato/core/config/layout';
import type { ListingResource } from '@mercato/core/contracts/listing';
import {
  LISTING_REVIEWS_KEY,
  type ListingReviewSummary,
  listingReviewSummaryOf,
} from '@mercato/core/contracts/listing-review-summary';
import { UserResourceSchema } from '@mercato/core/contracts/user';
import { LISTING_CARD_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-card';
import type { CatalogTexts } from '@mercato/core/texts/ui-texts';
import { textsOf } from '@mercato/core/texts/ui-texts';
import { relatedOne } from '../../lib/relationships.ts';
import {
  firstImageSourceOf,
  type ImageSource,
  listingCardImageQuery,
  listingCardVariantNames,
} from './listing-images.ts';
import { listingPath } from './listing-paths.ts';
import {
  ENGLISH_PRICE_TEXTS,
  type ListingPriceTexts,
  listingPriceOf,
  type PriceView,
} from './listing-price.ts';

/** The texts a loader words cards with: author names it stands in for, and price units. */
export interface ListingCardTexts {
  card: CatalogTexts<typeof LISTING_CARD_TEXTS>;
  price: ListingPriceTexts;
}

/** Cards' texts in Mercato's English (tests, and callers without the operator's wording). */
export const ENGLISH_LISTING_CARD_TEXTS: ListingCardTexts = {
  card: textsOf(LISTING_CARD_TEXTS, undefined),
  price: ENGLISH_PRICE_TEXTS,
};

/** One published listing as a card of a list (landing page, search results, profile). */
export interface ListingCardView {
  id: string;
  title: string;
  path: string;
  price: PriceView | null;
  image: ImageSource | null;
  /** The author's name, or null when the list does not include authors (a profile's own list). */
  authorName: string | null;
  /** Where the listing is, for a map of the results; null without a location. */
  position: { lat: number; lng: number } | null;
  /** Its published reviews' count and mean rating (ADR 022), or null before the first. */
  rating: ListingReviewSummary | null;
}

/**
 * What a `listings/query` asks for to show its results as cards (api notes §4.1 search page): the
 * first image of each in the listing-card variants, the author's names when `withAuthor`, and only
 * the attributes a card shows.
 */
export function listingCardQuery(
  listingImage: LayoutConfig['listingImage'],
  { withAuthor }: { withAuthor: boolean },
): Record<string, string | string[] | number> {
  return {
    include: withAuthor ? ['author', 'images'] : ['images'],
    'limit.images': 1,
    'fields.listing': [
      'title',
      'price',
      'geolocation',
      'deleted',
      'state',
      'publicData.listingType',
      'publicData.unitType',
      `metadata.${LISTING_REVIEWS_KEY}`,
    ],
    ...(withAuthor
      ? { 'fields.user': ['banned', 'deleted', 'profile.displayName', 'profile.abbreviatedName'] }
      : {}),
    ...listingCardImageQuery(listingImage),
  };
}

function authorNameOf(
  listing: ListingResource,
  included: readonly unknown[],
  t: ListingCardTexts['card'],
): string | null {
  const parsed = UserResourceSchema.safeParse(relatedOne(listing, 'author', included));
  if (!parsed.success) return null;
  const { banned, deleted, profile } = parsed.data.attributes;
  if (banned) return t('bannedUser');
  if (deleted || !profile) return t('deletedUser');
  return profile.displayName;
}

/**
 * The cards of a `listings/query` page made with `listingCardQuery`; deleted listings are left out.
 * `texts`: the words in force (`listingCardTextsFor` in a loader).
 */
export function listingCardsOf(
  response: { data: readonly ListingResource[]; included: readonly unknown[] },
  listingImage: LayoutConfig['listingImage'],
  texts: ListingCardTexts = ENGLISH_LISTING_CARD_TEXTS,
): ListingCardView[] {
  const variants = listingCardVariantNames(listingImage);
  return response.data
    .filter((listing) => !listing.attributes.deleted)
    .map((listing) => {
      const { title = '', geolocation } = listing.attributes;
      return {
        id: listing.id,
        title,
        path: listingPath({ id: listing.id, title }),
        price: listingPriceOf(listing.attributes, texts.price),
        image: firstImageSourceOf(listing, response.included, variants),
        authorName: authorNameOf(listing, response.included, texts.card),
        position: geolocation ? { lat: geolocation.lat, lng: geolocation.lng } : null,
        rating: listingReviewSummaryOf(listing.attributes.metadata),
      };
    });
}
