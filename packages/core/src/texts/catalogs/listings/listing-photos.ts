import { defineTexts } from '../../ui-texts.ts';

/** The listing page's photos: carousel, cover layout's grid, and each photo's description. */
export const LISTING_PHOTOS_TEXTS = defineTexts('ListingPhotos', {
  photoAlt: '{title}, photo {number} of {count}',
  carouselLabel: 'Photos',
  slideLabel: '{number} of {count}',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  morePhotos: 'More photos',
});
