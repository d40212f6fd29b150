import { defineTexts } from '../../ui-texts.ts';

/** The listing page (spec §2 `/l/:slug/:id`) and the author's previews of it. */
export const LISTING_PAGE_TEXTS = defineTexts('ListingPage', {
  notFoundTitle: 'Page not found',
  previewDraft: 'This is a preview of your draft. Nobody else can see it until you publish it.',
  previewPendingApproval:
    'This is a preview of your listing. It is waiting for approval and others will see it once the marketplace approves it.',
  previewClosed:
    'This is a preview of your closed listing. Open it again from your listings to take bookings.',
  ownListing: 'This is your listing.',
  payoutDetailsMissing: 'Customers cannot book or buy this listing until you add your payout details.',
  addPayoutDetails: 'Add payout details',
  manageListings: 'Manage your listings',
  about: 'About this listing',
  location: 'Location',
  reviews: 'Reviews',
  noReviews: 'No reviews yet.',
  offeredBy: 'Offered by',
  priceAndBooking: 'Price and booking',
});
