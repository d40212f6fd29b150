import { listingMetaOf } from '../features/listings/listing-meta.ts';
import { loadListingPreview } from '../features/listings/listing-page.server.ts';
import { ListingPage } from '../features/listings/listing-page.tsx';
import listingStylesHref from '../styles/listings.css?url';
import type { Route } from './+types/listing-variant';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: listingStylesHref }];

export function loader(args: Route.LoaderArgs) {
  return loadListingPreview(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return listingMetaOf(loaderData);
}

export default function ListingVariant({ loaderData }: Route.ComponentProps) {
  return <ListingPage loaderData={loaderData} />;
}
