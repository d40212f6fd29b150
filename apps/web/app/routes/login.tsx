import { LOGIN_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/login-page';
import { loadLogin, logIn } from '../features/auth/login.server.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import { PUBLIC_PAGE } from '../lib/page-cache.ts';
import { routePage, titleDescriptionMeta } from '../lib/route-module.tsx';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = titleDescriptionMeta(LOGIN_PAGE_TEXTS);
// Visitors without a session see the same page for the same URL: the server may keep it.
export const handle = PUBLIC_PAGE;

export const loader = (args: Route.LoaderArgs) => loadLogin(args);
export const action = (args: Route.ActionArgs) => logIn(args);
export default routePage<Route.ComponentProps>(LoginPage);
