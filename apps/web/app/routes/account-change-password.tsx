import { CHANGE_PASSWORD_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/change-password-page';
import { changePassword, loadChangePassword } from '../features/accounts/change-password.server.ts';
import { ChangePasswordPage } from '../features/accounts/change-password-page.tsx';
import { routePage, stylesheets, titleMeta } from '../lib/route-module.tsx';
import accountStylesHref from '../styles/account.css?url';
import type { Route } from './+types/account-change-password';

export const links: Route.LinksFunction = stylesheets(accountStylesHref);
export const meta: Route.MetaFunction = titleMeta(CHANGE_PASSWORD_PAGE_TEXTS);
export const loader = (args: Route.LoaderArgs) => loadChangePassword(args);
export const action = (args: Route.ActionArgs) => changePassword(args);
export default routePage<Route.ComponentProps>(ChangePasswordPage);
