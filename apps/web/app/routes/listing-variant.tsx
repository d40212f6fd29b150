import { LISTING_PAGE_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-page';
import { listingMetaOf } from '../features/listing-page/listing-meta.ts';
import { loadListingPreview } from '../features/listing-page/listing-page.server.ts';
import { ListingPage } from '../features/listing-page/listing-page.tsx';
import { stylesheets } from '../lib/route-module.tsx';
import { metaTexts } from '../lib/texts.ts';
import listingStylesHref from '../styles/listings.css?url';
import type { Route } from './+types/listing-variant';

export const links: Route.LinksFunction = stylesheets(listingStylesHref);
export const loader = (args: Route.LoaderArgs) => loadListingPreview(args);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMetaOf(loaderData, metaTexts(LISTING_PAGE_TEXTS, matches));
}

export default function ListingVariant({ loaderData }: Route.ComponentProps) {
  return <ListingPage loaderData={loaderData} />;
}
