import { defineTexts } from '../../ui-texts.ts';

/** A listing in a grid of cards (landing page, search results, profile). Kept small: the shell shows it. */
export const LISTING_CARD_TEXTS = defineTexts('ListingCard', {
  noPhoto: 'No photo',
  untitled: 'Untitled listing',
  byAuthor: 'by {authorName}',
  bannedUser: 'Banned user',
  deletedUser: 'Deleted user',
  ratingShort: '{average} ({count})',
  ratingLabel: 'Rated {average} out of 5 from {count, plural, one {# review} other {# reviews}}',
});
