import type { LayoutConfig } from '@mercato/core/config/layout';
import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import type { ListingResource, ListingState } from '@mercato/core/contracts/listing';
import { LISTING_PHOTOS_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-photos';
import type { CatalogTexts } from '@mercato/core/texts/ui-texts';
import { textsOf } from '@mercato/core/texts/ui-texts';
import { type PersonView, personViewOf } from '../../lib/person-view.ts';
import { relatedOne } from '../../lib/relationships.ts';
import { type PriceVariantView, priceVariantViewsOf } from '../booking-panel/price-variant-view.ts';
import { type PurchaseView, purchaseViewOf } from '../booking-panel/purchase-view.ts';
import { inquiryTransitionOf } from '../inquiry/inquiry-transition.ts';
import {
  type ImageSource,
  imageSourceOf,
  LISTING_PHOTO_VARIANTS,
  listingImagesOf,
  SHARE_IMAGE_VARIANT,
} from '../listings/listing-images.ts';
import { listingPath } from '../listings/listing-paths.ts';
import {
  ENGLISH_PRICE_TEXTS,
  type ListingPriceTexts,
  listingPriceView,
  type OrderAction,
  orderActionOf,
  type PriceView,
  unitTypeOf,
} from '../listings/listing-price.ts';
import { stockQuantityOf, variantStocksOf } from '../listings/listing-stock.ts';

/** The texts the listing page's view is worded with: photo descriptions, prices, session lengths. */
export interface ListingViewTexts {
  photos: CatalogTexts<typeof LISTING_PHOTOS_TEXTS>;
  price: ListingPriceTexts;
}

/** The view's texts in Mercato's English (tests, and callers without the operator's wording). */
export const ENGLISH_LISTING_VIEW_TEXTS: ListingViewTexts = {
  photos: textsOf(LISTING_PHOTOS_TEXTS, undefined),
  price: ENGLISH_PRICE_TEXTS,
};

/** The author as a listing page shows them. */
export type AuthorView = PersonView;

/** One photo of a listing page. */
export interface PhotoView extends ImageSource {
  alt: string;
}

/** Everything the listing page shows of one listing. */
export interface ListingPageView {
  id: string;
  title: string;
  description: string | null;
  state: ListingState;
  path: string;
  price: PriceView | null;
  /** The sessions a listing booked by price variant offers; empty for one-price listings. */
  priceVariants: PriceVariantView[];
  address: string | null;
  building: string | null;
  /** Where the listing is, for its map; null when it has no location. */
  geolocation: { lat: number; lng: number } | null;
  listingTypeLabel: string | null;
  action: OrderAction;
  /** Items whose stock has run out cannot be bought (spec §3 display state "out of stock"). */
  isOutOfStock: boolean;
  /** Whether a customer may ask a question first (the listing's process starts with an inquiry). */
  canInquire: boolean;
  /** How an item listing is bought (quantity, pickup, shipping fees); null for other listings. */
  purchase: PurchaseView | null;
  author: AuthorView | null;
  photos: PhotoView[];
  layout: LayoutConfig['listingPage']['variantType'];
  /** The card aspect ratio of the marketplace (config `layout.listingImage`), for the photo frame. */
  aspect: { width: number; height: number };
  /** The 1200×630 crop of the first photo, for link previews. */
  shareImage: string | null;
}

function authorViewOf(listing: ListingResource, included: readonly unknown[]): AuthorView | null {
  return personViewOf(relatedOne(listing, 'author', included), included);
}

function locationOf(publicData: Record<string, unknown>): {
  address: string | null;
  building: string | null;
} {
  const location = publicData.location as { address?: unknown; building?: unknown } | undefined;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  return { address: text(location?.address), building: text(location?.building) };
}

/**
 * The listing page's view of a `listings/show` or `own_listings/show` response made with
 * `LISTING_PAGE_QUERY`: texts, price with unit, photos in the configured layout, author card.
 */
export function listingPageViewOf(
  response: { data: ListingResource; included: readonly unknown[] },
  config: Pick<MarketplaceConfig, 'layout' | 'listingTypes'>,
  texts: ListingViewTexts = ENGLISH_LISTING_VIEW_TEXTS,
): ListingPageView {
  const listing = response.data;
  const attributes = listing.attributes;
  const publicData = attributes.publicData ?? {};
  const title = attributes.title ?? '';
  const unitType = unitTypeOf(publicData);
  const images = listingImagesOf(listing, response.included);
  const photos = images.flatMap((image, index) => {
    const source = imageSourceOf(image, LISTING_PHOTO_VARIANTS);
    if (!source) return [];
    return [{ ...source, alt: texts.photos('photoAlt', { title, number: index + 1, count: images.length }) }];
  });
  const listingType = config.listingTypes.find((type) => type.listingType === publicData.listingType);
  const share = images[0]?.attributes.variants[SHARE_IMAGE_VARIANT];
  return {
    id: listing.id,
    title,
    description: attributes.description?.trim() || null,
    state: attributes.state ?? 'published',
    path: listingPath({ id: listing.id, title }),
    price: listingPriceView(attributes.price, unitType, texts.price),
    priceVariants: orderActionOf(unitType) === 'book' ? priceVariantViewsOf(listing, texts.price) : [],
    ...locationOf(publicData),
    geolocation: attributes.geolocation ?? null,
    listingTypeLabel: listingType?.label ?? null,
    action: orderActionOf(unitType),
    isOutOfStock: orderActionOf(unitType) === 'buy' && stockQuantityOf(listing, response.included) === 0,
    canInquire:
      typeof publicData.transactionProcessAlias === 'string' &&
      inquiryTransitionOf(publicData.transactionProcessAlias) !== null,
    purchase:
      orderActionOf(unitType) === 'buy'
        ? purchaseViewOf(
            listing,
            stockQuantityOf(listing, response.included),
            variantStocksOf(listing, response.included),
          )
        : null,
    author: authorViewOf(listing, response.included),
    photos,
    layout: config.layout.listingPage.variantType,
    aspect: {
      width: config.layout.listingImage.aspectWidth,
      height: config.layout.listingImage.aspectHeight,
    },
    shareImage: share?.url ?? null,
  };
}
