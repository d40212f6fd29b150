import { MAP_VIEW_TEXTS } from '@mercato/core/texts/catalogs/common/map-view';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../lib/texts.ts';
import type { MapViewProps } from './map-view.tsx';
import { OfflineMap } from './offline-map.tsx';

type Status = 'offline' | 'loading' | 'ready';

/**
 * The map of `MapView` where a style is configured, loaded with its first use (the pages of a fresh
 * install, whose maps are all offline, never fetch it). MapLibre GL itself loads in the browser only,
 * after the page, and replaces the offline view once its style has loaded; while loading, or if it
 * fails (no WebGL, blocked host), the offline view stays.
 */
export function InteractiveMap({
  settings,
  center,
  label,
  zoom = 13,
  markers,
  area,
  onBoundsChange,
  fallback,
  className,
  caption,
  baseMap,
}: MapViewProps) {
  const t = useTexts(MAP_VIEW_TEXTS);
  const container = useRef<HTMLElement>(null);
  const [status, setStatus] = useState<Status>(settings.styleUrl ? 'loading' : 'offline');
  const boundsCallback = useRef(onBoundsChange);
  boundsCallback.current = onBoundsChange;
  const { lat, lng } = center;
  // The area as one value, so the map is set up again only when the area itself changes.
  const areaKey = area ? [area.ne.lat, area.ne.lng, area.sw.lat, area.sw.lng].join(',') : null;

  useEffect(() => {
    const styleUrl = settings.styleUrl;
    const element = container.current;
    if (!styleUrl || !element) return;
    let cancelled = false;
    let map: import('maplibre-gl').Map | undefined;
    (async () => {
      try {
        const [maplibre, worker] = await Promise.all([
          import('maplibre-gl'),
          import('maplibre-gl/dist/maplibre-gl-csp-worker.js?url'),
          import('maplibre-gl/dist/maplibre-gl.css'),
        ]);
        if (cancelled) return;
        // The worker file is served by us, so the page's CSP needs no blob: workers.
        maplibre.setWorkerUrl(worker.default);
        const fitted = areaKey?.split(',').map(Number) as [number, number, number, number] | undefined;
        map = new maplibre.Map({
          container: element,
          style: styleUrl,
          ...(fitted
            ? {
                bounds: [
                  [fitted[3], fitted[2]],
                  [fitted[1], fitted[0]],
                ] as [[number, number], [number, number]],
              }
            : { center: [lng, lat] as [number, number], zoom }),
          attributionControl: { compact: true },
        });
        map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
        if (!fitted) new maplibre.Marker({ color: '#7c3aed' }).setLngLat([lng, lat]).addTo(map);
        for (const marker of markers ?? []) {
          new maplibre.Marker({ color: '#5d6475' })
            .setLngLat([marker.position.lng, marker.position.lat])
            .setPopup(new maplibre.Popup({ closeButton: false }).setText(marker.label))
            .addTo(map);
        }
        map.on('load', () => !cancelled && setStatus('ready'));
        map.on(
          'error',
          () => !cancelled && setStatus((current) => (current === 'ready' ? current : 'offline')),
        );
        map.on('moveend', (event) => {
          // Only the visitor's own moves (drag, wheel, the zoom buttons) carry the browser's event.
          if (!('originalEvent' in event) || !event.originalEvent) return;
          const bounds = map?.getBounds();
          if (!bounds) return;
          boundsCallback.current?.({
            ne: { lat: bounds.getNorth(), lng: bounds.getEast() },
            sw: { lat: bounds.getSouth(), lng: bounds.getWest() },
          });
        });
      } catch {
        if (!cancelled) setStatus('offline');
      }
    })();
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [settings.styleUrl, lat, lng, zoom, markers, areaKey]);

  return (
    <div className={['map-view', className].filter(Boolean).join(' ')} data-map-status={status}>
      {status !== 'ready'
        ? (fallback ?? (
            <OfflineMap center={center} label={label} markers={markers} caption={caption} baseMap={baseMap} />
          ))
        : null}
      {settings.styleUrl ? (
        <section
          ref={container}
          className="map-view__interactive"
          aria-label={t('label', { place: label })}
          hidden={status !== 'ready'}
        />
      ) : null}
    </div>
  );
}
