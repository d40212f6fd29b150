import { loadSearchPage } from '../features/search/search.server.ts';
import { SearchPage, searchTitleOf } from '../features/search/search-page.tsx';
import listingStylesHref from '../styles/listings.css?url';
import searchStylesHref from '../styles/search.css?url';
import type { Route } from './+types/search';

// Both `/s` and `/s/:listingType` (spec §2 SearchPage, SearchPageWithListingType).
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: listingStylesHref },
  { rel: 'stylesheet', href: searchStylesHref },
];

export function loader(args: Route.LoaderArgs) {
  return loadSearchPage(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? searchTitleOf(loaderData) : 'Search' },
    { name: 'description', content: 'Search listings by keywords, category, dates, seats and price.' },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage loaderData={loaderData} />;
}
