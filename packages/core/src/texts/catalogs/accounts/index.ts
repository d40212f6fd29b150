// Every catalog of this part of the web app, for all-catalogs.ts (the web app imports each
// catalog from its own file, so a page's bundle carries only the catalogs it shows).

export * from './account-settings.ts';
export * from './authentication-page.ts';
export * from './change-password-page.ts';
export * from './confirm-page.ts';
export * from './contact-details-page.ts';
export * from './email-verification-page.ts';
export * from './login-page.ts';
export * from './no-access-page.ts';
export * from './password-recovery-page.ts';
export * from './password-reset-page.ts';
export * from './payment-methods-page.ts';
export * from './payout-details-page.ts';
export * from './resend-verification-form.ts';
export * from './signup-page.ts';
