import { SIGNUP_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/signup-page';
import { loadSignup, signUp } from '../features/auth/signup.server.ts';
import { SignupPage } from '../features/auth/signup-page.tsx';
import { PUBLIC_PAGE } from '../lib/page-cache.ts';
import { routePage, titleDescriptionMeta } from '../lib/route-module.tsx';
import type { Route } from './+types/signup';

export const meta: Route.MetaFunction = titleDescriptionMeta(SIGNUP_PAGE_TEXTS);
// Visitors without a session see the same page for the same URL: the server may keep it.
export const handle = PUBLIC_PAGE;

export const loader = (args: Route.LoaderArgs) => loadSignup(args);
export const action = (args: Route.ActionArgs) => signUp(args);
export default routePage<Route.ComponentProps>(SignupPage);
