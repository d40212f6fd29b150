// Every catalog of this part of the web app, for all-catalogs.ts (the web app imports each
// catalog from its own file, so a page's bundle carries only the catalogs it shows).

export * from './availability-tab.ts';
export * from './delivery-tab.ts';
export * from './details-tab.ts';
export * from './exceptions-calendar.ts';
export * from './files-tab.ts';
export * from './listing-wizard-page.ts';
export * from './listing-wizard-payouts.ts';
export * from './listing-wizard-tabs.ts';
export * from './location-tab.ts';
export * from './photos-tab.ts';
export * from './pricing-tab.ts';
export * from './style-tab.ts';
export * from './time-zone-select.ts';
export * from './weekly-plan-editor.ts';
