import type { Migration } from 'kysely';
import * as initial from './20261122-0001-initial.ts';
import * as accounts from './20261122-0002-accounts.ts';
import * as listings from './20261123-0003-listings.ts';
import * as stock from './20261124-0004-stock.ts';
import * as availabilityExceptions from './20261125-0005-availability-exceptions.ts';
import * as jobs from './20261125-0006-jobs.ts';
import * as listingSearch from './20261126-0007-listing-search.ts';
import * as assetVersions from './20261126-0008-asset-versions.ts';
import * as transactions from './20261127-0009-transactions.ts';
import * as paymentBillingDetails from './20261128-0010-payment-billing-details.ts';
import * as variantStocks from './20261128-0011-variant-stocks.ts';
import * as searchFilterOrder from './20261129-0012-search-filter-order.ts';
import * as availabilityIndex from './20261130-0013-availability-index.ts';
import * as displayNameKeys from './20261201-0014-display-name-keys.ts';
import * as bannedUsersIndex from './20261202-0015-banned-users-index.ts';
import * as knownLoginAddresses from './20261202-0016-known-login-addresses.ts';
import * as imageVariantFiles from './20261202-0017-image-variant-files.ts';
import * as paymentJournal from './20261203-0018-payment-journal.ts';
import * as freeSeatsWithoutForeignKey from './20261204-0019-free-seats-without-foreign-key.ts';
import * as listingSearchCount from './20261204-0020-listing-search-count.ts';
import * as searchKeyColumns from './20261204-0021-search-key-columns.ts';
import * as listingSearchFacetCounts from './20261204-0022-listing-search-facet-counts.ts';
import * as listingSearchTerms from './20261204-0023-listing-search-terms.ts';
import * as listingPlaceById from './20261204-0024-listing-place-by-id.ts';
import * as stripeAccounts from './20261205-0025-stripe-accounts.ts';
import * as stripeWebhookEvents from './20261205-0026-stripe-webhook-events.ts';
import * as stripeCustomers from './20261206-0027-stripe-customers.ts';
import * as files from './20261207-0028-files.ts';
import * as operators from './20261208-0029-operators.ts';
import * as loginAs from './20261209-0030-login-as.ts';
import * as hiddenReviews from './20261210-0031-hidden-reviews.ts';
import * as operatorTwoFactor from './20261211-0032-operator-two-factor.ts';
import * as assetPreviews from './20261212-0033-asset-previews.ts';
import * as mailIdempotency from './20261213-0034-mail-idempotency.ts';
import * as listingRatings from './20261214-0035-listing-ratings.ts';

/**
 * Every migration, in order. A static list (not a folder scan) so the bundled server carries them.
 * Names are timestamps; never rename or edit one that has shipped — add a new one.
 */
export const ALL_MIGRATIONS: Record<string, Migration> = {
  '20261122-0001-initial': initial,
  '20261122-0002-accounts': accounts,
  '20261123-0003-listings': listings,
  '20261124-0004-stock': stock,
  '20261125-0005-availability-exceptions': availabilityExceptions,
  '20261125-0006-jobs': jobs,
  '20261126-0007-listing-search': listingSearch,
  '20261126-0008-asset-versions': assetVersions,
  '20261127-0009-transactions': transactions,
  '20261128-0010-payment-billing-details': paymentBillingDetails,
  '20261128-0011-variant-stocks': variantStocks,
  '20261129-0012-search-filter-order': searchFilterOrder,
  '20261130-0013-availability-index': availabilityIndex,
  '20261201-0014-display-name-keys': displayNameKeys,
  '20261202-0015-banned-users-index': bannedUsersIndex,
  '20261202-0016-known-login-addresses': knownLoginAddresses,
  '20261202-0017-image-variant-files': imageVariantFiles,
  '20261203-0018-payment-journal': paymentJournal,
  '20261204-0019-free-seats-without-foreign-key': freeSeatsWithoutForeignKey,
  '20261204-0020-listing-search-count': listingSearchCount,
  '20261204-0021-search-key-columns': searchKeyColumns,
  '20261204-0022-listing-search-facet-counts': listingSearchFacetCounts,
  '20261204-0023-listing-search-terms': listingSearchTerms,
  '20261204-0024-listing-place-by-id': listingPlaceById,
  '20261205-0025-stripe-accounts': stripeAccounts,
  '20261205-0026-stripe-webhook-events': stripeWebhookEvents,
  '20261206-0027-stripe-customers': stripeCustomers,
  '20261207-0028-files': files,
  '20261208-0029-operators': operators,
  '20261209-0030-login-as': loginAs,
  '20261210-0031-hidden-reviews': hiddenReviews,
  '20261211-0032-operator-two-factor': operatorTwoFactor,
  '20261212-0033-asset-previews': assetPreviews,
  '20261213-0034-mail-idempotency': mailIdempotency,
  '20261214-0035-listing-ratings': listingRatings,
};
