import { CONFIRM_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/confirm-page';
import { confirmIdpSignup, loadConfirm } from '../features/auth/confirm.server.ts';
import { ConfirmPage } from '../features/auth/confirm-page.tsx';
import { routePage, titleMeta } from '../lib/route-module.tsx';
import type { Route } from './+types/confirm';

export const meta: Route.MetaFunction = titleMeta(CONFIRM_PAGE_TEXTS);
export const loader = (args: Route.LoaderArgs) => loadConfirm(args);
export const action = (args: Route.ActionArgs) => confirmIdpSignup(args);
export default routePage<Route.ComponentProps>(ConfirmPage);
