import { LISTING_PAGE_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-page';
import { sendInquiry } from '../features/inquiry/inquiry.server.ts';
import { listingMetaOf } from '../features/listing-page/listing-meta.ts';
import { loadListingPage } from '../features/listing-page/listing-page.server.ts';
import { ListingPage } from '../features/listing-page/listing-page.tsx';
import { PUBLIC_PAGE } from '../lib/page-cache.ts';
import { stylesheets } from '../lib/route-module.tsx';
import { metaTexts } from '../lib/texts.ts';
import listingStylesHref from '../styles/listings.css?url';
import reviewStylesHref from '../styles/reviews.css?url';
import type { Route } from './+types/listing';

// Both `/l/:slug/:id` and the canonical `/l/:id`, which answers 301 to the slugged path.
export const links: Route.LinksFunction = stylesheets(listingStylesHref, reviewStylesHref);
// Visitors without a session see the same page for the same URL: the server may keep it.
export const handle = PUBLIC_PAGE;

export const loader = (args: Route.LoaderArgs) => loadListingPage(args);
export const action = (args: Route.ActionArgs) => sendInquiry(args);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMetaOf(loaderData, metaTexts(LISTING_PAGE_TEXTS, matches));
}

export default function Listing({ loaderData, actionData }: Route.ComponentProps) {
  return <ListingPage loaderData={loaderData} inquiry={actionData} />;
}
