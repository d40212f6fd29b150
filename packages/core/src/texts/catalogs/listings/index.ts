// Every catalog of this part of the web app, for all-catalogs.ts (the web app imports each
// catalog from its own file, so a page's bundle carries only the catalogs it shows).

export * from './booking-dates.ts';
export * from './booking-range.ts';
export * from './inquiry-panel.ts';
export * from './listing-card.ts';
export * from './listing-page.ts';
export * from './listing-photos.ts';
export * from './listing-price.ts';
export * from './manage-listing-card.ts';
export * from './manage-listings-page.ts';
export * from './order-panel.ts';
export * from './pagination.ts';
export * from './photo-tile.ts';
export * from './photo-uploader.ts';
export * from './search-filters.ts';
export * from './search-map.ts';
export * from './search-page.ts';
