import { OFFLINE_MAP_TEXTS } from '@mercato/core/texts/catalogs/common/offline-map';
import { useId } from 'react';
import { useTexts } from '../../lib/texts.ts';
import { type BaseMap, baseMapFor } from './base-map.ts';
import {
  formatCoordinates,
  type MapMarker,
  type MapPoint,
  type OfflineMapLayout,
  PLACE_MAP_SIZE,
  placeMapLayout,
} from './map-geometry.ts';

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

/** The land, water, borders and place names of a base map, under the pins. */
function BaseMapLayers({ baseMap, width, height }: { baseMap: BaseMap; width: number; height: number }) {
  return (
    // The place names would be read between the pins; the map's meaning for a screen reader is its pins.
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a group of shapes and text, nothing in it takes focus
    <g className="offline-map__base" aria-hidden="true">
      <rect width={width} height={height} className="offline-map__sea" />
      <path d={baseMap.land} className="offline-map__land" fillRule="evenodd" />
      {baseMap.water ? <path d={baseMap.water} className="offline-map__water" fillRule="evenodd" /> : null}
      {baseMap.regions ? <path d={baseMap.regions} className="offline-map__region-border" /> : null}
      {baseMap.borders ? <path d={baseMap.borders} className="offline-map__country-border" /> : null}
      <g className="offline-map__places" data-testid="map-place-names">
        {baseMap.labels.map((label) => (
          <g key={`${label.name}@${label.x},${label.y}`}>
            <circle cx={label.x} cy={label.y} r={label.major ? 3 : 2.5} className="offline-map__place-dot" />
            <text
              x={label.textX}
              y={label.textY}
              textAnchor={label.anchor}
              dominantBaseline="central"
              className={
                label.major
                  ? 'offline-map__place-name offline-map__place-name--major'
                  : 'offline-map__place-name'
              }
            >
              {label.name}
            </text>
          </g>
        ))}
      </g>
    </g>
  );
}

/**
 * The ground of an offline map, `width`×`height`: the base map drawn for this layout when the page
 * has it (land, water, borders and names), else a hatched panel with the layout's meridians and
 * parallels (a map whose view moved in the browser, away from what the server drew).
 */
export function MapGround({
  layout,
  width,
  height,
  baseMap,
}: {
  layout: OfflineMapLayout;
  width: number;
  height: number;
  baseMap?: BaseMap | null;
}) {
  const patternId = useId();
  const drawn = baseMapFor(baseMap, layout);
  if (drawn) return <BaseMapLayers baseMap={drawn} width={width} height={height} />;
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

/** Who the base map's data comes from, under the map (only where a base map is drawn). */
export function MapAttribution() {
  const t = useTexts(OFFLINE_MAP_TEXTS);
  return <small className="offline-map__attribution">{t('attribution')}</small>;
}

/**
 * The map without a map service: the place's surroundings (the base map the server drew for it,
 * see `base-map.server.ts`), the pin (or pins), and the place's name and coordinates. Drawn on the
 * server, needs no script and loads nothing.
 */
export function OfflineMap({
  center,
  label,
  markers = [],
  caption = 'place',
  baseMap,
}: {
  center: MapPoint;
  label: string;
  markers?: readonly MapMarker[];
  /** `coordinates` where the place's name is already shown beside the map. */
  caption?: 'place' | 'coordinates';
  baseMap?: BaseMap | null;
}) {
  const t = useTexts(OFFLINE_MAP_TEXTS);
  const { width, height } = PLACE_MAP_SIZE;
  const layout = placeMapLayout(
    center,
    markers.map((marker) => marker.position),
  );
  const main = layout.project(center);
  const drawn = baseMapFor(baseMap, layout);
  return (
    <figure className="offline-map" data-testid="offline-map" data-base-map={drawn ? 'drawn' : 'none'}>
      <svg
        className="offline-map__canvas"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('label', { place: label, coordinates: formatCoordinates(center) })}
        preserveAspectRatio="xMidYMid slice"
      >
        <MapGround layout={layout} width={width} height={height} baseMap={drawn} />
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
        {drawn ? <MapAttribution /> : null}
      </figcaption>
    </figure>
  );
}
