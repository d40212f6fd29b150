import { EMAIL_VERIFICATION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/email-verification-page';
import { resendVerification, verifyEmail } from '../features/accounts/verify-email.server.ts';
import { VerifyEmailPage } from '../features/accounts/verify-email-page.tsx';
import { routePage, stylesheets, titleMeta } from '../lib/route-module.tsx';
import recoveryStylesHref from '../styles/recovery.css?url';
import type { Route } from './+types/verify-email';

export const links: Route.LinksFunction = stylesheets(recoveryStylesHref);
export const meta: Route.MetaFunction = titleMeta(EMAIL_VERIFICATION_PAGE_TEXTS);
export const loader = (args: Route.LoaderArgs) => verifyEmail(args);
export const action = (args: Route.ActionArgs) => resendVerification(args);
export default routePage<Route.ComponentProps>(VerifyEmailPage);
