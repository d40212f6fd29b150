import { LISTING_PAGE_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-page';
import { listingMetaOf } from '../features/listing-page/listing-meta.ts';
import { loadListingPreview } from '../features/listing-page/listing-page.server.ts';
import { ListingPage } from '../features/listing-page/listing-page.tsx';
import { metaTexts } from '../lib/texts.ts';
import listingStylesHref from '../styles/listings.css?url';
import type { Route } from './+types/listing-variant';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: listingStylesHref }];

export function loader(args: Route.LoaderArgs) {
  return loadListingPreview(args);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMetaOf(loaderData, metaTexts(LISTING_PAGE_TEXTS, matches));
}

export default function ListingVariant({ loaderData }: Route.ComponentProps) {
  return <ListingPage loaderData={loaderData} />;
}
