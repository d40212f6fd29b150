// Every catalog of this part of the web app, for all-catalogs.ts (the web app imports each
// catalog from its own file, so a page's bundle carries only the catalogs it shows).

export * from './account-banners.ts';
export * from './address-field.ts';
export * from './app.ts';
export * from './custom-field-input.ts';
export * from './email-field.ts';
export * from './error-page.ts';
export * from './footer.ts';
export * from './landing-page.ts';
export * from './maintenance-screen.ts';
export * from './map-view.ts';
export * from './name-fields.ts';
export * from './navigation-progress.ts';
export * from './not-found-page.ts';
export * from './offline-map.ts';
export * from './password-field.ts';
export * from './preview.ts';
export * from './top-bar.ts';
