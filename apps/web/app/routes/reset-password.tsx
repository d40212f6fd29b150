import { PASSWORD_RESET_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/password-reset-page';
import { loadPasswordReset, resetPassword } from '../features/accounts/reset-password.server.ts';
import { PasswordResetPage } from '../features/accounts/reset-password-page.tsx';
import { routePage, stylesheets, titleMeta } from '../lib/route-module.tsx';
import recoveryStylesHref from '../styles/recovery.css?url';
import type { Route } from './+types/reset-password';

export const links: Route.LinksFunction = stylesheets(recoveryStylesHref);
export const meta: Route.MetaFunction = titleMeta(PASSWORD_RESET_PAGE_TEXTS);
export const loader = (args: Route.LoaderArgs) => loadPasswordReset(args);
export const action = (args: Route.ActionArgs) => resetPassword(args);
export default routePage<Route.ComponentProps>(PasswordResetPage);
