import type { SEARCH_MAP_TEXTS } from '@mercato/core/texts/catalogs/listings/search-map';
import type { CatalogKey } from '@mercato/core/texts/ui-texts';
import type { ListingCardView } from '../listings/listing-card-view.ts';
import {
  boundsOf,
  clampBounds,
  type MapBounds,
  type MapMarker,
  type MapMove,
  movedBounds,
  parseBoundsParam,
} from '../maps/map-geometry.ts';
import type { SearchFilters } from './search-filters.ts';
import { mapSearchPath } from './search-links.ts';
import type { SearchState } from './search-params.ts';

/** A result on the search map: where it is, what its pin says and where it leads. */
export interface SearchMapPin extends MapMarker {
  path: string;
}

/** The results that have a location, as pins ("Sunset kayak tour, $45.00 per hour"). */
export function searchMapPinsOf(listings: readonly ListingCardView[]): SearchMapPin[] {
  return listings.flatMap((listing) => {
    if (!listing.position) return [];
    const price = listing.price
      ? `, ${listing.price.amount}${listing.price.unit ? ` ${listing.price.unit}` : ''}`
      : '';
    return [
      { id: listing.id, position: listing.position, label: `${listing.title}${price}`, path: listing.path },
    ];
  });
}

/** Room left around the results when the map is fitted to them, as a share of their extent. */
const FIT_MARGIN = 0.15;
/** The smallest area a map fitted to results shows (degrees): one result is not a street view. */
const FIT_MIN_SPAN = 0.05;

/**
 * The area the search map shows: the searched area when there is one (a place, or where the map
 * was moved to), else the results with some room around them; null when there is nothing to show.
 */
export function searchMapAreaOf(
  state: Pick<SearchState, 'bounds'>,
  pins: readonly SearchMapPin[],
): MapBounds | null {
  if (state.bounds) return parseBoundsParam(state.bounds);
  const fitted = boundsOf(
    pins.map((pin) => pin.position),
    FIT_MIN_SPAN,
  );
  if (!fitted) return null;
  const padLat = (fitted.ne.lat - fitted.sw.lat) * FIT_MARGIN;
  const padLng = (fitted.ne.lng - fitted.sw.lng) * FIT_MARGIN;
  return clampBounds({
    ne: { lat: fitted.ne.lat + padLat, lng: fitted.ne.lng + padLng },
    sw: { lat: fitted.sw.lat - padLat, lng: fitted.sw.lng - padLng },
  });
}

/** The map's controls in the order they are drawn and read, with what a screen reader says (its text's key). */
export const MAP_MOVES: readonly { move: MapMove; label: CatalogKey<typeof SEARCH_MAP_TEXTS> }[] = [
  { move: 'zoom-in', label: 'zoomIn' },
  { move: 'zoom-out', label: 'zoomOut' },
  { move: 'north', label: 'moveNorth' },
  { move: 'west', label: 'moveWest' },
  { move: 'east', label: 'moveEast' },
  { move: 'south', label: 'moveSouth' },
];

/**
 * Where each control of the map leads: the same search in the moved area. Every move is a search
 * of what the map then shows, so the map works as plain links, without JavaScript or map tiles.
 */
export function mapMovePaths(
  state: SearchState,
  filters: SearchFilters,
  area: MapBounds,
): Record<MapMove, string> {
  const paths = {} as Record<MapMove, string>;
  for (const { move } of MAP_MOVES) paths[move] = mapSearchPath(state, filters, movedBounds(area, move));
  return paths;
}
