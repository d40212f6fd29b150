import { REVIEWS_SECTION_TEXTS } from '@mercato/core/texts/catalogs/profile/reviews-section';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useTexts } from '../../lib/texts.ts';
import { ratingLabel } from './rating-label.ts';
import type { ReviewsView, ReviewView } from './review-view.ts';

/** Five stars, as many filled as the rating rounds to; read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const t = useTexts(REVIEWS_SECTION_TEXTS);
  const filled = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={ratingLabel(rating, t)}>
      <span className="stars__filled" aria-hidden="true">
        {'★'.repeat(filled)}
      </span>
      <span className="stars__empty" aria-hidden="true">
        {'★'.repeat(5 - filled)}
      </span>
    </span>
  );
}

function ReviewItem({ review }: { review: ReviewView }) {
  const { author } = review;
  const t = useTexts(REVIEWS_SECTION_TEXTS);
  return (
    <li className="review" data-testid="review">
      <div className="review__author">
        {author?.isActive ? (
          <UserAvatar image={author.avatar} abbreviatedName={author.abbreviatedName} />
        ) : (
          <span className="avatar avatar--generic" aria-hidden="true" />
        )}
        <p className="review__name">
          {author?.isActive ? (
            <Link to={`/u/${author.id}`}>{author.displayName}</Link>
          ) : (
            (author?.displayName ?? t('deletedUser'))
          )}
          <time className="review__date" dateTime={review.date}>
            {review.dateLabel}
          </time>
        </p>
      </div>
      <Stars rating={review.rating} />
      <p className="review__content">{review.content}</p>
      {review.isPending ? <p className="review__pending">{t('pending')}</p> : null}
    </li>
  );
}

/**
 * A list of published reviews under a heading, with their mean rating; says so when there are
 * none yet or when they could not be loaded (the page around it still shows).
 */
export function ReviewsSection(props: {
  id: string;
  title: string;
  reviews: ReviewsView;
  emptyText: string;
  /** The mean rating above the list; off where the list is one conversation's two reviews. */
  summary?: boolean;
}) {
  const { id, title, reviews, emptyText, summary = true } = props;
  const t = useTexts(REVIEWS_SECTION_TEXTS);
  return (
    <section className="listing-section reviews" aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{reviews.count > 0 ? t('headingWithCount', { title, count: reviews.count }) : title}</h2>
      {reviews.failed ? (
        <p className="reviews__empty">{t('failed')}</p>
      ) : reviews.items.length === 0 || reviews.average === null ? (
        <p className="reviews__empty">{emptyText}</p>
      ) : (
        <>
          {summary ? (
            <p className="reviews__summary">
              <Stars rating={reviews.average} />
              <span>{t('summary', { average: reviews.average.toFixed(1), count: reviews.count })}</span>
            </p>
          ) : null}
          <ul className="reviews__list">
            {reviews.items.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
