import { SEARCH_PAGE_TEXTS } from '@mercato/core/texts/catalogs/listings/search-page';
import type { CatalogTexts } from '@mercato/core/texts/ui-texts';
import { textsOf } from '@mercato/core/texts/ui-texts';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { useMessageText, useTexts } from '../../lib/texts.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ListingCardGrid } from '../listings/listing-card.tsx';
import { PaginationLinks } from '../listings/pagination-links.tsx';
import type { SearchPageData } from './search.server.ts';
import { SEARCH_FORM_ID, SearchFiltersPanel } from './search-filters-form.tsx';
import { clearFiltersPath, pagePath, viewPath } from './search-links.ts';
import { SearchMap } from './search-map.tsx';
import { hasActiveFilters, type SearchState, searchViewOf } from './search-params.ts';
import { sortViewOf } from './search-query.ts';

/** The search page's texts. */
export type SearchPageTexts = CatalogTexts<typeof SEARCH_PAGE_TEXTS>;

const ENGLISH: SearchPageTexts = textsOf(SEARCH_PAGE_TEXTS, undefined);

/** "24 listings", "1 listing", "No listings"; a count of what is shown when the API cannot count. */
export function resultsCountText(totalItems: number | null, shown: number, t = ENGLISH): string {
  if (totalItems === null) return t('shownCount', { count: shown });
  return t('resultCount', { count: totalItems });
}

/**
 * The page heading: the keywords searched, else the place (a typed address, or the area a map was
 * moved to), else the listing type, else every listing.
 */
export function searchTitleOf(data: Pick<SearchPageData, 'state' | 'filters'>, t = ENGLISH): string {
  const { state, filters } = data;
  if (state.keywords) return t('resultsFor', { keywords: state.keywords });
  const located = state.bounds !== null || state.origin !== null;
  if (located && state.mapSearch) return t('inMapArea');
  if (located && state.address) return t('near', { address: state.address });
  const type = filters.listingTypes.find((listingType) => listingType.id === state.listingType);
  if (type) return type.label;
  return t('allListings');
}

/**
 * The sort order: a select that applies itself once the page runs its scripts, with a button that
 * applies it until then. Whether the scripts run is this menu's own state: set on the page, it would
 * draw every card and the map again right after hydration, for one button.
 */
function SortMenu(props: { data: SearchPageData; onChange: () => void }) {
  const t = useTexts(SEARCH_PAGE_TEXTS);
  const enhanced = useHydrated();
  const sort = sortViewOf(props.data.state, props.data.filters);
  if (!sort.shown) return null;
  const name = props.data.filters.sort.queryParamName;
  // The default order is sent as no choice, so the URL names a sort only when one was picked.
  const optionValue = (key: string) => (key === sort.defaultKey ? '' : key);
  return (
    <div className="search-sort">
      <label htmlFor="search-sort">{t('sortBy')}</label>
      <select
        id="search-sort"
        name={name}
        form={SEARCH_FORM_ID}
        defaultValue={optionValue(sort.selected)}
        key={`${sort.selected}-${sort.options.length}`}
        disabled={sort.disabled}
        onChange={props.onChange}
      >
        {sort.options.map((option) => (
          <option key={option.key} value={optionValue(option.key)}>
            {option.label}
          </option>
        ))}
      </select>
      {enhanced || sort.disabled ? null : (
        <button type="submit" form={SEARCH_FORM_ID} className="button button--small button--quiet">
          {t('sort')}
        </button>
      )}
      {sort.disabled ? <p className="search-filter__hint">{t('sortDisabled')}</p> : null}
    </div>
  );
}

/**
 * The switch between the results and their map on screens too narrow for both (map layout): a link
 * to the same search in the other view, floating at the bottom of the screen. A link, so that it
 * works without scripts and the back button goes back to the other view.
 */
function ViewSwitch(props: { state: SearchState; data: SearchPageData }) {
  const t = useTexts(SEARCH_PAGE_TEXTS);
  const toMap = props.state.view === 'list';
  return (
    <Link
      to={viewPath(props.state, props.data.filters, toMap ? 'map' : 'list')}
      rel="nofollow"
      className="search-view-switch"
      data-testid="search-view-switch"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        {toMap ? (
          <path d="M1 3l4.5-1.5 5 1.5L15 1.5v11.5l-4.5 1.5-5-1.5L1 14.5zM5.5 1.5v11.5M10.5 3v11.5" />
        ) : (
          <path d="M1 3h2M6 3h9M1 8h2M6 8h9M1 13h2M6 13h9" />
        )}
      </svg>
      {t(toMap ? 'showMap' : 'showList')}
    </Link>
  );
}

/**
 * SearchPage and SearchPageWithListingType (spec §2 `/s`, `/s/:listingType`): the filters, the
 * results, and in the `map` layout a map of them beside the results; screens too narrow for both
 * show the results first and switch to the map (`view=map`).
 */
export function SearchPage({ loaderData }: { loaderData: SearchPageData }) {
  const {
    filters,
    listings,
    totalItems,
    totalPages,
    aspect,
    loadError,
    datesProblem,
    locationProblem,
    today,
    layout,
    map,
  } = loaderData;
  const t = useTexts(SEARCH_PAGE_TEXTS);
  // The view is read from the URL: switching it fetches nothing again (the route's shouldRevalidate).
  const location = useLocation();
  const view = layout === 'map' ? searchViewOf(new URLSearchParams(location.search)) : 'list';
  const state = { ...loaderData.state, view };
  const wording = useMessageText();
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const filtersRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    // The filters start folded (a narrow screen opens them from their summary) and a wide screen
    // shows them through CSS (`::details-content`), so nothing moves once the page is drawn; a
    // browser without that selector opens them here instead.
    const wide = !window.matchMedia('(max-width: 800px)').matches;
    if (filtersRef.current && wide && !CSS.supports('selector(::details-content)'))
      filtersRef.current.open = true;
  }, []);
  const loading = navigation.state === 'loading' && navigation.location.pathname.startsWith('/s');
  return (
    <section className={`search-page search-page--${layout} search-page--view-${view}`}>
      <header className="search-page__header">
        <div>
          <h1>{searchTitleOf(loaderData, t)}</h1>
          {loadError ? null : (
            <p className="search-page__count" role="status" data-testid="results-count">
              {resultsCountText(totalItems, listings.length, t)}
            </p>
          )}
        </div>
        <SortMenu data={loaderData} onChange={() => formRef.current?.requestSubmit()} />
      </header>
      <div className={`search-page__columns search-page__columns--${layout}`}>
        <aside className="search-page__filters">
          <details className="search-page__filters-toggle" ref={filtersRef}>
            <summary>{t('filters')}</summary>
            <SearchFiltersPanel
              state={state}
              filters={filters}
              today={today}
              datesProblem={datesProblem}
              locationProblem={locationProblem}
              formRef={formRef}
            />
          </details>
        </aside>
        <div className="search-page__results" aria-busy={loading} data-loading={loading || undefined}>
          {loadError ? (
            <div className="search-page__empty">
              <p className="form-error" role="alert">
                {wording(loadError)}
              </p>
              <Link to={clearFiltersPath(state, filters)}>{t('clearAllFilters')}</Link>
            </div>
          ) : listings.length === 0 ? (
            <div className="search-page__empty">
              <h2>{t('noResults')}</h2>
              <p>{t('noResultsHint')}</p>
              {hasActiveFilters(state) ? (
                <Link
                  to={clearFiltersPath({ ...state, keywords: null }, filters)}
                  className="button button--small"
                >
                  {t('clearAllFilters')}
                </Link>
              ) : null}
            </div>
          ) : (
            <>
              <h2 className="visually-hidden">{t('searchResults')}</h2>
              <ListingCardGrid
                listings={listings}
                aspect={aspect}
                label={t('searchResults')}
                eagerCount={2}
              />
            </>
          )}
          <PaginationLinks
            page={state.page}
            totalPages={totalPages}
            pathOf={(page) => pagePath(state, filters, page)}
          />
        </div>
        {layout === 'map' ? (
          <aside className="search-page__map" aria-label={t('mapLabel')}>
            {/* Drawn again when shown, so that an interactive map is laid out in a visible box. */}
            <SearchMap
              key={view}
              state={state}
              filters={filters}
              listings={listings}
              settings={map}
              baseMap={loaderData.baseMap}
            />
          </aside>
        ) : null}
      </div>
      {layout === 'map' ? <ViewSwitch state={state} data={loaderData} /> : null}
    </section>
  );
}
