import { SEARCH_PAGE_TEXTS } from '@mercato/core/texts/catalogs/listings/search-page';
import type { ShouldRevalidateFunction } from 'react-router';
import { loadSearchPage } from '../features/search/search.server.ts';
import { isViewSwitch } from '../features/search/search-links.ts';
import { SearchPage, searchTitleOf } from '../features/search/search-page.tsx';
import { PUBLIC_PAGE } from '../lib/page-cache.ts';
import { routePage, stylesheets } from '../lib/route-module.tsx';
import { metaTexts } from '../lib/texts.ts';
import listingStylesHref from '../styles/listings.css?url';
import searchStylesHref from '../styles/search.css?url';
import type { Route } from './+types/search';

// Both `/s` and `/s/:listingType` (spec §2 SearchPage, SearchPageWithListingType).
export const links: Route.LinksFunction = stylesheets(listingStylesHref, searchStylesHref);
// Visitors without a session see the same page for the same URL: the server may keep it.
export const handle = PUBLIC_PAGE;

export const loader = (args: Route.LoaderArgs) => loadSearchPage(args);
// Switching a phone between the results and their map shows the same results: nothing to fetch
// (the page reads the view from the URL).
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (isViewSwitch(currentUrl, nextUrl) ? false : defaultShouldRevalidate);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTexts(SEARCH_PAGE_TEXTS, matches);
  return [
    { title: loaderData ? searchTitleOf(loaderData, t) : t('metaTitle') },
    { name: 'description', content: t('metaDescription') },
  ];
}

export default routePage<Route.ComponentProps>(SearchPage);
