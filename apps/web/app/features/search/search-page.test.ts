import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListingCardView } from '../listings/listing-card-view.ts';
import { OFFLINE_MAP_SETTINGS } from '../maps/map-settings.ts';
import type { SearchPageData } from './search.server.ts';
import { resultsCountText, SearchPage, searchTitleOf } from './search-page.tsx';
import { parseSearchParams } from './search-params.ts';
import { buildSearchFilters } from './test-filters.ts';

const filters = buildSearchFilters();

function pageData(query: string, overrides: Partial<SearchPageData> = {}): SearchPageData {
  return {
    state: parseSearchParams(new URLSearchParams(query), undefined, filters),
    filters,
    listings: [],
    totalItems: 0,
    totalPages: 0,
    aspect: { width: 4, height: 3 },
    datesProblem: null,
    locationProblem: null,
    loadError: null,
    today: '2031-05-10',
    layout: 'grid',
    map: OFFLINE_MAP_SETTINGS,
    baseMap: null,
    ...overrides,
  };
}

const card = (n: number): ListingCardView => ({
  id: `id-${n}`,
  title: `Lesson ${n}`,
  path: `/l/lesson-${n}/id-${n}`,
  price: { amount: '$45.00', unit: 'per hour' },
  image: { src: `/img/${n}`, srcSet: `/img/${n} 400w, /img/${n}-2x 800w`, width: 400, height: 300 },
  authorName: 'Ada P',
  position: null,
  rating: null,
});

/** The page as the server renders it, at `path`. */
function render(data: SearchPageData, path = '/s'): string {
  const Stub = createRoutesStub([
    { path: '/s', Component: () => createElement(SearchPage, { loaderData: data }) },
  ]);
  return renderToString(createElement(Stub, { initialEntries: [path] }));
}

describe('SearchPage (server rendering)', () => {
  it('renders results as cards with the count, sort menu and page links', () => {
    const html = render(
      pageData('keywords=lesson&page=2', {
        listings: [card(1), card(2)],
        totalItems: 50,
        totalPages: 3,
      }),
    );
    expect(html).toContain('Results for “lesson”');
    expect(html).toContain('50 listings');
    expect(html).toContain('href="/l/lesson-1/id-1"');
    expect(html).toContain('srcSet="/img/1 400w, /img/1-2x 800w"');
    expect(html).toContain('by Ada P');
    expect(html).toContain('href="/s?keywords=lesson&amp;page=3"');
    expect(html).toContain('href="/s?keywords=lesson"'); // page 1 has no page parameter
    // The default order is the empty choice, so sending the form adds no sort to the URL.
    expect(html).toMatch(/<option value="" selected="">Relevance \(keyword search\)<\/option>/);
    expect(html).toContain('<option value="-price">Lowest price</option>');
  });

  it('shows a rating on the cards of reviewed listings only, read out in full', () => {
    const reviewed = { ...card(1), rating: { count: 3, averageRating: 4.67 } };
    const html = render(pageData('', { listings: [reviewed, card(2)], totalItems: 2, totalPages: 1 }));
    expect(html.match(/data-testid="listing-card-rating"/g)).toHaveLength(1);
    expect(html).toContain('4.7 (3)');
    expect(html).toContain('Rated 4.7 out of 5 from 3 reviews');
  });

  it('is a GET form that works without JavaScript, with its values filled in', () => {
    const html = render(
      pageData(
        'price=10,200&dates=2031-05-12,2031-05-14&seats=2&pub_language=en&pub_categoryLevel1=outdoors',
      ),
    );
    expect(html).toMatch(/<form[^>]*action="\/s" method="get"/);
    expect(html).toMatch(/name="price_min"[^>]*value="10"/);
    expect(html).toMatch(/name="price_max"[^>]*value="200"/);
    expect(html).toMatch(/name="dates_start"[^>]*value="2031-05-12"/);
    expect(html).toMatch(/name="seats"[^>]*value="2"/);
    expect(html).toContain('<input type="checkbox" name="pub_language" checked="" value="en"/>');
    expect(html).toContain('<input type="checkbox" name="pub_language" value="de"/>');
    expect(html).toContain('<input type="hidden" name="pub_categoryLevel1" value="outdoors"/>');
    // The sort menu sits outside the form but belongs to it, with a button for browsers without scripts.
    expect(html).toMatch(/<select id="search-sort" name="sort" form="search-filters"/);
    expect(html).toMatch(/<button type="submit" form="search-filters"[^>]*>Sort<\/button>/);
    // Listing types and categories are links that keep the rest of the search.
    expect(html).toContain(
      'href="/s/gear-rental?dates=2031-05-12%2C2031-05-14&amp;seats=2&amp;price=10%2C200&amp;pub_categoryLevel1=outdoors&amp;pub_language=en"',
    );
  });

  it('shows the empty state with a way to clear the filters', () => {
    const html = render(pageData('price=900,1000'));
    expect(html).toContain('No listings match your search');
    expect(html).toContain('No listings');
    expect(html).toContain('href="/s"');
  });

  it('says why the dates were not applied', () => {
    const html = render(
      pageData('dates=2031-05-01,2031-05-02', { datesProblem: 'Choose dates from today on.' }),
    );
    expect(html).toContain('Choose dates from today on.');
  });
});

describe('resultsCountText and searchTitleOf', () => {
  it('counts results', () => {
    expect(resultsCountText(0, 0)).toBe('No listings');
    expect(resultsCountText(1, 1)).toBe('1 listing');
    expect(resultsCountText(1234, 24)).toBe('1,234 listings');
    expect(resultsCountText(null, 7)).toBe('Showing 7 listings');
  });

  it('names the search', () => {
    expect(searchTitleOf(pageData(''))).toBe('All listings');
    expect(searchTitleOf(pageData('address=Lisbon%2C+Portugal&bounds=38.8,-9,38.6,-9.3'))).toBe(
      'Listings near Lisbon, Portugal',
    );
    expect(searchTitleOf(pageData('address=Lisbon&bounds=38.8,-9,38.6,-9.3&mapSearch=true'))).toBe(
      'Listings in the map area',
    );
    expect(searchTitleOf(pageData('address=Lisbon'))).toBe('All listings');
    expect(
      searchTitleOf({ ...pageData(''), state: { ...pageData('').state, listingType: 'gear-rental' } }),
    ).toBe('Gear rental');
  });
});
