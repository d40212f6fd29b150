import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Spec §2 routes, added as their features land.
export default [
  index('routes/landing.tsx'),
  route('login', 'routes/auth.tsx', { id: 'login' }),
  route('signup/:userType?', 'routes/auth.tsx', { id: 'signup' }),
  route('logout', 'routes/logout.ts'),
  route('inbox', 'routes/inbox.ts'),
  route('inbox/:tab', 'routes/inbox-tab.tsx'),
  route('terms-of-service', 'routes/legal.tsx', { id: 'terms-of-service' }),
  route('privacy-policy', 'routes/legal.tsx', { id: 'privacy-policy' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
