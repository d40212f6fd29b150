import { defineTexts } from '../texts/ui-texts.ts';
import { LISTING_EDITOR_BROWSER_ERRORS } from './listing-editor-errors.ts';

/**
 * Texts people see when something fails, and the internal messages the code raises (spec §8).
 * The spec's own strings are kept verbatim; the screens' error areas carry English texts under
 * stable keys so the web app's translations can override them key by key.
 */

/** User-facing texts spec §8 spells out word for word. */
export const USER_FACING_TEXTS = {
  acceptFailed: 'Oops, accepting failed. Please try again.',
  declineFailed: 'Oops, declining failed. Please try again.',
  variantNotAvailable: 'The selected product variant is not available. Please, select another variant.',
  variantOutOfStock: 'There is no stock for the selected variant.',
  outdatedListing: 'Outdated listing! Please, contact support.',
} as const;

/** Messages of errors raised for developers and logs, not shown as-is to users (spec §8). */
export const INTERNAL_MESSAGES = {
  expectedResource: 'Expected a resource in the response',
  invalidInboxTab: 'Invalid tab for InboxPage',
  transitionInProgress: 'Transition already in progress',
  emailVerificationInProgress: 'Email verification already in progress',
  listingPageRouteParts: 'Expected ListingPage route to have 4 parts',
  expectedProfileResource: 'Expected a resource in the sdk.currentUser.updateProfile response',
  noTransactionProcess: 'No transaction process attached to listing',
  currencyMismatch: 'Value currency different from marketplace currency',
} as const;

/**
 * Texts of payment-provider and API errors that are recognised by their wording rather than a
 * code (spec §8 special cases).
 */
export const DETECTED_ERROR_TEXTS = {
  amountTooLowPrefixes: ['Amount must be at least', 'Amount must convert to at least'],
  accountCannotChargePrefix: 'Your account cannot currently make charges.',
  verificationDisabledReason: 'disabled_reason',
  missingQuantity: 'transition should contain quantity information',
  commissionAboveMinimum: 'Minimum commission amount is greater than the amount of money paid in',
} as const;

/** English texts of the screens' error areas (spec §8), keyed `area.problem`. */
export const SCREEN_ERROR_MESSAGES = {
  // Authentication screen.
  'auth.loginFailed': 'The email and password you entered do not match. Please try again.',
  'auth.signupFailed':
    'Signing up failed. Please make sure all the information you entered is correct and try again.',
  'auth.emailTaken': 'An account with this email address already exists. Try logging in instead.',
  'auth.externalAuthFailed': 'Logging in with the external service failed. Please try again.',
  'auth.resendVerificationFailed': 'Sending the verification email failed. Please try again.',
  'auth.resendVerificationLimit':
    'You have asked for the verification email 5 times today. Please try again tomorrow.',

  // Account settings: contact details.
  'contactDetails.emailTaken': 'This email address is already in use.',
  'contactDetails.wrongPassword': 'The current password is not correct.',
  'account.loginAsForbidden':
    'You are logged in as this user from the console: only the user can change their email, password or account.',
  'contactDetails.generic': 'Saving your contact details failed. Please try again.',
  'contactDetails.tooManyVerificationRequests':
    'Too many verification emails were sent. Please try again tomorrow.',

  // Password recovery and reset.
  'recovery.emailNotFound':
    'No account was found with this email address. Please check the address and try again.',
  'recovery.failed': 'Sending the password reset email failed. Please try again.',
  'reset.brokenLink': 'This password reset link is broken. Please ask for a new one.',
  'reset.failed': 'Resetting the password failed. Please try again.',

  // Checkout.
  'checkout.bookingTimeNotAvailable':
    'The time you picked is no longer available. Please choose another time.',
  'checkout.providerPayoutIncomplete':
    'The provider has not finished setting up payouts, so this listing cannot be ordered yet.',
  'checkout.providerPayoutMissing':
    'The provider has not added payout details, so this listing cannot be ordered yet.',
  'checkout.quantityMissing':
    'The order is missing its quantity. Please go back to the listing and try again.',
  'checkout.incompatibleCurrency': 'This listing is priced in a currency the marketplace no longer accepts.',
  'checkout.amountTooLow': 'The order total is too low to be paid by card.',
  'checkout.notEnoughStock': 'There is not enough stock left for this order.',
  'checkout.listingNotFound': 'This listing is no longer available.',
  'checkout.paymentExpired': 'The payment was not completed within 15 minutes. Please start the order again.',
  'checkout.commissionAboveMinimum':
    "The marketplace's commission is bigger than the listing price. Please contact support.",
  'checkout.tooManyRequests': 'Too many attempts. Please wait a moment and try again.',
  'checkout.speculateFailed': 'Fetching the price breakdown failed. Please refresh the page.',
  'checkout.retrievePaymentFailed': 'Retrieving the payment failed. Please refresh the page.',
  'checkout.inquiryFailed': 'Sending the inquiry failed. Please try again.',
  'checkout.noTransactionProcess': 'This listing cannot be ordered right now. Please contact support.',
  'checkout.generic': 'Placing the order failed. Please try again.',

  // Card errors of the payment provider.
  'card.declined': 'Your card was declined.',
  'card.expired': 'Your card has expired.',
  'card.incompleteNumber': 'Your card number is incomplete.',
  'card.incorrectNumber': 'Your card number is incorrect.',
  'card.incorrectCvc': "Your card's security code is incorrect.",
  'card.invalidCvc': "Your card's security code is invalid.",
  'card.invalidExpiry': "Your card's expiration date is invalid.",
  'card.incorrectZip': "Your card's postal code is incorrect.",
  'card.processingError': 'An error occurred while processing your card. Please try again.',
  'card.apiConnection':
    'The payment service could not be reached. Please check your connection and try again.',
  'card.authentication': 'The payment could not be authenticated. Please try again.',
  'card.rateLimit': 'Too many payment attempts. Please wait a moment and try again.',
  'card.invalidRequest': 'The payment request was invalid. Please try again.',
  'card.generic': 'The card payment failed. Please try again or use another card.',

  // Inquiry modal.
  'inquiry.noTransactionRights': 'You do not have permission to contact providers.',
  'inquiry.pendingApproval':
    'Your account is waiting for approval. You can send inquiries once it is approved.',
  'inquiry.tooManyRequests': 'Too many messages. Please wait a moment and try again.',
  'inquiry.failed': 'Sending the inquiry failed. Please try again.',

  // Listing pages and the listing editor.
  'listing.loadFailed': 'Loading the listing failed. Please refresh the page.',
  'listing.invalidData': 'Some listing information is not valid. Please check the fields and try again.',
  'listing.updateFailed': 'Saving the listing failed. Please try again.',
  'listing.createDraftFailed': 'Creating the listing draft failed. Please try again.',
  'listing.publishFailed': 'Publishing the listing failed. Please try again.',
  'listing.imageUploadFailed': LISTING_EDITOR_BROWSER_ERRORS.imageUploadFailed,
  'listing.imageTooBig': LISTING_EDITOR_BROWSER_ERRORS.imageTooBig,
  'listing.stockUpdateFailed': 'Updating the stock failed. Please try again.',
  'listing.stockOutOfSync':
    'The stock changed while you were editing. Please refresh the page and try again.',
  'listing.outdatedListingType': LISTING_EDITOR_BROWSER_ERRORS.outdatedListingType,
  'listing.currencyMismatch': 'This listing is priced in another currency, so its price cannot be edited.',

  // Order and sale pages.
  'transaction.acceptFailed': USER_FACING_TEXTS.acceptFailed,
  'transaction.declineFailed': USER_FACING_TEXTS.declineFailed,
  'transaction.markDeliveredFailed': 'Marking the order as delivered failed. Please try again.',
  'transaction.markReceivedFailed': 'Marking the order as received failed. Please try again.',
  'transaction.disputeFailed': 'Sending the dispute failed. Please try again.',
  'transaction.transitionUnavailable':
    'This action is no longer available: the transaction has moved on. Please refresh the page.',
  'transaction.reviewFailed': 'Sending the review failed. Please try again.',
  'transaction.fetchOrderFailed': 'Loading the order failed. Please refresh the page.',
  'transaction.fetchSaleFailed': 'Loading the sale failed. Please refresh the page.',
  'transaction.messagesFailed': 'Loading the messages failed. Please refresh the page.',
  'transaction.sendMessageFailed': 'Sending the message failed. Please try again.',
  'transaction.unknownProcess':
    "This transaction's process is not known to the marketplace. Please contact support.",

  // Search and own listings.
  'search.failed': 'The search failed. Please try again.',
  'manageListings.queryFailed': 'Loading your listings failed. Please refresh the page.',

  // Payout details.
  'payout.accountCreationFailed': 'Creating the payout account failed: {providerMessage}',
  'payout.accountLinkFailed': 'Opening the payout account setup failed: {providerMessage}',
  'payout.missingKey': 'Payouts are not configured on this marketplace. Please contact support.',

  // Maintenance screen (spec §1).
  'maintenance.notOperational': 'The marketplace is not fully operational at the moment.',
  'maintenance.tryRefreshing': 'Please try refreshing the page.',
  'maintenance.contactAdmins': 'If the problem continues, please contact the marketplace admins.',
} as const;

/**
 * The texts people see in error areas, as a catalog: the operator rewords them in
 * `/content/translations.json` under `Errors.<key>` (e.g. `Errors.auth.loginFailed`).
 */
export const ERROR_TEXTS = defineTexts('Errors', { ...USER_FACING_TEXTS, ...SCREEN_ERROR_MESSAGES });

/** Key of a screen error text. */
export type ScreenErrorKey = keyof typeof SCREEN_ERROR_MESSAGES;

/** Texts of the payment provider's card error codes, by code (spec §8 card errors). */
export const CARD_ERROR_KEYS: Readonly<Record<string, ScreenErrorKey>> = {
  card_declined: 'card.declined',
  expired_card: 'card.expired',
  incomplete_number: 'card.incompleteNumber',
  incorrect_number: 'card.incorrectNumber',
  invalid_number: 'card.incorrectNumber',
  incorrect_cvc: 'card.incorrectCvc',
  invalid_cvc: 'card.invalidCvc',
  incomplete_cvc: 'card.invalidCvc',
  invalid_expiry_month: 'card.invalidExpiry',
  invalid_expiry_year: 'card.invalidExpiry',
  incomplete_expiry: 'card.invalidExpiry',
  incorrect_zip: 'card.incorrectZip',
  incomplete_zip: 'card.incorrectZip',
  processing_error: 'card.processingError',
  api_connection_error: 'card.apiConnection',
  authentication_error: 'card.authentication',
  payment_intent_authentication_failure: 'card.authentication',
  rate_limit_error: 'card.rateLimit',
  invalid_request_error: 'card.invalidRequest',
};

/** The text key of a card error code or type; unknown codes get the generic card text. */
export function cardErrorKey(code: string | undefined): ScreenErrorKey {
  return (
    (code !== undefined && Object.hasOwn(CARD_ERROR_KEYS, code) && CARD_ERROR_KEYS[code]) || 'card.generic'
  );
}

/** A screen error text with `{name}` placeholders filled in; unknown placeholders are left visible. */
export function formatScreenError(
  key: ScreenErrorKey,
  values: Readonly<Record<string, string>> = {},
): string {
  return SCREEN_ERROR_MESSAGES[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? placeholder) : placeholder,
  );
}
