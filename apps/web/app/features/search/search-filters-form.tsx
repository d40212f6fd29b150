import { SEARCH_FILTERS_TEXTS } from '@mercato/core/texts/catalogs/listings/search-filters';
import { type ChangeEvent, type FormEvent, type RefObject, useEffect } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { useTexts } from '../../lib/texts.ts';
import { AddressField } from '../places/address-field.tsx';
import { CustomFilterField } from './custom-filter-field.tsx';
import { LabelledFilter } from './filter-inputs.tsx';
import { PriceFilter } from './price-filter.tsx';
import type { SearchFilters } from './search-filters.ts';
import {
  type CategoryNode,
  categoryNodesOf,
  categoryPath,
  clearFiltersPath,
  listingTypePath,
} from './search-links.ts';
import {
  categoryParamName,
  FORM_FIELDS,
  KEYWORDS_MAX_LENGTH,
  parseSearchParams,
  SEATS_MAX,
  type SearchState,
  searchPathOf,
} from './search-params.ts';
import { applicableCustomFilters } from './search-query.ts';

/** The id of the filters form; the sort menu outside it belongs to it through `form=`. */
export const SEARCH_FORM_ID = 'search-filters';

/**
 * With JavaScript, a search form goes straight to the canonical URL of what it holds (the server
 * would redirect there otherwise), without a full page load.
 */
export function useSearchSubmit(state: SearchState, filters: SearchFilters) {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') params.append(name, value);
    }
    navigate(searchPathOf(parseSearchParams(params, state.listingType ?? undefined, filters), filters));
  };
}

/** `lat,lng` of a searched place as the location field takes it. */
function originPoint(origin: string | null): { lat: number; lng: number } | null {
  if (!origin) return null;
  const [lat, lng] = origin.split(',').map(Number) as [number, number];
  return { lat, lng };
}

/** Choices apply at once; typed values (keywords, dates, numbers) wait for the Apply button. */
function submitOnChoice(event: ChangeEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  const isChoice =
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio'));
  if (isChoice) event.currentTarget.requestSubmit();
}

/** The first and last day of the dates filter (check-in and check-out for nights), today at the earliest. */
function DateRangeInputs(props: { night: boolean; min: string; dates: SearchState['dates'] }) {
  const t = useTexts(SEARCH_FILTERS_TEXTS);
  const bounds = [
    { label: t(props.night ? 'checkIn' : 'from'), name: FORM_FIELDS.datesStart, value: props.dates?.start },
    { label: t(props.night ? 'checkOut' : 'to'), name: FORM_FIELDS.datesEnd, value: props.dates?.end },
  ];
  return (
    <div className="search-filter__range search-filter__range--stacked">
      {bounds.map((bound) => (
        <label key={bound.name}>
          <span>{bound.label}</span>
          <input type="date" name={bound.name} min={props.min} defaultValue={bound.value ?? ''} />
        </label>
      ))}
    </div>
  );
}

function CategoryTree(props: { nodes: CategoryNode[]; state: SearchState; filters: SearchFilters }) {
  return (
    <ul className="category-tree">
      {props.nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={categoryPath(props.state, props.filters, node.selected ? node.path.slice(0, -1) : node.path)}
            aria-current={node.selected ? 'true' : undefined}
            className={node.open ? 'category-tree__link category-tree__link--open' : 'category-tree__link'}
          >
            {node.name}
          </Link>
          {node.children.length > 0 ? (
            <CategoryTree nodes={node.children} state={props.state} filters={props.filters} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The search page's filters (spec §2 Search): listing type and categories as links, the rest in
 * one GET form — it works as it is without JavaScript, and with JavaScript choices apply at once.
 */
export function SearchFiltersPanel(props: {
  state: SearchState;
  filters: SearchFilters;
  today: string;
  datesProblem: string | null;
  locationProblem: string | null;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const t = useTexts(SEARCH_FILTERS_TEXTS);
  const { state, filters, today, datesProblem, locationProblem, formRef } = props;
  const onSubmit = useSearchSubmit(state, filters);
  const canonical = searchPathOf(state, filters);
  // After a navigation (back button, a link) the inputs show the new URL's values again.
  useEffect(() => {
    if (canonical) formRef.current?.reset();
  }, [canonical, formRef]);
  const custom = applicableCustomFilters(state, filters);
  const primary = custom.filter((filter) => filter.group === 'primary');
  const secondary = custom.filter((filter) => filter.group === 'secondary');
  const action = state.listingType ? `/s/${encodeURIComponent(state.listingType)}` : '/s';
  return (
    <div className="search-filters">
      {filters.showListingTypeFilter ? (
        <nav className="search-filter" aria-label={filters.listingTypeLabel}>
          <h2 className="search-filter__label">{filters.listingTypeLabel}</h2>
          <ul className="category-tree">
            <li>
              <Link
                to={listingTypePath(state, filters, null)}
                aria-current={state.listingType === null ? 'true' : undefined}
                className="category-tree__link"
              >
                {t('allTypes')}
              </Link>
            </li>
            {filters.listingTypes.map((type) => (
              <li key={type.id}>
                <Link
                  to={listingTypePath(state, filters, type.id)}
                  aria-current={state.listingType === type.id ? 'true' : undefined}
                  className="category-tree__link"
                >
                  {type.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {filters.categories ? (
        <nav className="search-filter" aria-label={filters.categories.label}>
          <h2 className="search-filter__label">{filters.categories.label}</h2>
          <ul className="category-tree">
            <li>
              <Link
                to={categoryPath(state, filters, [])}
                aria-current={state.categories.length === 0 ? 'true' : undefined}
                className="category-tree__link"
              >
                {t('allCategories')}
              </Link>
            </li>
          </ul>
          <CategoryTree
            nodes={categoryNodesOf(filters.categories.tree, state.categories)}
            state={state}
            filters={filters}
          />
        </nav>
      ) : null}
      <Form
        method="get"
        action={action}
        id={SEARCH_FORM_ID}
        ref={formRef}
        onSubmit={onSubmit}
        onChange={submitOnChoice}
        className="search-filters__form"
        role="search"
        aria-label={t('formLabel')}
      >
        {/* The area the map was moved to; a place typed in the location field replaces it. */}
        {state.mapSearch && state.bounds ? (
          <>
            <input type="hidden" name="bounds" value={state.bounds} />
            <input type="hidden" name="mapSearch" value="true" />
          </>
        ) : null}
        {/* A phone showing the map stays on it. */}
        {state.view === 'map' ? <input type="hidden" name="view" value="map" /> : null}
        {state.categories.map((id, index) => (
          <input
            key={categoryParamName(index + 1)}
            type="hidden"
            name={categoryParamName(index + 1)}
            value={id}
          />
        ))}
        {filters.keywords.enabled ? (
          <LabelledFilter id="filter-keywords" label={filters.keywords.label}>
            <input
              id="filter-keywords"
              name="keywords"
              type="search"
              defaultValue={state.keywords ?? ''}
              maxLength={KEYWORDS_MAX_LENGTH}
            />
          </LabelledFilter>
        ) : null}
        <div className="search-filter search-filter--location">
          {/* Remounted for each search, so the field shows the place of the URL (back button, map moves). */}
          <AddressField
            key={canonical}
            label={t('location')}
            hint={state.mapSearch ? t('mapAreaHint') : undefined}
            defaultAddress={state.address ?? ''}
            defaultOrigin={originPoint(state.origin)}
            error={locationProblem ?? undefined}
          />
        </div>
        {filters.dates.enabled ? (
          <fieldset className="search-filter" aria-describedby={datesProblem ? 'dates-problem' : undefined}>
            <legend className="search-filter__label">{filters.dates.label}</legend>
            <DateRangeInputs
              night={filters.dates.dateRangeMode === 'night'}
              min={today}
              dates={state.dates}
            />
            {datesProblem ? (
              <p className="field__error" id="dates-problem" role="alert">
                {datesProblem}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        {filters.seats.enabled ? (
          <LabelledFilter id="filter-seats" label={filters.seats.label}>
            <input
              id="filter-seats"
              name="seats"
              type="number"
              min={1}
              max={SEATS_MAX}
              step={1}
              inputMode="numeric"
              defaultValue={state.seats ?? ''}
              aria-describedby="seats-hint"
            />
            <p className="search-filter__hint" id="seats-hint">
              {t('seatsHint')}
            </p>
          </LabelledFilter>
        ) : null}
        {filters.price.enabled ? (
          // Remounted for each search, so its typed values follow the URL (back button, links).
          <PriceFilter
            key={canonical}
            filter={filters.price}
            currency={filters.currency}
            value={state.price}
          />
        ) : null}
        {primary.map((filter) => (
          <CustomFilterField key={filter.key} filter={filter} value={state.custom[filter.key]} />
        ))}
        {secondary.length > 0 ? (
          <details
            className="search-filters__more"
            open={secondary.some((f) => state.custom[f.key] !== undefined)}
          >
            <summary>{t('moreFilters')}</summary>
            {secondary.map((filter) => (
              <CustomFilterField key={filter.key} filter={filter} value={state.custom[filter.key]} />
            ))}
          </details>
        ) : null}
        <div className="search-filters__actions">
          <button type="submit" className="button button--small">
            {t('apply')}
          </button>
          <Link to={clearFiltersPath(state, filters)} className="search-filters__clear">
            {t('clearAll')}
          </Link>
        </div>
      </Form>
    </div>
  );
}
