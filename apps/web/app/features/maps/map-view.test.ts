import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MAP_SETTINGS } from './map-settings.ts';
import { MapView, type MapViewProps } from './map-view.tsx';

/** The map as the server renders it, inside a router (its texts come from the root's data). */
function render(props: MapViewProps): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => createElement(MapView, props) }]);
  return renderToString(createElement(Stub));
}

afterEach(() => vi.unstubAllGlobals());

describe('MapView on the server', () => {
  it('draws the offline view with the pin, the place and its coordinates, and fetches nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const html = render({
      settings: OFFLINE_MAP_SETTINGS,
      center: { lat: 47.37667, lng: 8.545 },
      label: 'Zürich, Switzerland',
    });
    expect(html).toContain('data-testid="offline-map"');
    expect(html).toContain('offline-map__pin--main');
    expect(html).toContain('Zürich, Switzerland');
    expect(html).toContain('47.3767° N, 8.5450° E');
    expect(html).toContain('aria-label="Map pin at Zürich, Switzerland (47.3767° N, 8.5450° E)"');
    // Nothing that a browser would load from elsewhere: no script, image, stylesheet or frame.
    expect(html).not.toMatch(/<(script|img|link|iframe)\b/);
    expect(html).not.toMatch(/https?:\/\//);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('can leave the place name out of the caption where the page shows it beside the map', () => {
    const html = render({
      settings: OFFLINE_MAP_SETTINGS,
      center: { lat: 47.37667, lng: 8.545 },
      label: 'Zürich, Switzerland',
      caption: 'coordinates',
    });
    expect(html).toContain('47.3767° N, 8.5450° E');
    expect(html.replace(/aria-label="[^"]*"/g, '')).not.toContain('Zürich');
  });

  it('with a style configured, still serves the offline view until MapLibre has loaded in the browser', () => {
    const html = render({
      settings: { styleUrl: 'https://tiles.example.test/style.json' },
      center: { lat: 1, lng: 2 },
      label: 'Somewhere',
      markers: [{ id: 'b', position: { lat: 1.01, lng: 2.01 }, label: 'Another listing' }],
    });
    expect(html).toContain('data-map-status="loading"');
    expect(html).toContain('offline-map__pin--main');
    expect(html).toContain('<title>Another listing</title>');
    expect(html).not.toContain('tiles.example.test');
  });
});
