import { lazy, type ReactNode, Suspense } from 'react';
import type { BaseMap } from './base-map.ts';
import type { MapBounds, MapMarker, MapPoint } from './map-geometry.ts';
import type { MapSettings } from './map-settings.ts';
import { OfflineMap } from './offline-map.tsx';
import './maps.css';

export interface MapViewProps {
  settings: MapSettings;
  /** The place the map is about: centred and pinned. */
  center: MapPoint;
  /** Its name, shown under the offline view and read by screen readers. */
  label: string;
  zoom?: number;
  /** More pins (a search map's results). */
  markers?: readonly MapMarker[];
  /**
   * The area to show instead of `center` and `zoom` (a search map): fitted into the view, with no
   * pin of its own at the centre.
   */
  area?: MapBounds;
  /** Called with the visible area after the visitor (not the page) moved the interactive map. */
  onBoundsChange?: (bounds: MapBounds) => void;
  /** What shows while there is no interactive map; the offline view of `center` by default. */
  fallback?: ReactNode;
  className?: string;
  /** The offline view's caption: the place and its coordinates, or only the coordinates. */
  caption?: 'place' | 'coordinates';
  /** The offline view's base map, drawn by the server for `placeMapLayout(center)` (`drawPlaceBaseMap`). */
  baseMap?: BaseMap | null;
}

// Fetched with the first map of a marketplace that configured a style; a fresh install's maps are
// all offline and cost the pages no script beyond this file.
const InteractiveMap = lazy(() =>
  import('./interactive-map.tsx').then((module) => ({ default: module.InteractiveMap })),
);

/**
 * A map of one place (and optionally more markers): the offline view, drawn on the server, or with
 * a style configured the interactive map (`InteractiveMap`), which shows the offline view until
 * MapLibre GL has loaded in the browser.
 */
export function MapView(props: MapViewProps) {
  const { settings, center, label, markers, fallback, className, caption, baseMap } = props;
  const offline = fallback ?? (
    <OfflineMap center={center} label={label} markers={markers} caption={caption} baseMap={baseMap} />
  );
  const classes = ['map-view', className].filter(Boolean).join(' ');
  if (!settings.styleUrl) {
    return (
      <div className={classes} data-map-status="offline">
        {offline}
      </div>
    );
  }
  return (
    <Suspense
      fallback={
        <div className={classes} data-map-status="loading">
          {offline}
        </div>
      }
    >
      <InteractiveMap {...props} />
    </Suspense>
  );
}
