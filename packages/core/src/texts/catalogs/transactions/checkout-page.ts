import { defineTexts } from '../../ui-texts.ts';

/** The checkout page (CheckoutPage) of a booking, an order of items or a download. */
export const CHECKOUT_PAGE_TEXTS = defineTexts('CheckoutPage', {
  title: 'Checkout',
  bookHeading: 'Book {listingTitle}',
  buyHeading: 'Buy {listingTitle}',
  byAuthor: 'by {authorName}',
  seats: '{count, plural, one {# seat} other {# seats}}',
  items: '{count, plural, one {# item} other {# items}}',
  shippedToYou: 'shipped to you',
  pickedUp: 'picked up',
  billingSameAsShipping: 'The billing address is the same as the shipping address',
  cardNumberLabel: 'Card number',
  cardNumberHint: 'Test payments: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.',
  confirmAndPay: 'Confirm and pay',
  paying: 'Paying…',
  payWith: 'Pay with',
  savedCard: 'Your saved card, expires {month}/{year}',
  newCard: 'A new card',
  saveCard: 'Save this card for later',
  saveCardInstead: 'Save this card for later, in place of your saved card',
  savedCardGone: 'Your saved card is no longer saved. Pay with a new card.',
  bookingNote:
    'Your card is charged only if the provider accepts. Pay within 15 minutes, or the time is released.',
  purchaseNote:
    'Your card is charged now; the seller is paid once you have received the order. Pay within 15 minutes, or the items are released.',
  downloadOrder: 'Files to download once paid',
  downloadNote:
    'Your card is charged now and the files are yours to download as soon as the payment goes through. The seller is paid a week later, unless you report a problem.',
  chooseAnotherTime: 'Choose another time',
  backToListing: 'Back to the listing',
});
