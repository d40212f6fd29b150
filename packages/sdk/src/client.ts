import { assetsResource } from './resources/assets.ts';
import { authResource } from './resources/auth.ts';
import { availabilityExceptionsResource, timeslotsResource } from './resources/availability.ts';
import { currentUserResource } from './resources/current-user.ts';
import { filesResources } from './resources/files.ts';
import { identityProviderLoginResource } from './resources/identity-provider-login.ts';
import { imagesResource } from './resources/images.ts';
import { listingsResource } from './resources/listings.ts';
import { marketplaceResource } from './resources/marketplace.ts';
import { messagesResource } from './resources/messages.ts';
import { ownListingsResource } from './resources/own-listings.ts';
import { passwordResetResource } from './resources/password-reset.ts';
import { reviewsResource } from './resources/reviews.ts';
import { sitemapDataResource } from './resources/sitemap-data.ts';
import { stockAdjustmentsResource, stockResource } from './resources/stock.ts';
import { stripeAccountLinksResource, stripeAccountResource } from './resources/stripe-account.ts';
import { stripeCustomerResource, stripeSetupIntentsResource } from './resources/stripe-customer.ts';
import { processTransitionsResource, transactionsResource } from './resources/transactions.ts';
import { usersResource } from './resources/users.ts';
import { createSession, type SdkConfig } from './session.ts';

/**
 * Typed client of the platform API, one resource module per API resource over one session (tokens,
 * refresh, anonymous fallback: `session.ts`). A new resource is a file in `resources/` and a line here.
 */
export function createSdk(config: SdkConfig) {
  const session = createSession(config);
  return {
    ...authResource(session),
    ...identityProviderLoginResource(session),
    marketplace: marketplaceResource(session),
    currentUser: currentUserResource(session),
    passwordReset: passwordResetResource(session),
    assets: assetsResource(session),
    users: usersResource(session),
    images: imagesResource(session),
    ownListings: ownListingsResource(session),
    listings: listingsResource(session),
    availabilityExceptions: availabilityExceptionsResource(session),
    timeslots: timeslotsResource(session),
    stock: stockResource(session),
    stockAdjustments: stockAdjustmentsResource(session),
    sitemapData: sitemapDataResource(session),
    transactions: transactionsResource(session),
    processTransitions: processTransitionsResource(session),
    messages: messagesResource(session),
    reviews: reviewsResource(session),
    stripeAccount: stripeAccountResource(session),
    stripeAccountLinks: stripeAccountLinksResource(session),
    stripeCustomer: stripeCustomerResource(session),
    stripeSetupIntents: stripeSetupIntentsResource(session),
    ...filesResources(session),
  };
}

/** The SDK's type. */
export type MercatoSdk = ReturnType<typeof createSdk>;
