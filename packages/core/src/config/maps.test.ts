import { describe, expect, it } from 'vitest';
import { findMissingMapTokenWarning, MapsSchema } from './maps.ts';

describe('MapsSchema', () => {
  it('defaults to mapbox with fuzzy location off at 500 m, zoom 13, circle FF0000', () => {
    expect(MapsSchema.parse({})).toEqual({
      mapProvider: 'mapbox',
      fuzzy: { enabled: false, offset: 500, defaultZoomLevel: 13, circleColor: '#FF0000' },
      search: { suggestCurrentLocation: true, currentLocationBoundsDistance: 1000 },
    });
    expect(MapsSchema.parse({ fuzzy: {} }).fuzzy.circleColor).toBe('#FF0000');
  });

  it('takes an http(s) MapLibre style URL and nothing else', () => {
    const url = 'https://tiles.example.test/styles/basic/style.json';
    expect(MapsSchema.parse({ mapStyleUrl: url }).mapStyleUrl).toBe(url);
    expect(MapsSchema.safeParse({ mapStyleUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(MapsSchema.safeParse({ mapStyleUrl: 'style.json' }).success).toBe(false);
  });

  it('warns when the chosen provider has no token', () => {
    expect(findMissingMapTokenWarning(MapsSchema.parse({}))).toMatch(/mapbox/);
    expect(findMissingMapTokenWarning(MapsSchema.parse({ mapboxAccessToken: 'pk.x' }))).toBeUndefined();
    expect(
      findMissingMapTokenWarning(MapsSchema.parse({ mapProvider: 'googleMaps', mapboxAccessToken: 'pk' })),
    ).toMatch(/googleMaps/);
  });
});
