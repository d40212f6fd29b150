import type { OfflineMapLayout } from './map-geometry.ts';
import type { PlacedLabel } from './place-labels.ts';

/**
 * The offline base map of one view, ready to draw: SVG paths in the view's units and the names
 * placed on it. Made on the server (`base-map.server.ts`, from Natural Earth and GeoNames data
 * that never reach a browser) and handed to the page as loader data, a few kilobytes.
 */
export interface BaseMap {
  /** The view it was drawn for (`baseMapViewKey`): a map drawn for another view is not used. */
  view: string;
  /** Land (fill-rule even-odd: lakes inside land come out as holes only where the data has them). */
  land: string;
  /** Lakes. */
  water: string;
  /** Borders between countries. */
  borders: string;
  /** Borders between states and provinces, where the data has them. */
  regions: string;
  labels: PlacedLabel[];
}

/** What a view is, as a base map and the map drawing it agree on it: the box's size and area. */
export function baseMapViewKey(layout: OfflineMapLayout): string {
  const { ne, sw } = layout.view;
  return [layout.width, layout.height, ne.lat, ne.lng, sw.lat, sw.lng].map((n) => n.toFixed(4)).join(',');
}

/** The base map when it was drawn for this layout, else null (the map then shows its plain ground). */
export function baseMapFor(baseMap: BaseMap | null | undefined, layout: OfflineMapLayout): BaseMap | null {
  return baseMap && baseMap.view === baseMapViewKey(layout) ? baseMap : null;
}
