import { defineTexts } from '../../ui-texts.ts';

/** The listing wizard's steps: their names, and the buttons and notices every tab's form shares. */
export const LISTING_WIZARD_TABS_TEXTS = defineTexts('ListingWizardTabs', {
  details: 'Details',
  pricing: 'Pricing',
  pricingAndStock: 'Pricing and stock',
  delivery: 'Delivery',
  location: 'Location',
  availability: 'Availability',
  files: 'Files',
  photos: 'Photos',
  style: 'Style',
  next: 'Next',
  publishListing: 'Publish listing',
  saveChanges: 'Save changes',
  saving: 'Saving…',
  saved: 'Your changes are saved.',
});
