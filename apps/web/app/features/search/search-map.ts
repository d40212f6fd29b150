import type { SEARCH_MAP_TEXTS } from '@mercato/core/texts/catalogs/listings/search-map';
import type { CatalogKey } from '@mercato/core/texts/ui-texts';
import type { ListingCardView } from '../listings/listing-card-view.ts';
import {
  boundsOf,
  clampBounds,
  type MapBounds,
  type MapMarker,
  type MapMove,
  type MapPoint,
  movedBounds,
  type OfflineMapLayout,
  offlineMapLayout,
  parseBoundsParam,
} from '../maps/map-geometry.ts';
import { clusterPins, type PinCluster } from '../maps/pin-clusters.ts';
import type { ViewBox } from '../maps/place-labels.ts';
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
/**
 * The smallest area a map fitted to results shows (degrees, some 25 km): the results of one city
 * on a map of the city and its neighbours, the finest scale the bundled base map is true at.
 */
const FIT_MIN_SPAN = 0.25;

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

/** The offline search map's size, in its own units. */
// 480 units across: drawn about 440 px wide beside the results on a desktop and 360 px on a phone,
// so a pin (26 units) and a name stay large enough to see and read on both.
export const SEARCH_MAP_SIZE = { width: 480, height: 360 } as const;

/** The offline search map's view of an area (the server draws its base map for the same). */
export function searchMapLayout(area: MapBounds): OfflineMapLayout {
  return offlineMapLayout(area, SEARCH_MAP_SIZE.width, SEARCH_MAP_SIZE.height, 0.06);
}

/** Pins nearer than this (the view's units, a pin's width and a little) are one marker. */
export const CLUSTER_DISTANCE = 30;

/** A pin of the search map where it is drawn. */
export interface PlacedSearchPin extends SearchMapPin {
  x: number;
  y: number;
}

/** The markers of the search map: the results' pins, those too close to tell apart as one cluster. */
export function searchMapMarkersOf(
  layout: OfflineMapLayout,
  pins: readonly SearchMapPin[],
): PinCluster<PlacedSearchPin>[] {
  return clusterPins(
    pins.map((pin) => ({ ...pin, ...layout.project(pin.position) })),
    CLUSTER_DISTANCE,
  );
}

/** How far apart the nearest two of some points are, in degrees (of latitude, longitudes scaled to them). */
function nearestPair(points: readonly MapPoint[]): number {
  let nearest = Infinity;
  for (let a = 0; a < points.length; a++) {
    for (let b = a + 1; b < points.length; b++) {
      const cos = Math.cos((points[a]!.lat * Math.PI) / 180);
      const d = Math.max(
        Math.abs(points[a]!.lat - points[b]!.lat),
        Math.abs(points[a]!.lng - points[b]!.lng) * cos,
      );
      nearest = Math.min(nearest, d);
    }
  }
  return nearest;
}

/** The smallest area a cluster's link zooms to at once (degrees, some 10 km): a city's part, still on the base map. */
const CLUSTER_ZOOM_SPAN = 0.1;

/**
 * The area a cluster's link zooms the search to, from the area shown (`current`): its pins with
 * room around them, at least a tenth of a degree across so the base map still shows where they are
 * (less where the nearest two would not come apart there); where that is not at least twice closer
 * than now, just the pins with room around, so every click comes closer and the pins come apart. The results beside
 * the map then list them (pins at one address stay one marker, and the list shows them).
 */
export function clusterAreaOf(positions: readonly MapPoint[], current: MapBounds): MapBounds {
  const fitted = boundsOf(positions, 0.005)!;
  const padLat = (fitted.ne.lat - fitted.sw.lat) * 0.3;
  const padLng = (fitted.ne.lng - fitted.sw.lng) * 0.3;
  const padded = {
    ne: { lat: fitted.ne.lat + padLat, lng: fitted.ne.lng + padLng },
    sw: { lat: fitted.sw.lat - padLat, lng: fitted.sw.lng - padLng },
  };
  // Close enough that the nearest two pins come apart: a span ten times their distance puts them
  // some 45 units apart on the 480-unit map.
  const wide = boundsOf([padded.ne, padded.sw], Math.min(CLUSTER_ZOOM_SPAN, nearestPair(positions) * 10))!;
  const span = (area: MapBounds) => Math.max(area.ne.lat - area.sw.lat, area.ne.lng - area.sw.lng);
  return clampBounds(span(wide) <= span(current) / 2 ? wide : padded);
}

/**
 * What place names on the search map keep clear of: its markers, and the corners and sides where
 * its controls sit over it (at a phone's size, where they cover the most of it).
 */
export function searchMapObstacles(layout: OfflineMapLayout, pins: readonly SearchMapPin[]): ViewBox[] {
  const { width, height } = SEARCH_MAP_SIZE;
  // A control is 46 px square with its margin: some 62 units at a phone's size.
  const control = 62;
  const controls: ViewBox[] = [
    { left: width - control, top: 0, right: width, bottom: control * 1.8 },
    { left: width / 2 - control / 2, top: 0, right: width / 2 + control / 2, bottom: control },
    { left: width / 2 - control / 2, top: height - control, right: width / 2 + control / 2, bottom: height },
    { left: 0, top: height / 2 - control / 2, right: control, bottom: height / 2 + control / 2 },
    { left: width - control, top: height / 2 - control / 2, right: width, bottom: height / 2 + control / 2 },
  ];
  const markers = searchMapMarkersOf(layout, pins).map(({ x, y }) => ({
    left: x - 17,
    top: y - 42,
    right: x + 17,
    bottom: y + 6,
  }));
  return [...controls, ...markers];
}
