import { defineTexts } from '../ui-texts.ts';

// Catalogs of this part of the web app. Every export of this file is a catalog (all-catalogs.ts
// collects them): one per namespace, named like the component or page that shows the texts.

/** The price breakdown of the checkout, order and sale pages: its title, line items and totals. */
export const PRICE_BREAKDOWN_TEXTS = defineTexts('PriceBreakdown', {
  title: 'Price breakdown',
  marketplaceFee: 'Marketplace fee',
  providerFee: 'Provider fee',
  shipping: 'Shipping',
  pickup: 'Pickup',
  unitPriceTimesQuantity: '{unitPrice} × {quantity}',
  hours: '{count, plural, one {{quantity} hour} other {{quantity} hours}}',
  days: '{count, plural, one {{quantity} day} other {{quantity} days}}',
  nights: '{count, plural, one {{quantity} night} other {{quantity} nights}}',
  items: '{count, plural, one {{quantity} item} other {{quantity} items}}',
  sessions: '{count, plural, one {{quantity} session} other {{quantity} sessions}}',
  refund: 'Refund: {line}',
  totalPrice: 'Total price',
  providerTotal: 'You will earn',
});

/**
 * A transaction's state as a party sees it (order and sale pages, inbox), by state: the booking
 * process's states, and `order…` for the purchase process's. `role` is `customer` or `provider`.
 */
export const TRANSACTION_STATE_TEXTS = defineTexts('TransactionState', {
  inquiry: 'Inquiry',
  pendingPayment: 'Pending payment',
  paymentExpired: 'Payment expired',
  preauthorized: '{role, select, provider {Waiting for your answer} other {Requested}}',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
  delivered: 'Completed',
  reviewedByCustomer: '{role, select, provider {Waiting for your review} other {Reviewed}}',
  reviewedByProvider: '{role, select, customer {Waiting for your review} other {Reviewed}}',
  reviewed: 'Reviewed',
  orderPurchased: '{role, select, provider {Waiting for you to deliver} other {Purchased}}',
  orderDelivered: 'Delivered',
  orderReceived: 'Received',
  orderDisputed: 'Disputed',
  orderCancelled: 'Cancelled',
  orderCompleted: 'Completed',
});

/** The activity feed of the order and sale pages: what happened, with the parties' names. */
export const ACTIVITY_FEED_TEXTS = defineTexts('ActivityFeed', {
  inquirySent: '{customer} sent an inquiry.',
  bookingRequested: '{customer} requested to book.',
  bookingPaid: "{customer} paid; the request waits for the provider's answer.",
  paymentExpired: 'The payment was not completed in time.',
  bookingAccepted: '{provider} accepted the booking.',
  operatorAccepted: 'The marketplace accepted the booking.',
  bookingDeclined: '{provider} declined the booking.',
  operatorDeclined: 'The marketplace declined the booking.',
  requestExpired: 'The request expired without an answer.',
  bookingCompleted: 'The booking is completed.',
  operatorCompleted: 'The marketplace marked the booking completed.',
  bookingCancelled: 'The booking was cancelled.',
  customerReviewed: '{customer} left a review.',
  providerReviewed: '{provider} left a review.',
  reviewPeriodEnded: 'The review period ended.',
  orderPlaced: '{customer} placed an order.',
  orderPaid: '{customer} paid for the order.',
  orderMarkedDelivered: '{provider} marked the order delivered.',
  operatorMarkedDelivered: 'The marketplace marked the order delivered.',
  orderMarkedReceived: '{customer} marked the order received.',
  orderAutoReceived: 'The order was marked received two weeks after delivery.',
  orderDisputed: '{customer} reported a problem with the order.',
  operatorDisputed: 'The marketplace opened a dispute about the order.',
  disputeSettledReceived: 'The marketplace settled the dispute: the order is received.',
  orderCancelled: 'The marketplace cancelled the order and refunded it.',
  orderAutoCancelled: 'The order was not delivered within 14 days, so it was cancelled and refunded.',
  disputeSettledCancelled: 'The marketplace settled the dispute with a refund: the order is cancelled.',
  disputeAutoCancelled: 'The dispute was not settled within 60 days: the order is cancelled and refunded.',
  orderCompleted: 'The order is completed.',
});

/** The order and sale pages (OrderDetailsPage, SaleDetailsPage): everything but feed, state and breakdown. */
export const TRANSACTION_PAGE_TEXTS = defineTexts('TransactionPage', {
  orderTitle: 'Order: {listingTitle}',
  orderFallbackTitle: 'Order',
  saleTitle: 'Sale: {listingTitle}',
  saleFallbackTitle: 'Sale',
  ordersLink: 'Orders',
  salesLink: 'Sales',
  bookingParty: '{role, select, provider {Booked by {otherParty}} other {Booked from {otherParty}}}',
  orderParty: '{role, select, provider {Ordered by {otherParty}} other {Ordered from {otherParty}}}',
  conversationParty: 'Conversation with {otherParty}',
  you: 'You',
  customerFallback: 'The customer',
  providerFallback: 'The provider',
  deletedListing: 'Deleted listing',
  accept: 'Accept',
  decline: 'Decline',
  markDelivered: 'Mark delivered',
  markReceived: 'Mark received',
  buyNow: 'Buy now',
  requestToBook: 'Request to book',
  paymentNotConfirmed: 'The payment is not confirmed yet. Confirm it within 15 minutes of your request.',
  confirmPayment: 'Confirm payment',
  variantLabel: 'Version:',
  shippingAddressHeading: 'Shipping address',
  pickupHeading: 'Pickup',
  pickupPlaceInMessages: 'Agree on the pickup place in the messages below.',
  phoneLine: 'Phone {phoneNumber}',
  disputeSummary: 'Something wrong with the order?',
  disputeIntro:
    'Report a problem instead of marking the order received. The marketplace team looks into it, and the payment stays on hold until the dispute is settled.',
  disputeReasonLabel: 'What went wrong?',
  reportProblem: 'Report a problem',
  reviewHeading: 'Review {otherParty}',
  ratingLegend: 'Rating',
  stars: '{count, plural, one {# star} other {# stars}}',
  reviewLabel: 'Your review',
  publishReview: 'Publish review',
  reviewsTitle: 'Reviews',
  activityHeading: 'Activity',
  messageLabel: 'Message',
  sendMessage: 'Send message',
  unknownAction: 'This action is not known. Please reload the page.',
});

/** The checkout page (CheckoutPage) of a booking or an order of items. */
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
  bookingNote:
    'Your card is charged only if the provider accepts. Pay within 15 minutes, or the time is released.',
  purchaseNote:
    'Your card is charged now; the seller is paid once you have received the order. Pay within 15 minutes, or the items are released.',
  chooseAnotherTime: 'Choose another time',
  backToListing: 'Back to the listing',
});

/** The checkout's address forms: where a shipped order goes, and the card holder's billing address. */
export const ADDRESS_FIELDS_TEXTS = defineTexts('AddressFields', {
  shippingLegend: 'Shipping address',
  billingLegend: 'Billing address',
  recipientName: 'Recipient name',
  nameOnCard: 'Name on card',
  streetAddress: 'Street address',
  addressLine2: 'Apartment, suite or floor (optional)',
  city: 'City',
  shippingState: 'State',
  billingState: 'State, province or region (optional)',
  postalCode: 'Postal code',
  shippingPostalCodeHint: '5 or 9 digits',
  country: 'Country',
  phone: 'Phone number (optional)',
  phoneHint: '9 digits, for the courier',
});

/** The inbox (InboxPage): orders and sales tabs. */
export const INBOX_PAGE_TEXTS = defineTexts('InboxPage', {
  title: 'Inbox',
  tabsLabel: 'Inbox tabs',
  ordersTab: 'Orders',
  salesTab: 'Sales',
  noOrders: 'You have not booked anything yet. Your bookings and their messages will appear here.',
  noSales: 'Nobody has booked your services yet. Requests from customers will appear here.',
  deletedListing: 'Deleted listing',
  customerFallback: 'The customer',
  providerFallback: 'The provider',
});
