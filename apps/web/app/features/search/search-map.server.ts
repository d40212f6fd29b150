import type { ListingCardView } from '../listings/listing-card-view.ts';
import { drawBaseMap } from '../maps/base-map.server.ts';
import type { BaseMap } from '../maps/base-map.ts';
import { searchMapAreaOf, searchMapLayout, searchMapObstacles, searchMapPinsOf } from './search-map.ts';
import type { SearchState } from './search-params.ts';

/**
 * The base map under the search page's offline map, for the area it shows (the searched area, or
 * the results'), its names clear of the markers and controls; null when the map shows nothing.
 */
export async function drawSearchBaseMap(
  state: Pick<SearchState, 'bounds'>,
  listings: readonly ListingCardView[],
): Promise<BaseMap | null> {
  const pins = searchMapPinsOf(listings);
  const area = searchMapAreaOf(state, pins);
  if (!area) return null;
  const layout = searchMapLayout(area);
  // Without its data (a broken install) the map keeps its plain ground rather than failing the page.
  const placed = pins.map((pin) => layout.project(pin.position));
  return drawBaseMap(layout, {
    obstacles: searchMapObstacles(layout, pins),
    pins: placed,
    labelLimit: 10,
  }).catch(() => null);
}
