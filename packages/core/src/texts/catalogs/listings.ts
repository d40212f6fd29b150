import { defineTexts } from '../ui-texts.ts';

// Catalogs of this part of the web app. Every export of this file is a catalog (all-catalogs.ts
// collects them): one per namespace, named like the component or page that shows the texts.

/** The search page (spec §2 `/s`, `/s/:listingType`): heading, result count, sort menu, empty state. */
export const SEARCH_PAGE_TEXTS = defineTexts('SearchPage', {
  metaTitle: 'Search',
  metaDescription: 'Search listings by keywords, category, dates, seats and price.',
  resultsFor: 'Results for “{keywords}”',
  inMapArea: 'Listings in the map area',
  near: 'Listings near {address}',
  allListings: 'All listings',
  resultCount: '{count, plural, =0 {No listings} one {# listing} other {# listings}}',
  shownCount: '{count, plural, one {Showing # listing} other {Showing # listings}}',
  sortBy: 'Sort by',
  sort: 'Sort',
  sortDisabled: 'Sorting is not available with these filters.',
  filters: 'Filters',
  clearAllFilters: 'Clear all filters',
  noResults: 'No listings match your search',
  noResultsHint: 'Try other keywords, fewer filters or other dates.',
  searchResults: 'Search results',
  mapLabel: 'Map',
  filtersRefused: 'Some of these filters cannot be used. Please change them or clear all filters.',
});

/**
 * The search page's filters and sort choices. The labels the marketplace configuration gives by
 * default (`datesLabel`… `sortRelevanceLong`) are worded here; labels an operator set stay theirs.
 */
export const SEARCH_FILTERS_TEXTS = defineTexts('SearchFilters', {
  datesLabel: 'Dates',
  seatsLabel: 'Seats',
  priceLabel: 'Price',
  keywordsLabel: 'Keywords',
  categoryLabel: 'Category',
  listingTypeLabel: 'Listing type',
  sortNewest: 'Newest',
  sortOldest: 'Oldest',
  sortLowestPrice: 'Lowest price',
  sortHighestPrice: 'Highest price',
  sortRelevance: 'Relevance',
  sortRelevanceLong: 'Relevance (keyword search)',
  allTypes: 'All types',
  allCategories: 'All categories',
  formLabel: 'Filters',
  location: 'Location',
  mapAreaHint: 'Searching the area shown on the map.',
  placeNotFound: 'We could not find “{address}”. Try the name of a city or town.',
  checkIn: 'Check in',
  checkOut: 'Check out',
  from: 'From',
  to: 'To',
  datesPast: 'Choose dates from today on.',
  datesOrder: 'The start date must not be after the end date.',
  datesOneNight: 'Choose at least one night: the end date is the day you leave.',
  datesTooLong: 'Choose at most {maxDays} days.',
  seatsHint: 'Counted with the dates you choose.',
  priceLowest: 'Lowest price',
  priceHighest: 'Highest price',
  priceMin: 'Min',
  priceMax: 'Max',
  priceHint: 'In {currency}, per unit',
  any: 'Any',
  yes: 'Yes',
  no: 'No',
  withAll: 'Listings with all of these',
  withAny: 'Listings with any of these',
  moreFilters: 'More filters',
  apply: 'Apply filters',
  clearAll: 'Clear all',
});

/** The search page's map of the results and its controls. */
export const SEARCH_MAP_TEXTS = defineTexts('SearchMap', {
  mapOfResults: 'Map of the results',
  theResults: 'the results',
  moveTheMap: 'Move the map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  moveNorth: 'Move the map north',
  moveWest: 'Move the map west',
  moveEast: 'Move the map east',
  moveSouth: 'Move the map south',
  nothingToShow: 'No listings to show on the map.',
  noneLocated: 'None of these listings has a location on the map.',
  onTheMap: '{pins, plural, one {# listing} other {# listings}} on the map.',
  partlyOnTheMap:
    '{pins, plural, one {# listing} other {# listings}} on the map; {unlocated} without a location.',
  searchAsMoved: 'Search as I move the map',
  searchThisArea: 'Search this area',
});

/** Previous, numbered and next page links of a paged list. */
export const PAGINATION_TEXTS = defineTexts('Pagination', {
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {page}',
});

/** A listing in a grid of cards (landing page, search results, profile). Kept small: the shell shows it. */
export const LISTING_CARD_TEXTS = defineTexts('ListingCard', {
  noPhoto: 'No photo',
  untitled: 'Untitled listing',
  byAuthor: 'by {authorName}',
  bannedUser: 'Banned user',
  deletedUser: 'Deleted user',
});

/** What a price is counted per, and the length of a price variant's session. */
export const LISTING_PRICE_TEXTS = defineTexts('ListingPrice', {
  perHour: 'per hour',
  perDay: 'per day',
  perNight: 'per night',
  perItem: 'per item',
  perSession: 'per session',
  sessionMinutes: '{minutes} minutes',
  sessionHours: '{hours, plural, one {# hour} other {# hours}}',
});

/** The listing page (spec §2 `/l/:slug/:id`) and the author's previews of it. */
export const LISTING_PAGE_TEXTS = defineTexts('ListingPage', {
  notFoundTitle: 'Page not found',
  previewDraft: 'This is a preview of your draft. Nobody else can see it until you publish it.',
  previewPendingApproval:
    'This is a preview of your listing. It is waiting for approval and others will see it once the marketplace approves it.',
  previewClosed:
    'This is a preview of your closed listing. Open it again from your listings to take bookings.',
  ownListing: 'This is your listing.',
  manageListings: 'Manage your listings',
  about: 'About this listing',
  location: 'Location',
  reviews: 'Reviews',
  noReviews: 'No reviews yet.',
  offeredBy: 'Offered by',
  priceAndBooking: 'Price and booking',
});

/** The listing page's photos: carousel, cover layout's grid, and each photo's description. */
export const LISTING_PHOTOS_TEXTS = defineTexts('ListingPhotos', {
  photoAlt: '{title}, photo {number} of {count}',
  carouselLabel: 'Photos',
  slideLabel: '{number} of {count}',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  morePhotos: 'More photos',
});

/** The listing page's price and order panel: booking times, sessions, item versions and delivery. */
export const ORDER_PANEL_TEXTS = defineTexts('OrderPanel', {
  requestToBook: 'Request to book',
  buyNow: 'Buy now',
  contact: 'Contact',
  comingSoonTitle: 'Booking opens soon',
  comingSoonContact: 'Messaging {name} from this page is coming in the next update of the marketplace.',
  comingSoonBuy: 'Ordering from this page is coming in the next update of the marketplace.',
  comingSoonBook: 'Requesting a booking from this page is coming in the next update of the marketplace.',
  theProvider: 'the provider',
  startTime: 'Start time',
  endTime: 'End time',
  startDate: 'Start date',
  endDate: 'End date',
  seats: 'Seats',
  chooseSession: 'Choose a session',
  showTimes: 'Show times',
  shipping: 'Shipping',
  shippingHint: '{first} for the first item, {additional} for each other',
  pickup: 'Pickup',
  pickupHint: 'Collect it from the seller',
  chooseVersion: 'Choose a version',
  versionLeft: '{price} · {stock} left',
  versionSoldOut: '{price} · Sold out',
  quantity: 'Quantity',
  delivery: 'Delivery',
  draftUnavailable: 'Customers can book once you publish this listing.',
  pendingUnavailable: 'Customers can book once the marketplace approves this listing.',
  ownUnavailable: 'This is your listing: customers see their booking button here.',
  closed: 'This listing is closed',
  outOfStock: 'Out of stock',
  nothingThisDay: 'Nothing can be booked on this day. Please choose another.',
  chooseDay: 'Choose a day in the calendar to book.',
  askAuthor: 'Ask {name} a question',
  ask: 'Ask a question',
  closedOwn: 'Customers cannot book it until you open it again from',
  closedOwnLink: 'your listings',
});

/** The booking calendar of the order panel. */
export const BOOKING_DATES_TEXTS = defineTexts('BookingDates', {
  title: 'Available dates',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  caption: 'Days you can book in {month}',
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
  dayUnavailable: '{date}: not available',
  dayAvailable: '{date}, available',
  nothingThisMonth: 'Nothing can be booked this month.',
  freeOn: 'Free on {date}',
  timeZone: 'Times are in {timeZone}.',
});

/** The listing page's inquiry form: a first message to the provider. */
export const INQUIRY_PANEL_TEXTS = defineTexts('InquiryPanel', {
  title: 'Contact {name}',
  theProvider: 'the provider',
  message: 'Your message',
  send: 'Send message',
});

/** The author's listings (spec §2 `/listings`). */
export const MANAGE_LISTINGS_TEXTS = defineTexts('ManageListingsPage', {
  title: 'Your listings',
  empty: 'No listings yet',
  openFailed: 'Opening the listing failed. Please try again.',
  closeFailed: 'Closing the listing failed. Please try again.',
  discardFailed: 'Discarding the draft failed. Please try again.',
  impossibleChange: 'That change is not possible. Please reload the page and try again.',
});

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

/** The listing editor's photo uploader, and what it announces to screen readers. */
export const PHOTO_UPLOADER_TEXTS = defineTexts('PhotoUploader', {
  legend: 'Photos',
  hintScripted:
    "JPG or PNG, up to 20 MB each. The first photo is the listing's cover; drag photos or use their arrows to change the order.",
  hintPlain:
    "JPG or PNG, up to 20 MB each. The first photo is the listing's cover; use the arrows to change the order.",
  choosePhotos: 'Choose photos to add',
  addPhotos: 'Add photos',
  dropHint: 'or drop them here',
  uploadPhotos: 'Upload photos',
  uploading: 'Uploading… Keep this page open until your photos are done.',
  photo: 'Photo',
  photoNumber: 'Photo {number}',
  adding: '{count, plural, one {Adding # photo.} other {Adding # photos.}}',
  moved: '{photo} moved to position {position} of {count}.',
  uploaded: '{photo} uploaded.',
  notUploaded: '{photo} was not uploaded: {problem}',
  removed: '{photo} removed.',
  aPhoto: 'A photo',
});

/** One photo of the uploader: its picture, progress and buttons. */
export const PHOTO_TILE_TEXTS = defineTexts('PhotoTile', {
  photo: 'Photo',
  photoLabel: 'Photo {number} of {count}',
  previewLabel: 'Photo {number} of {count}, {fileName}',
  tryAgain: 'Try again',
  tryAgainFile: 'to upload {fileName}',
  moveEarlier: 'Move earlier',
  moveEarlierLabel: 'Move photo {number} earlier',
  moveLater: 'Move later',
  moveLaterLabel: 'Move photo {number} later',
  remove: 'Remove',
  removeLabel: 'Remove photo {number}',
  dismiss: 'Dismiss',
  dismissLabel: 'Dismiss {fileName}',
  cover: 'Cover',
  waiting: 'Waiting…',
  uploadingFile: 'Uploading {fileName}',
});

/**
 * Why a photo was refused, in the uploader's own words (the rest of its messages are core's errors
 * and validation messages). They reach the page as this English and are worded where shown.
 */
export const PHOTO_MESSAGE_TEXTS = defineTexts('PhotoMessages', {
  unreadable: 'this file is not a JPG or PNG image we can read',
  tooManyUploads: 'You have uploaded a lot of images lately. Please try again in an hour.',
  loggedOut: 'Your session has ended. Log in again, then add the photo.',
  tooMany: 'a listing can have at most {maxPhotos} photos',
  notYours: 'One of the photos is no longer available. Please add it again.',
  noFile: 'Choose a JPG or PNG photo to upload.',
});
