import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { WIZARD_TAB_KEYS } from './features/listing-wizard/wizard-tab.ts';

/** Routes whose module is named after the path (`logout.ts` serves `/logout`). */
const namedAfterPath = (...files: string[]) =>
  files.map((file) => route(file.replace(/\.tsx?$/, ''), `routes/${file}`));

/** One module under several paths, each route with its own id (`{ path: id }`). */
const sharedModule = (file: string, idsByPath: Record<string, string>) =>
  Object.entries(idsByPath).map(([path, id]) => route(path, `routes/${file}`, { id }));

// Spec §2 routes, added as their features land.
export default [
  index('routes/landing.tsx'),
  // Resource routes for crawlers and browsers: text documents, no page.
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap-index.xml', 'routes/sitemap-index.ts'),
  route('sitemap-default.xml', 'routes/sitemap-default.ts'),
  route('sitemap-recent-listings.xml', 'routes/sitemap-recent-listings.ts'),
  route('sitemap-recent-pages.xml', 'routes/sitemap-recent-pages.ts'),
  route('site.webmanifest', 'routes/site-webmanifest.ts'),
  route('login', 'routes/login.tsx', { id: 'login' }),
  route('signup/:userType?', 'routes/signup.tsx', { id: 'signup' }),
  ...namedAfterPath('logout.ts', 'inbox.ts'),
  route('inbox/:tab', 'routes/inbox-tab.tsx'),
  route('order/:id/:details?', 'routes/order.tsx'),
  route('sale/:id/:details?', 'routes/sale.tsx'),
  // A file on the transaction's messages: a fresh signed URL of it, then there.
  ...sharedModule('transaction-file.ts', {
    'order/:id/files/:attachmentId': 'order-file',
    'sale/:id/files/:attachmentId': 'sale-file',
  }),
  ...sharedModule('legal.tsx', {
    'terms-of-service': 'terms-of-service',
    'privacy-policy': 'privacy-policy',
  }),
  route('p/:pageId', 'routes/cms-page.tsx'),
  route('preview', 'routes/preview.tsx'),
  route('preview/end', 'routes/preview-end.ts'),
  ...namedAfterPath('confirm.tsx'),
  route('api/auth/:idpId', 'routes/api-auth-start.ts'),
  route('api/auth/:idpId/callback', 'routes/api-auth-callback.ts'),
  route('api/listing-images', 'routes/api-listing-image-upload.ts'),
  route('api/message-files', 'routes/api-message-files.ts'),
  route('api/message-files/:fileId', 'routes/api-message-file.ts'),
  route('api/places', 'routes/api-places.ts'),
  route('api/base-map', 'routes/api-base-map.ts'),
  // Login as a user from the console (ADR 019): its start, the console's step, its end.
  route('api/initiate-login-as', 'routes/api-initiate-login-as.ts'),
  route('api/authorize-as', 'routes/api-authorize-as.ts'),
  route('api/login-as', 'routes/api-login-as.ts'),
  ...sharedModule('base-page.ts', { l: 'listing-base', u: 'profile-base' }),
  route('l/new', 'routes/listing-new.tsx'),
  ...sharedModule('search.tsx', { s: 'search', 's/:listingType': 'search-listing-type' }),
  route('l/:id/checkout', 'routes/checkout.tsx'),
  ...sharedModule('listing.tsx', { 'l/:id': 'listing-canonical', 'l/:slug/:id': 'listing' }),
  route('l/:slug/:id/:variant', 'routes/listing-variant.tsx'),
  // One route module per wizard tab, so that a tab's page loads only its own form's code.
  ...WIZARD_TAB_KEYS.map((tab) =>
    route(`l/:slug/:id/:type/${tab}`, `routes/listing-wizard/${tab}.tsx`, { id: `listing-wizard-${tab}` }),
  ),
  // Back from Stripe's hosted onboarding, which publishing sent the author to for payout details.
  route('l/:slug/:id/:type/:tab/:returnURLType', 'routes/listing-wizard-return.ts'),
  route('listings', 'routes/manage-listings.tsx'),
  route('u/:id/:variant?', 'routes/profile.tsx'),
  route('no-access-right/:missingAccessRight', 'routes/no-access.tsx'),
  ...namedAfterPath(
    'recover-password.tsx',
    'reset-password.tsx',
    'verify-email.tsx',
    'profile-settings.tsx',
    'account.ts',
  ),
  route('account/contact-details', 'routes/account-contact-details.tsx'),
  route('account/change-password', 'routes/account-change-password.tsx'),
  route('account/payment-methods', 'routes/account-payment-methods.tsx'),
  route('account/payments', 'routes/account-payments.tsx', { id: 'account-payments' }),
  route('account/payments/:returnURLType', 'routes/account-payments.tsx', { id: 'account-payments-return' }),
  // The operator's console (ADR 019): its own login, then a frame around its sections.
  route('console/login', 'routes/console/login.tsx'),
  route('console/set-password', 'routes/console/set-password.tsx'),
  route('console/logout', 'routes/console/logout.ts'),
  route('console', 'routes/console/layout.tsx', [
    index('routes/console/dashboard.tsx'),
    route('people', 'routes/console/people.tsx'),
    route('people.csv', 'routes/console/people-csv.ts'),
    route('people/:id', 'routes/console/person.tsx'),
    route('listings', 'routes/console/listings.tsx'),
    route('listings.csv', 'routes/console/listings-csv.ts'),
    route('listings/:id', 'routes/console/listing.tsx'),
    route('transactions', 'routes/console/transactions.tsx'),
    route('transactions.csv', 'routes/console/transactions-csv.ts'),
    route('transactions/:id', 'routes/console/transaction.tsx'),
    route('reviews', 'routes/console/reviews.tsx'),
    route('content', 'routes/console/content.tsx'),
    route('content/document', 'routes/console/content-document.tsx'),
    route('content/config/:section', 'routes/console/content-config.tsx'),
    route('content/pages/:pageId', 'routes/console/content-page.tsx'),
    route('content/texts/:document', 'routes/console/content-texts.tsx'),
    route('account', 'routes/console/account.tsx'),
    route('audit', 'routes/console/audit.tsx'),
    route('authorize-as', 'routes/console/authorize-as.tsx'),
    route('*', 'routes/console/not-found.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
