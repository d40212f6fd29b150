import { LISTING_CARD_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-card';
import { LISTING_PHOTOS_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-photos';
import { LISTING_PRICE_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-price';
import { MANAGE_LISTING_CARD_TEXTS } from '@mercato/core/texts/catalogs/listings/manage-listing-card';
import type { AppLoadContext } from 'react-router';
import { serverTexts } from '../../lib/texts.server.ts';
import type { ListingCardTexts } from './listing-card-view.ts';
import type { ListingViewTexts } from './listing-view.ts';
import type { ManageListingCardTexts } from './manage-listings-view.ts';

type Context = Pick<AppLoadContext, 'session'>;

/** The words in force of listing cards (author names, price units), for loaders of card grids. */
export async function listingCardTextsFor(context: Context): Promise<ListingCardTexts> {
  const [card, price] = await Promise.all([
    serverTexts(context, LISTING_CARD_TEXTS),
    serverTexts(context, LISTING_PRICE_TEXTS),
  ]);
  return { card, price };
}

/** The words in force of the listing page's view (photo descriptions, prices, session lengths). */
export async function listingViewTextsFor(context: Context): Promise<ListingViewTexts> {
  const [photos, price] = await Promise.all([
    serverTexts(context, LISTING_PHOTOS_TEXTS),
    serverTexts(context, LISTING_PRICE_TEXTS),
  ]);
  return { photos, price };
}

/** The words in force of the manage-listings cards (state badges, prices). */
export async function manageListingCardTextsFor(context: Context): Promise<ManageListingCardTexts> {
  const [card, price] = await Promise.all([
    serverTexts(context, MANAGE_LISTING_CARD_TEXTS),
    serverTexts(context, LISTING_PRICE_TEXTS),
  ]);
  return { card, price };
}
