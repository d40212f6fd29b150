import { defineTexts } from '../../ui-texts.ts';

/** One of the author's listings on the manage-listings page: its state and what can be done. */
export const MANAGE_LISTING_CARD_TEXTS = defineTexts('ManageListingCard', {
  draft: 'Draft',
  pendingApproval: 'Pending approval',
  closed: 'Closed',
  published: 'Published',
  outOfStock: 'Out of stock',
  openListing: 'Open listing',
  closeListing: 'Close listing',
  discardQuestion: 'Discard this draft? It cannot be restored.',
  confirmDiscard: 'Yes, discard draft',
  cancel: 'Cancel',
  edit: 'Edit',
  discard: 'Discard',
});
