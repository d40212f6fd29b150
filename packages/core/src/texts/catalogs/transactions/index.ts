// Every catalog of this part of the web app, for all-catalogs.ts (the web app imports each
// catalog from its own file, so a page's bundle carries only the catalogs it shows).

export * from './activity-feed.ts';
export * from './address-fields.ts';
export * from './checkout-page.ts';
export * from './inbox-page.ts';
export * from './price-breakdown.ts';
export * from './transaction-page.ts';
export * from './transaction-state.ts';
