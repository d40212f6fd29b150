import { PASSWORD_RECOVERY_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/password-recovery-page';
import { requestPasswordReset } from '../features/accounts/recover-password.server.ts';
import { PasswordRecoveryPage } from '../features/accounts/recover-password-page.tsx';
import { routePage, stylesheets, titleDescriptionMeta } from '../lib/route-module.tsx';
import recoveryStylesHref from '../styles/recovery.css?url';
import type { Route } from './+types/recover-password';

export const links: Route.LinksFunction = stylesheets(recoveryStylesHref);
export const meta: Route.MetaFunction = titleDescriptionMeta(PASSWORD_RECOVERY_PAGE_TEXTS);
export const action = (args: Route.ActionArgs) => requestPasswordReset(args);
export default routePage<Route.ComponentProps>(PasswordRecoveryPage);
