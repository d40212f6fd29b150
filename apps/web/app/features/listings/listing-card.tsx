import { LISTING_CARD_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-card';
import { Link } from 'react-router';
import { useTexts } from '../../lib/texts.ts';
import type { ListingCardView } from './listing-card-view.ts';

/** The card frame's aspect ratio (config `layout.listingImage`). */
export interface CardAspect {
  width: number;
  height: number;
}

/**
 * One published listing in a grid (landing page, search results, profile): its first photo in the
 * listing-card variants, the title linking to the listing page, price with unit and the author.
 */
export function ListingCard({
  listing,
  aspect,
  eager = false,
}: {
  listing: ListingCardView;
  aspect: CardAspect;
  /** Load the photo at once and first (the card is likely the page's largest paint); else lazily. */
  eager?: boolean;
}) {
  const t = useTexts(LISTING_CARD_TEXTS);
  const titleId = `listing-${listing.id}-title`;
  return (
    <li className="listing-card listing-card--public" aria-labelledby={titleId} data-testid="listing-card">
      <Link to={listing.path} className="listing-card__image-link" tabIndex={-1} aria-hidden="true">
        <div className="listing-card__image" style={{ aspectRatio: `${aspect.width} / ${aspect.height}` }}>
          {listing.image ? (
            <img
              src={listing.image.src}
              srcSet={listing.image.srcSet}
              sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 320px"
              width={listing.image.width}
              height={listing.image.height}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
            />
          ) : (
            <span className="listing-card__no-image">{t('noPhoto')}</span>
          )}
        </div>
      </Link>
      <div className="listing-card__body">
        <h3 className="listing-card__title" id={titleId}>
          <Link to={listing.path}>{listing.title || t('untitled')}</Link>
        </h3>
        {listing.price ? (
          <p className="listing-card__price" data-testid="listing-card-price">
            <strong>{listing.price.amount}</strong>
            {listing.price.unit ? ` ${listing.price.unit}` : null}
          </p>
        ) : null}
        {listing.authorName ? (
          <p className="listing-card__author">{t('byAuthor', { authorName: listing.authorName })}</p>
        ) : null}
      </div>
    </li>
  );
}

/** A grid of listing cards, or nothing when the list is empty. */
export function ListingCardGrid(props: {
  listings: readonly ListingCardView[];
  aspect: CardAspect;
  label?: string;
  /** How many cards from the top load their photo at once (the ones in view on arrival). */
  eagerCount?: number;
}) {
  if (props.listings.length === 0) return null;
  return (
    <ul className="listing-cards" aria-label={props.label}>
      {props.listings.map((listing, index) => (
        <ListingCard
          key={listing.id}
          listing={listing}
          aspect={props.aspect}
          eager={index < (props.eagerCount ?? 0)}
        />
      ))}
    </ul>
  );
}
