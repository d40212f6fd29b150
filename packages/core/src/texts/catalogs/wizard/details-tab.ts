import { defineTexts } from '../../ui-texts.ts';

/** The listing wizard's details tab. */
export const DETAILS_TAB_TEXTS = defineTexts('DetailsTab', {
  titleLabel: 'Listing title',
  descriptionLabel: 'Description',
  listingTypeLabel: 'Listing type',
  chooseListingType: 'Choose a listing type',
  fixedListingType: 'Listing type: {listingType}',
  categoryLabel: 'Category',
  chooseCategory: 'Choose a category',
});
