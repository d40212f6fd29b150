import { MANAGE_LISTINGS_TEXTS } from '@mercato/core/texts/catalogs/listings/manage-listings-page';
import {
  changeListingState,
  loadManageListings,
} from '../features/manage-listings/manage-listings.server.ts';
import { ManageListingsPage } from '../features/manage-listings/manage-listings-page.tsx';
import { metaTexts } from '../lib/texts.ts';
import listingStylesHref from '../styles/listings.css?url';
import type { Route } from './+types/manage-listings';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: listingStylesHref }];

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaTexts(MANAGE_LISTINGS_TEXTS, matches)('title') }];
}

export function loader(args: Route.LoaderArgs) {
  return loadManageListings(args);
}

export function action(args: Route.ActionArgs) {
  return changeListingState(args);
}

export default function ManageListings({ loaderData, actionData }: Route.ComponentProps) {
  return <ManageListingsPage loaderData={loaderData} actionData={actionData} />;
}
