import { describe, expect, it } from 'vitest';
import { type BaseMap, baseMapViewKey } from './base-map.ts';
import { placeMapLayout } from './map-geometry.ts';
import { loadPlaceBaseMap } from './place-base-map.server.ts';

const get = (query: string) =>
  loadPlaceBaseMap({ request: new Request(`http://localhost/api/base-map?${query}`) });

describe('GET /api/base-map', () => {
  it("draws the base map of a place's offline map, for the view that map shows", async () => {
    const lisbon = { lat: 38.71667, lng: -9.13333 };
    const res = await get(`lat=${lisbon.lat}&lng=${lisbon.lng}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const { baseMap } = (await res.json()) as { baseMap: BaseMap };
    expect(baseMap.view).toBe(baseMapViewKey(placeMapLayout(lisbon)));
    expect(baseMap.land).toMatch(/^M/);
    expect(baseMap.labels.map((label) => label.name)).toContain('Lisbon');
  });

  it.each([
    ['', 'lat is required; lng is required'],
    ['lat=38.7', 'lng is required'],
    ['lat=north&lng=9', 'lat must be a number'],
    ['lat=91&lng=9', 'lat must be between -90 and 90'],
    ['lat=38&lng=-180.5', 'lng must be between -180 and 180'],
    ['lat=Infinity&lng=0', 'lat must be a number'],
  ])('refuses ?%s with a 400 that says why', async (query, title) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [{ status: 400, code: 'validation-invalid-params', title }] });
  });
});
