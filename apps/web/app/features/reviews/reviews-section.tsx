import { Link } from 'react-router';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { type ReviewsView, type ReviewView, ratingLabel } from './review-view.ts';

/** Five stars, as many filled as the rating rounds to; read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const filled = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={ratingLabel(rating)}>
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
            (author?.displayName ?? 'Deleted user')
          )}
          <time className="review__date" dateTime={review.date}>
            {review.dateLabel}
          </time>
        </p>
      </div>
      <Stars rating={review.rating} />
      <p className="review__content">{review.content}</p>
      {review.isPending ? (
        <p className="review__pending">
          Others see your review once both of you have reviewed, or when the review period ends.
        </p>
      ) : null}
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
  return (
    <section className="listing-section reviews" aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{reviews.count > 0 ? `${title} (${reviews.count})` : title}</h2>
      {reviews.failed ? (
        <p className="reviews__empty">The reviews could not be loaded. Please try again later.</p>
      ) : reviews.items.length === 0 || reviews.average === null ? (
        <p className="reviews__empty">{emptyText}</p>
      ) : (
        <>
          {summary ? (
            <p className="reviews__summary">
              <Stars rating={reviews.average} />
              <span>{`${reviews.average.toFixed(1)} · ${reviews.count} ${reviews.count === 1 ? 'review' : 'reviews'}`}</span>
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
