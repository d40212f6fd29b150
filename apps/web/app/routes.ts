import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Spec §2 routes, added as their features land.
export default [
  index('routes/landing.tsx'),
  route('login', 'routes/login.tsx', { id: 'login' }),
  route('signup/:userType?', 'routes/signup.tsx', { id: 'signup' }),
  route('logout', 'routes/logout.ts'),
  route('inbox', 'routes/inbox.ts'),
  route('inbox/:tab', 'routes/inbox-tab.tsx'),
  route('terms-of-service', 'routes/legal.tsx', { id: 'terms-of-service' }),
  route('privacy-policy', 'routes/legal.tsx', { id: 'privacy-policy' }),
  route('confirm', 'routes/confirm.tsx'),
  route('api/auth/:idpId', 'routes/api-auth-start.ts'),
  route('api/auth/:idpId/callback', 'routes/api-auth-callback.ts'),
  route('l/:id', 'routes/listing.tsx', { id: 'listing-canonical' }),
  route('l/:slug/:id', 'routes/listing.tsx', { id: 'listing' }),
  route('l/:slug/:id/:variant', 'routes/listing-variant.tsx'),
  route('u/:id/:variant?', 'routes/profile.tsx'),
  route('no-access-right/:missingAccessRight', 'routes/no-access.tsx'),
  route('recover-password', 'routes/recover-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('profile-settings', 'routes/profile-settings.tsx'),
  route('account', 'routes/account.ts'),
  route('account/contact-details', 'routes/account-contact-details.tsx'),
  route('account/change-password', 'routes/account-change-password.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
