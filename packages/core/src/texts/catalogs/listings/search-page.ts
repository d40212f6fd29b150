import { defineTexts } from '../../ui-texts.ts';

/** The search page (spec §2 `/s`, `/s/:listingType`): heading, result count, sort menu, empty state. */
export const SEARCH_PAGE_TEXTS = defineTexts('SearchPage', {
  metaTitle: 'Search',
  metaDescription: 'Search listings by keywords, category, dates, seats and price.',
  resultsFor: 'Results for “{keywords}”',
  inMapArea: 'Listings in the map area',
  near: 'Listings near {address}',
  allListings: 'All listings',
  resultCount: '{count, plural, =0 {No listings} one {# listing} other {# listings}}',
  shownCount: '{count, plural, one {Showing # listing} other {Showing # listings}}',
  sortBy: 'Sort by',
  sort: 'Sort',
  sortDisabled: 'Sorting is not available with these filters.',
  filters: 'Filters',
  clearAllFilters: 'Clear all filters',
  noResults: 'No listings match your search',
  noResultsHint: 'Try other keywords, fewer filters or other dates.',
  searchResults: 'Search results',
  mapLabel: 'Map',
  showMap: 'Show map',
  showList: 'Show list',
  filtersRefused: 'Some of these filters cannot be used. Please change them or clear all filters.',
});
