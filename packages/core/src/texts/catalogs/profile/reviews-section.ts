import { defineTexts } from '../../ui-texts.ts';

/** A list of reviews with its summary (listing, profile and transaction pages). */
export const REVIEWS_SECTION_TEXTS = defineTexts('ReviewsSection', {
  headingWithCount: '{title} ({count})',
  failed: 'The reviews could not be loaded. Please try again later.',
  summary: '{average} · {count, plural, one {{count} review} other {{count} reviews}}',
  ratingLabel: '{rating} out of 5 stars',
  deletedUser: 'Deleted user',
  pending: 'Others see your review once both of you have reviewed, or when the review period ends.',
});
