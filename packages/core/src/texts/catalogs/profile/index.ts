// Every catalog of this part of the web app, for all-catalogs.ts (the web app imports each
// catalog from its own file, so a page's bundle carries only the catalogs it shows).

export * from './profile-image-field.ts';
export * from './profile-page.ts';
export * from './profile-settings-page.ts';
export * from './reviews-section.ts';
