import { defineTexts } from '../../ui-texts.ts';

/** The author's listings (spec §2 `/listings`). */
export const MANAGE_LISTINGS_TEXTS = defineTexts('ManageListingsPage', {
  title: 'Your listings',
  empty: 'No listings yet',
  postListing: 'Post a new listing',
  openFailed: 'Opening the listing failed. Please try again.',
  closeFailed: 'Closing the listing failed. Please try again.',
  discardFailed: 'Discarding the draft failed. Please try again.',
  impossibleChange: 'That change is not possible. Please reload the page and try again.',
});
