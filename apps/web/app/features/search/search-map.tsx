import { SEARCH_MAP_TEXTS } from '@mercato/core/texts/catalogs/listings/search-map';
import type { CatalogTexts } from '@mercato/core/texts/ui-texts';
import { textsOf } from '@mercato/core/texts/ui-texts';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTexts } from '../../lib/texts.ts';
import type { ListingCardView } from '../listings/listing-card-view.ts';
import { type BaseMap, baseMapFor } from '../maps/base-map.ts';
import type { MapBounds } from '../maps/map-geometry.ts';
import type { MapSettings } from '../maps/map-settings.ts';
import { MapView } from '../maps/map-view.tsx';
import { MapAttribution, MapGround, MapPin } from '../maps/offline-map.tsx';
import '../maps/maps.css';
import type { SearchFilters } from './search-filters.ts';
import { mapSearchPath } from './search-links.ts';
import {
  clusterAreaOf,
  MAP_MOVES,
  mapMovePaths,
  SEARCH_MAP_SIZE,
  type SearchMapPin,
  searchMapAreaOf,
  searchMapLayout,
  searchMapMarkersOf,
  searchMapPinsOf,
} from './search-map.ts';
import type { SearchState } from './search-params.ts';

const { width: WIDTH, height: HEIGHT } = SEARCH_MAP_SIZE;
const MOVE_SYMBOLS = { 'zoom-in': '+', 'zoom-out': '−', north: '↑', west: '←', east: '→', south: '↓' };

/** Pins too close to tell apart, as one marker with their count: a link that zooms the search in on them. */
function ClusterMarker({ x, y, count, path }: { x: number; y: number; count: number; path: string }) {
  const t = useTexts(SEARCH_MAP_TEXTS);
  return (
    <Link
      to={path}
      aria-label={t('cluster', { count })}
      rel="nofollow"
      preventScrollReset
      className="search-map__cluster"
      data-testid="map-cluster"
    >
      <title>{t('clusterTitle', { count })}</title>
      <g transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
        <ellipse cx="0" cy="0" rx="9" ry="3.5" className="offline-map__pin-shadow" />
        <circle cx="0" cy="-22" r="16" className="search-map__cluster-ring" />
        <circle cx="0" cy="-22" r="13" className="search-map__cluster-body" />
        <text x="0" y="-17.5" textAnchor="middle" className="search-map__cluster-count">
          {count}
        </text>
      </g>
    </Link>
  );
}

/**
 * The search map without a map service: the searched area on the base map the server drew for it
 * (land, water, borders, place names), a pin for each result that links to it, pins too close to
 * tell apart merged into a marker that zooms in on them, and controls that pan and zoom by searching
 * the moved area — plain links, so it works before (and without) any script and loads nothing.
 */
function OfflineSearchMap(props: {
  state: SearchState;
  filters: SearchFilters;
  area: MapBounds;
  pins: readonly SearchMapPin[];
  baseMap: BaseMap | null;
}) {
  const t = useTexts(SEARCH_MAP_TEXTS);
  const { state, filters, area, pins } = props;
  const layout = searchMapLayout(area);
  const baseMap = baseMapFor(props.baseMap, layout);
  const paths = mapMovePaths(state, filters, area);
  const markers = searchMapMarkersOf(layout, pins);
  return (
    <figure
      className="offline-map search-map__offline"
      data-testid="offline-map"
      data-base-map={baseMap ? 'drawn' : 'none'}
      aria-label={t('mapOfResults')}
    >
      <svg className="offline-map__canvas search-map__canvas" viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
        <title>{t('mapOfResults')}</title>
        <MapGround layout={layout} width={WIDTH} height={HEIGHT} baseMap={baseMap} />
        {markers.map((marker) => {
          if (marker.pins.length === 1) {
            const pin = marker.pins[0]!;
            return (
              <a key={pin.id} href={pin.path} aria-label={pin.label} className="search-map__pin">
                <MapPin x={pin.x} y={pin.y} label={pin.label} main={false} />
              </a>
            );
          }
          const zoomTo = clusterAreaOf(
            marker.pins.map((pin) => pin.position),
            area,
          );
          return (
            <ClusterMarker
              key={marker.pins.map((pin) => pin.id).join(' ')}
              x={marker.x}
              y={marker.y}
              count={marker.pins.length}
              path={mapSearchPath(state, filters, zoomTo)}
            />
          );
        })}
      </svg>
      <nav className="search-map__controls" aria-label={t('moveTheMap')}>
        {MAP_MOVES.map(({ move, label }) => (
          <Link
            key={move}
            to={paths[move]}
            aria-label={t(label)}
            title={t(label)}
            rel="nofollow"
            preventScrollReset
            className={`search-map__move search-map__move--${move}`}
            data-testid={`map-${move}`}
          >
            <span aria-hidden="true">{MOVE_SYMBOLS[move]}</span>
          </Link>
        ))}
      </nav>
    </figure>
  );
}

const ENGLISH = textsOf(SEARCH_MAP_TEXTS, undefined);

/** "3 listings on the map"; the page's results without a location are not on it. */
export function mapCaptionOf(
  pins: number,
  results: number,
  t: CatalogTexts<typeof SEARCH_MAP_TEXTS> = ENGLISH,
): string {
  if (results > 0 && pins === 0) return t('noneLocated');
  return pins < results ? t('partlyOnTheMap', { pins, unlocated: results - pins }) : t('onTheMap', { pins });
}

/**
 * The search page's map (layout `map`, spec §2): the results of this page as pins in the searched
 * area. Moving the map searches the area it then shows ("search as I move the map"): the offline
 * map by its controls, an interactive map (a configured MapLibre style) when the visitor drags or
 * zooms it, unless they untick the box and search the area by its button instead.
 */
export function SearchMap(props: {
  state: SearchState;
  filters: SearchFilters;
  listings: readonly ListingCardView[];
  settings: MapSettings;
  /** The base map the server drew for the area shown (`drawSearchBaseMap`). */
  baseMap?: BaseMap | null;
}) {
  const t = useTexts(SEARCH_MAP_TEXTS);
  const { state, filters, listings, settings, baseMap = null } = props;
  const navigate = useNavigate();
  const pins = useMemo(() => searchMapPinsOf(listings), [listings]);
  const area = searchMapAreaOf(state, pins);
  const [searchOnMove, setSearchOnMove] = useState(true);
  const [movedTo, setMovedTo] = useState<MapBounds | null>(null);
  if (!area) {
    return (
      <div className="search-map search-map--empty" data-testid="search-map">
        <p>{t('nothingToShow')}</p>
      </div>
    );
  }
  const search = (bounds: MapBounds) => {
    setMovedTo(null);
    navigate(mapSearchPath(state, filters, bounds), { preventScrollReset: true });
  };
  const centre = { lat: (area.ne.lat + area.sw.lat) / 2, lng: (area.ne.lng + area.sw.lng) / 2 };
  const offline = (
    <OfflineSearchMap state={state} filters={filters} area={area} pins={pins} baseMap={baseMap} />
  );
  return (
    <div className="search-map" data-testid="search-map">
      <MapView
        settings={settings}
        center={centre}
        label={t('theResults')}
        area={area}
        markers={pins}
        onBoundsChange={(bounds) => (searchOnMove ? search(bounds) : setMovedTo(bounds))}
        fallback={offline}
      />
      <p className="search-map__caption">
        <span>{mapCaptionOf(pins.length, listings.length, t)}</span>
        {baseMapFor(baseMap, searchMapLayout(area)) ? <MapAttribution /> : null}
      </p>
      {settings.styleUrl ? (
        <div className="search-map__options">
          <label>
            <input
              type="checkbox"
              checked={searchOnMove}
              onChange={(event) => setSearchOnMove(event.currentTarget.checked)}
            />{' '}
            {t('searchAsMoved')}
          </label>
          {movedTo && !searchOnMove ? (
            <button type="button" className="button button--small" onClick={() => search(movedTo)}>
              {t('searchThisArea')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
