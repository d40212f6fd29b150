/**
 * The platform API's error codes (spec §8, api notes §6) with the HTTP status each is answered with.
 * The platform raises them, the SDK and the web app branch on them; nobody spells a code by hand.
 */
export const API_ERRORS = {
  // Spec §8 API codes.
  'transaction-listing-not-found': { status: 404, title: 'Listing not found' },
  'transaction-invalid-transition': { status: 409, title: 'Invalid transition' },
  'transaction-already-reviewed-by-customer': { status: 409, title: 'Already reviewed by customer' },
  'transaction-already-reviewed-by-provider': { status: 409, title: 'Already reviewed by provider' },
  'transaction-booking-time-not-available': { status: 409, title: 'Booking time not available' },
  'transaction-listing-insufficient-stock': { status: 409, title: 'Insufficient stock' },
  'transaction-payment-failed': { status: 402, title: 'Payment failed' },
  'transaction-charge-zero-payin': { status: 400, title: 'Zero pay-in' },
  'transaction-charge-zero-payout': { status: 400, title: 'Zero payout' },
  'email-taken': { status: 409, title: 'Email is already taken' },
  'display-name-taken': { status: 409, title: 'Display name is already taken' },
  'email-not-found': { status: 404, title: 'Email not found' },
  'email-too-many-verification-requests': { status: 429, title: 'Too many verification requests' },
  'request-upload-over-limit': { status: 413, title: 'Upload over limit' },
  'validation-invalid-params': { status: 400, title: 'Invalid parameters' },
  'validation-invalid-value': { status: 400, title: 'Invalid value' },
  'not-found': { status: 404, title: 'Not found' },
  forbidden: { status: 403, title: 'Forbidden' },
  // An operator logged in as the user (ADR 019) may not do this: the owner's own acts, or payments,
  // transactions and messages in a limited (production) login.
  'login-as-forbidden': { status: 403, title: 'Not allowed while logged in as the user' },
  'transaction-missing-stripe-account': { status: 400, title: 'Provider has no payout account' },
  // The provider's payout account exists but Stripe does not let it take charges or payouts yet.
  'transaction-stripe-account-disabled-charges': {
    status: 400,
    title: "The provider's payout account cannot take payments yet",
  },
  'transaction-stripe-account-disabled-payouts': {
    status: 400,
    title: "The provider's payout account cannot be paid out yet",
  },
  'old-total-mismatch': { status: 409, title: 'Old total mismatch' },
  'permission-denied-post-listings': { status: 403, title: 'Permission denied: post listings' },
  'permission-denied-pending-approval': { status: 403, title: 'Permission denied: pending approval' },
  'user-pending-approval': { status: 403, title: 'User pending approval' },
  'permission-denied-initiate-transactions': {
    status: 403,
    title: 'Permission denied: initiate transactions',
  },
  'permission-denied-read': { status: 403, title: 'Permission denied: read' },
  'transaction-listing-variant-not-found': { status: 404, title: 'Listing variant not found' },
  // A process other than the listing's (issue #25).
  'transaction-listing-process-mismatch': { status: 400, title: 'Process does not match the listing' },
  // Payout details at Stripe (issue #27, api notes §6 "other codes").
  'stripe-missing-api-key': {
    status: 409,
    title: 'This marketplace takes no payout details: Stripe is not configured (PAYMENTS=sandbox)',
  },
  'stripe-account-not-found': { status: 404, title: 'No Stripe account' },
  'stripe-account-exists': { status: 409, title: 'The user already has a Stripe account' },
  'stripe-account-refused': { status: 400, title: 'Stripe refused the payout details' },
  // Saved cards (issue #27): one card a user, as on Sharetribe.
  'stripe-customer-not-found': { status: 404, title: 'No saved payment details' },
  'stripe-multiple-payment-methods-not-supported': {
    status: 409,
    title: 'A card is already saved: delete it before saving another',
  },
  'stripe-payment-method-type-not-supported': { status: 400, title: 'Only cards can be saved' },
  'stripe-customer-refused': { status: 400, title: 'Stripe refused the card' },
  // Files (issue #29).
  'file-not-pending-upload': { status: 409, title: 'The file was uploaded already' },
  'file-not-available': { status: 409, title: 'The file is not available' },
  'file-url-invalid': { status: 403, title: 'The file URL is not valid or has expired' },
  'file-size-mismatch': { status: 400, title: 'The upload is not the size the file was declared' },
  // Protocol-level codes of the API (api notes §6).
  'bad-request': { status: 400, title: 'Bad request' },
  'unsupported-content-type': { status: 415, title: 'Unsupported content type' },
  'validation-missing-key': { status: 400, title: 'Missing key' },
  'validation-disallowed-key': { status: 400, title: 'Disallowed key' },
  'auth-missing-access-token': { status: 401, title: 'Missing access token' },
  'auth-invalid-access-token': { status: 401, title: 'Invalid access token' },
  'auth-invalid-credentials': { status: 401, title: 'Invalid credentials' },
  'auth-invalid-client': { status: 401, title: 'Invalid client' },
  'auth-invalid-refresh-token': { status: 401, title: 'Invalid refresh token' },
  'auth-invalid-authorization-code': { status: 401, title: 'Invalid authorization code' },
  'auth-two-factor-required': { status: 401, title: 'Two-factor code required' },
  'user-is-banned': { status: 403, title: 'User is banned' },
  'user-not-found': { status: 404, title: 'User not found' },
  conflict: { status: 409, title: 'Conflict' },
  'email-already-verified': { status: 409, title: 'Email is already verified' },
  'request-larger-than-content-length': { status: 413, title: 'Request larger than content length' },
  'image-invalid': { status: 400, title: 'Invalid image' },
  'image-invalid-content': { status: 400, title: 'Invalid image content' },
  'too-many-requests': { status: 429, title: 'Too many requests' },
  'method-not-allowed': { status: 405, title: 'Method not allowed' },
  'internal-server-error': { status: 500, title: 'Internal server error' },
  // An identity provider's discovery document or key set could not be fetched (issue #4).
  'idp-unavailable': { status: 503, title: 'Identity provider unavailable' },
  // A request that waited longer than REQUEST_QUEUE_TIMEOUT_MS for its turn (issue #25).
  'service-unavailable': { status: 503, title: 'The marketplace is busy; try again in a moment' },
} as const satisfies Record<string, { status: number; title: string }>;

/** Any error code the platform API can answer with. */
export type ApiErrorCode = keyof typeof API_ERRORS;

/** One entry of an API error response (`errors[]`), as sent on the wire. */
export interface ApiErrorEntry {
  id: string;
  status: number;
  code: ApiErrorCode;
  title: string;
  source?: { path: string[]; type: 'body' | 'query' };
  meta?: Record<string, unknown>;
}

/** HTTP status of an API error code. */
export function statusOfApiError(code: ApiErrorCode): number {
  return API_ERRORS[code].status;
}

/** Whether a string is one of the platform's error codes. */
export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(API_ERRORS, code);
}
