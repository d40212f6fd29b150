import { LISTING_CARD_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-card';
import { LISTING_PRICE_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-price';
import type { AppLoadContext } from 'react-router';
import { serverTexts } from '../../lib/texts.server.ts';
import type { ListingCardTexts } from './listing-card-view.ts';

type Context = Pick<AppLoadContext, 'session'>;

/** The words in force of listing cards (author names, price units), for loaders of card grids. */
export async function listingCardTextsFor(context: Context): Promise<ListingCardTexts> {
  const [card, price] = await Promise.all([
    serverTexts(context, LISTING_CARD_TEXTS),
    serverTexts(context, LISTING_PRICE_TEXTS),
  ]);
  return { card, price };
}
