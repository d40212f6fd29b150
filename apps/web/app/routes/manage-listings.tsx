import { MANAGE_LISTINGS_TEXTS } from '@mercato/core/texts/catalogs/listings/manage-listings-page';
import {
  changeListingState,
  loadManageListings,
} from '../features/manage-listings/manage-listings.server.ts';
import { ManageListingsPage } from '../features/manage-listings/manage-listings-page.tsx';
import { routePage, stylesheets, titleMeta } from '../lib/route-module.tsx';
import listingStylesHref from '../styles/listings.css?url';
import type { Route } from './+types/manage-listings';

export const links: Route.LinksFunction = stylesheets(listingStylesHref);
export const meta: Route.MetaFunction = titleMeta(MANAGE_LISTINGS_TEXTS);
export const loader = (args: Route.LoaderArgs) => loadManageListings(args);
export const action = (args: Route.ActionArgs) => changeListingState(args);
export default routePage<Route.ComponentProps>(ManageListingsPage);
