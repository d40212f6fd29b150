import { CONTACT_DETAILS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/contact-details-page';
import { loadContactDetails, saveContactDetails } from '../features/accounts/contact-details.server.ts';
import { ContactDetailsPage } from '../features/accounts/contact-details-page.tsx';
import { routePage, stylesheets, titleMeta } from '../lib/route-module.tsx';
import accountStylesHref from '../styles/account.css?url';
import type { Route } from './+types/account-contact-details';

export const links: Route.LinksFunction = stylesheets(accountStylesHref);
export const meta: Route.MetaFunction = titleMeta(CONTACT_DETAILS_PAGE_TEXTS);
export const loader = (args: Route.LoaderArgs) => loadContactDetails(args);
export const action = (args: Route.ActionArgs) => saveContactDetails(args);
export default routePage<Route.ComponentProps>(ContactDetailsPage);
