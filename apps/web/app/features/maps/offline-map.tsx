import { OFFLINE_MAP_TEXTS } from '@mercato/core/texts/catalogs/common/offline-map';
import { useId } from 'react';
import { useTexts } from '../../lib/texts.ts';
import {
  boundsOf,
  formatCoordinates,
  type MapMarker,
  type MapPoint,
  type OfflineMapLayout,
  offlineMapLayout,
} from './map-geometry.ts';

const WIDTH = 640;
const HEIGHT = 320;

/** A pin of the offline view, its tip at (x, y). */
export function MapPin({ x, y, label, main }: { x: number; y: number; label: string | null; main: boolean }) {
  return (
    <g
      className={main ? 'offline-map__pin offline-map__pin--main' : 'offline-map__pin'}
      transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
    >
      {label ? <title>{label}</title> : null}
      <ellipse cx="0" cy="0" rx="9" ry="3.5" className="offline-map__pin-shadow" />
      <path
        d="M0 0 C -3 -9, -13 -15, -13 -25 A 13 13 0 1 1 13 -25 C 13 -15, 3 -9, 0 0 Z"
        className="offline-map__pin-body"
      />
      <circle cx="0" cy="-25" r="5" className="offline-map__pin-dot" />
    </g>
  );
}

/**
 * The ground of an offline map, `width`×`height`: a hatched panel with the layout's meridians and
 * parallels (every offline map, the listing's and the search page's, is drawn on it).
 */
export function MapGround({
  layout,
  width,
  height,
}: {
  layout: OfflineMapLayout;
  width: number;
  height: number;
}) {
  const patternId = useId();
  return (
    <>
      <defs>
        <pattern id={patternId} width="16" height="16" patternUnits="userSpaceOnUse">
          <path d="M16 0 L0 16" className="offline-map__hatch" />
        </pattern>
      </defs>
      <rect width={width} height={height} className="offline-map__ground" />
      <rect width={width} height={height} fill={`url(#${patternId})`} />
      {layout.meridians.map(({ x, lng }) => (
        <line key={`m${lng}`} x1={x} x2={x} y1="0" y2={height} className="offline-map__grid" />
      ))}
      {layout.parallels.map(({ y, lat }) => (
        <line key={`p${lat}`} x1="0" x2={width} y1={y} y2={y} className="offline-map__grid" />
      ))}
    </>
  );
}

/**
 * The map without a map service: a quiet panel with a coordinate grid, the pin (or pins) where they
 * are relative to each other, and the place's name and coordinates. Drawn on the server, needs no
 * script and loads nothing.
 */
export function OfflineMap({
  center,
  label,
  markers = [],
  caption = 'place',
}: {
  center: MapPoint;
  label: string;
  markers?: readonly MapMarker[];
  /** `coordinates` where the place's name is already shown beside the map. */
  caption?: 'place' | 'coordinates';
}) {
  const t = useTexts(OFFLINE_MAP_TEXTS);
  const points = [center, ...markers.map((marker) => marker.position)];
  const bounds = boundsOf(points)!;
  const layout = offlineMapLayout(bounds, WIDTH, HEIGHT);
  const main = layout.project(center);
  return (
    <figure className="offline-map" data-testid="offline-map">
      <svg
        className="offline-map__canvas"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('label', { place: label, coordinates: formatCoordinates(center) })}
        preserveAspectRatio="xMidYMid slice"
      >
        <MapGround layout={layout} width={WIDTH} height={HEIGHT} />
        <circle cx={main.x} cy={main.y} r="46" className="offline-map__halo" />
        {markers.map((marker) => {
          const { x, y } = layout.project(marker.position);
          return <MapPin key={marker.id} x={x} y={y} label={marker.label} main={false} />;
        })}
        <MapPin x={main.x} y={main.y} label={null} main />
      </svg>
      <figcaption className="offline-map__caption">
        {caption === 'place' ? <span className="offline-map__place">{label}</span> : null}
        <span className="offline-map__coordinates">{formatCoordinates(center)}</span>
      </figcaption>
    </figure>
  );
}
