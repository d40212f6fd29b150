import type { ListingReviewSummary } from '@mercato/core/contracts/listing-review-summary';
import { LISTING_CARD_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-card';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../lib/texts.ts';
import type { ListingCardView } from './listing-card-view.ts';
import type { ImageSource } from './listing-images.ts';

/** The card frame's aspect ratio (config `layout.listingImage`). */
export interface CardAspect {
  width: number;
  height: number;
}

/**
 * A card's photo frame in the marketplace's aspect ratio: the photo, or `fallback` without one, and
 * what lies over it (`children`).
 */
export function ListingCardImage(props: {
  aspect: CardAspect;
  image: ImageSource | null;
  sizes: string;
  /** Load the photo at once and first (the card is likely the page's largest paint); else lazily. */
  eager?: boolean;
  fallback: ReactNode;
  children?: ReactNode;
}) {
  const { aspect, image, eager = false } = props;
  return (
    <div className="listing-card__image" style={{ aspectRatio: `${aspect.width} / ${aspect.height}` }}>
      {image ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={props.sizes}
          width={image.width}
          height={image.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
        />
      ) : (
        props.fallback
      )}
      {props.children}
    </div>
  );
}

/** A card's rating: a star, the mean to one decimal and the count; read out in full. */
function CardRating({ rating }: { rating: ListingReviewSummary }) {
  const t = useTexts(LISTING_CARD_TEXTS);
  const average = rating.averageRating.toFixed(1);
  return (
    <p className="listing-card__rating" data-testid="listing-card-rating">
      <span aria-hidden="true">
        <span className="listing-card__star">★</span> {t('ratingShort', { average, count: rating.count })}
      </span>
      <span className="visually-hidden">{t('ratingLabel', { average, count: rating.count })}</span>
    </p>
  );
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
        <ListingCardImage
          aspect={aspect}
          image={listing.image}
          sizes="(max-width: 1024px) 50vw, 320px"
          eager={eager}
          fallback={<span className="listing-card__no-image">{t('noPhoto')}</span>}
        />
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
        {listing.rating ? <CardRating rating={listing.rating} /> : null}
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
    <ul className="listing-cards listing-cards--public" aria-label={props.label}>
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
