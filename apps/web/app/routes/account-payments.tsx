import { PAYOUT_DETAILS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/payout-details-page';
import { changePayoutDetails, loadPayoutDetails } from '../features/accounts/payout-details.server.ts';
import { PayoutDetailsPage } from '../features/accounts/payout-details-page.tsx';
import { routePage, stylesheets, titleMeta } from '../lib/route-module.tsx';
import accountStylesHref from '../styles/account.css?url';
import type { Route } from './+types/account-payments';

export const links: Route.LinksFunction = stylesheets(accountStylesHref);
export const meta: Route.MetaFunction = titleMeta(PAYOUT_DETAILS_PAGE_TEXTS);
export const loader = (args: Route.LoaderArgs) => loadPayoutDetails(args);
export const action = (args: Route.ActionArgs) => changePayoutDetails(args);
export default routePage<Route.ComponentProps>(PayoutDetailsPage);
