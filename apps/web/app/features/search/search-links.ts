import type { Category } from '@mercato/core/config/categories';
import { boundsParam, type MapBounds } from '../maps/map-geometry.ts';
import { isCustomFilterApplicable, type SearchFilters } from './search-filters.ts';
import {
  type CustomFilterValue,
  EMPTY_SEARCH,
  type SearchState,
  type SearchView,
  searchPathOf,
} from './search-params.ts';

/** A state after a change of filters: back on page 1, without custom filters that no longer apply. */
function refiltered(state: SearchState, filters: SearchFilters): SearchState {
  const custom: Record<string, CustomFilterValue> = {};
  for (const filter of filters.custom) {
    const value = state.custom[filter.key];
    if (value && isCustomFilterApplicable(filter, state.listingType, state.categories)) {
      custom[filter.key] = value;
    }
  }
  return { ...state, custom, page: 1 };
}

/** The same search for another listing type (`null`: every type). */
export function listingTypePath(
  state: SearchState,
  filters: SearchFilters,
  listingType: string | null,
): string {
  return searchPathOf(refiltered({ ...state, listingType }, filters), filters);
}

/** The same search in a category, given as its ids from level 1 down (`[]`: every category). */
export function categoryPath(state: SearchState, filters: SearchFilters, categories: string[]): string {
  return searchPathOf(refiltered({ ...state, categories }, filters), filters);
}

/**
 * The search of the area a visitor moved the map to ("search as I move the map", config search
 * page `map`): the area becomes `bounds` with `mapSearch=true`, and the place typed before, which
 * no longer names what is shown, is dropped; back on page 1. Coordinates keep 6 decimals.
 */
export function mapSearchPath(state: SearchState, filters: SearchFilters, area: MapBounds): string {
  return searchPathOf(
    { ...state, bounds: boundsParam(area), mapSearch: true, address: null, origin: null, page: 1 },
    filters,
  );
}

/** The same search on another page. */
export function pagePath(state: SearchState, filters: SearchFilters, page: number): string {
  return searchPathOf({ ...state, page }, filters);
}

/**
 * The search without its filters: the keywords and the place searched (the main search) stay,
 * as do the listing type of the path, the sort order and the view (list or map).
 */
export function clearFiltersPath(state: SearchState, filters: SearchFilters): string {
  const { keywords, address, origin, bounds, mapSearch, sort, view } = state;
  return searchPathOf({ ...EMPTY_SEARCH, keywords, address, origin, bounds, mapSearch, sort, view }, filters);
}

/** The same search, same page, shown as a list or as a map (narrow screens, map layout). */
export function viewPath(state: SearchState, filters: SearchFilters, view: SearchView): string {
  return searchPathOf({ ...state, view }, filters);
}

/**
 * Whether going from one search page to another only switches between list and map: the same
 * results, which the page need not fetch again.
 */
export function isViewSwitch(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const withoutView = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('view');
    return params.toString();
  };
  return withoutView(current) === withoutView(next) && current.search !== next.search;
}

/** One category in the filter's tree: its ids from level 1 down, and whether it is chosen. */
export interface CategoryNode {
  id: string;
  name: string;
  path: string[];
  selected: boolean;
  /** The chosen category is this one or below it: its subcategories are shown. */
  open: boolean;
  children: CategoryNode[];
}

/** The category tree with the chosen path marked and opened. */
export function categoryNodesOf(
  tree: readonly Category[],
  chosen: readonly string[],
  parents: string[] = [],
): CategoryNode[] {
  return tree.map((category) => {
    const path = [...parents, category.id];
    const open = path.every((id, index) => chosen[index] === id);
    return {
      id: category.id,
      name: category.name,
      path,
      selected: open && chosen.length === path.length,
      open,
      children: open ? categoryNodesOf(category.subcategories ?? [], chosen, path) : [],
    };
  });
}
