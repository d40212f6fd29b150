import type { LayoutConfig } from '@mercato/core/config/layout';
import type { ListingResource, ListingState } from '@mercato/core/contracts/listing';
import { type CardStyle, isCardStyle } from '@mercato/core/validators/listing-style';
import { firstImageSourceOf, type ImageSource, listingCardVariantNames } from '../listings/listing-images.ts';
import { editListingPath, ownListingPath } from '../listings/listing-paths.ts';
import {
  ENGLISH_PRICE_TEXTS,
  type ListingPriceTexts,
  listingPriceOf,
  type PriceView,
  unitTypeOf,
} from '../listings/listing-price.ts';
import { stockQuantityOf } from '../listings/listing-stock.ts';
import {
  commandsOf,
  ENGLISH_MANAGE_CARD_TEXTS,
  type ListingCommand,
  type ManageCardTexts,
  type StateBadge,
  stateBadgeOf,
} from './listing-state.ts';

/** The texts a loader words the cards with: state badges and price units. */
export interface ManageListingCardTexts {
  card: ManageCardTexts;
  price: ListingPriceTexts;
}

const ENGLISH_TEXTS: ManageListingCardTexts = { card: ENGLISH_MANAGE_CARD_TEXTS, price: ENGLISH_PRICE_TEXTS };

/** One card of the manage-listings page. */
export interface ManageListingCardView {
  id: string;
  title: string;
  state: ListingState | undefined;
  badge: StateBadge;
  price: PriceView | null;
  image: ImageSource | null;
  /** The card style a listing without photos chose (publicData.cardStyle), shown instead of one. */
  cardStyle: CardStyle | null;
  /** Where the title links: the public page, or the preview while only the author can see it. */
  viewPath: string;
  editPath: string;
  commands: ListingCommand[];
}

/** The cards of an `own_listings/query` page made with `listingCardImageQuery`. */
export function manageListingCardsOf(
  response: { data: ListingResource[]; included: readonly unknown[] },
  listingImage: LayoutConfig['listingImage'],
  texts: ManageListingCardTexts = ENGLISH_TEXTS,
): ManageListingCardView[] {
  const variants = listingCardVariantNames(listingImage);
  return response.data
    .filter((listing) => !listing.attributes.deleted)
    .map((listing) => {
      const { title = '', state, publicData } = listing.attributes;
      const ref = { id: listing.id, title, state };
      // A published item whose stock has run out (spec §3 display state "out of stock").
      const soldOut =
        state === 'published' &&
        unitTypeOf(publicData) === 'item' &&
        stockQuantityOf(listing, response.included) === 0;
      const badge: StateBadge = soldOut
        ? { label: texts.card('outOfStock'), tone: 'closed' }
        : stateBadgeOf(state, texts.card);
      return {
        id: listing.id,
        title,
        state,
        badge,
        price: listingPriceOf(listing.attributes, texts.price),
        image: firstImageSourceOf(listing, response.included, variants),
        cardStyle: isCardStyle(publicData?.cardStyle) ? publicData.cardStyle : null,
        viewPath: ownListingPath(ref),
        editPath: editListingPath(ref),
        commands: commandsOf(state),
      };
    });
}

/** The manage-listings page at a page number (page 1 has no query). */
export function manageListingsPath(page: number, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(page > 1 ? { page: String(page) } : {});
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `/listings?${query}` : '/listings';
}
