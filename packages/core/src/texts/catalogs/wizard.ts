import { defineTexts } from '../ui-texts.ts';

// Catalogs of this part of the web app. Every export of this file is a catalog (all-catalogs.ts
// collects them): one per namespace, named like the component or page that shows the texts.

/** The listing wizard's page around the tabs: titles, headings, steps and discarding a draft. */
export const LISTING_WIZARD_PAGE_TEXTS = defineTexts('ListingWizardPage', {
  titleNew: 'New listing',
  titleEdit: 'Edit listing: {title}',
  headingNew: 'New listing',
  headingFinish: 'Finish your listing',
  headingEdit: 'Edit “{title}”',
  headingEditUntitled: 'Edit listing',
  stepsLabel: 'Listing steps',
  viewListing: 'View listing',
  discardDraft: 'Discard draft',
  discardQuestion: 'Discard this draft? Everything you entered will be lost.',
  discardConfirm: 'Yes, discard draft',
  keepEditing: 'Keep editing',
  draftHint: 'Your listing is saved as a draft once you continue from this step.',
});

/** The listing wizard's steps: their names, and the buttons and notices every tab's form shares. */
export const LISTING_WIZARD_TABS_TEXTS = defineTexts('ListingWizardTabs', {
  details: 'Details',
  pricing: 'Pricing',
  pricingAndStock: 'Pricing and stock',
  delivery: 'Delivery',
  location: 'Location',
  availability: 'Availability',
  photos: 'Photos',
  style: 'Style',
  next: 'Next',
  publishListing: 'Publish listing',
  saveChanges: 'Save changes',
  saving: 'Saving…',
  saved: 'Your changes are saved.',
});

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

/** The listing wizard's location tab. */
export const LOCATION_TAB_TEXTS = defineTexts('LocationTab', {
  addressLabel: 'Address',
  addressHint: 'Type a city or town and choose it from the suggestions.',
  buildingLabel: 'Building, floor or apartment (optional)',
  noMap: 'The map shows the place once you have chosen it.',
});

/** The listing wizard's pricing tab, and its 'pricing and stock' form for purchase types. */
export const PRICING_TAB_TEXTS = defineTexts('PricingTab', {
  priceLabel:
    '{unit, select, hour {Price per hour} day {Price per day} night {Price per night} item {Price per item} fixed {Price per booking} other {Price}}',
  minimumPrice: 'At least {price}.',
  versionsLegend: 'Versions',
  versionsHint:
    'Each version, such as a colour or a size, has its own name, price and number of items in stock.',
  variationsLegend: 'Price variations',
  variationsHint: 'Each variation has its own name, price and booking length (at least {minutes} minutes).',
  variantName: 'Name',
  variantPrice: 'Price',
  variantStock: 'In stock',
  variantMinutes: 'Minutes',
  removeVariant: 'Remove',
  addVersion: 'Add a version',
  addVariation: 'Add a variation',
  neverOutOfStock: 'Listings of this type never run out of stock.',
  oneItem: 'Listings of this type sell one item.',
  stockLabel: 'Stock',
  stockHint: 'How many items you have for sale.',
});

/** The listing wizard's delivery tab. */
export const DELIVERY_TAB_TEXTS = defineTexts('DeliveryTab', {
  methodsLegend: 'How buyers get the item',
  pickup: 'Pickup',
  pickupAddressLabel: 'Pickup address',
  pickupAddressHint: 'Type a city or town and choose it from the suggestions.',
  buildingLabel: 'Apartment, suite or building (optional)',
  shipping: 'Shipping',
  shippingFeeOneItem: 'Shipping fee for one item',
  shippingFeeAdditionalItems: 'Shipping fee for each additional item',
});

/** The listing wizard's style tab, for listing types without photos. */
export const STYLE_TAB_TEXTS = defineTexts('StyleTab', {
  legend: 'Card style',
  hint: 'Your listing has no photos, so its card shows the title in these colours.',
});

/** The listing wizard's photos tab. */
export const PHOTOS_TAB_TEXTS = defineTexts('PhotosTab', {
  sentWhenUploaded: 'Your photos are still uploading. The form is sent as soon as they are done.',
});

/** The listing wizard's availability tab. */
export const AVAILABILITY_TAB_TEXTS = defineTexts('AvailabilityTab', {
  notBooked: 'Listings of this type are not booked by time, so they have no availability to set.',
  exceptionsFailed: 'The exceptions could not be loaded. Reload the page to try again.',
});

/** The weekly schedule of the availability editor. */
export const WEEKLY_PLAN_EDITOR_TEXTS = defineTexts('WeeklyPlanEditor', {
  legend: 'Weekly schedule',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
  notAvailable: 'Not available',
  startLabel: '{day} hours {row}, start',
  endLabel: '{day} hours {row}, end',
  seats: 'Seats',
  remove: 'Remove',
  removeLabel: '{day} hours {row}',
  addHours: '+ Add hours',
  addHoursLabel: 'on {day}',
  available: 'Available',
});

/** The exceptions calendar of the availability editor. */
export const EXCEPTIONS_CALENDAR_TEXTS = defineTexts('ExceptionsCalendar', {
  heading: 'Exceptions',
  hint: 'Days or hours that differ from the weekly schedule: holidays, or extra openings. Times are in {timeZone}.',
  previousMonth: 'Previous month:',
  nextMonth: 'Next month:',
  exceptionsIn: 'Exceptions in {month}',
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
  closedMark: 'Closed',
  openMark: 'Open · {seats}',
  stateNotAvailable: 'Not available',
  stateAvailable: 'Available, {seats, plural, one {{seats} seat} other {{seats} seats}}',
  delete: 'Delete',
  deleteLabel: 'the exception of {range}',
  noExceptions: 'No exceptions in {month}.',
  addHeading: 'Add an exception',
  from: 'From',
  startsOn: 'Starts on',
  startTime: 'Start time',
  toIncluded: 'To (included)',
  endsOn: 'Ends on',
  endTime: 'End time',
  availabilityLegend: 'During this time the listing is',
  notAvailable: 'Not available',
  available: 'Available',
  seatsWhenAvailable: 'Seats when available',
  addException: 'Add exception',
});

/** The time zone select of the availability editor. */
export const TIME_ZONE_SELECT_TEXTS = defineTexts('TimeZoneSelect', {
  label: 'Time zone',
  hint: 'The hours below and the exceptions are read in this time zone.',
});
