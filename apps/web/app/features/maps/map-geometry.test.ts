import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundsAround,
  boundsContain,
  boundsOf,
  boundsParam,
  clampBounds,
  formatCoordinates,
  type MapBounds,
  type MapMove,
  movedBounds,
  offlineMapLayout,
  parseBoundsParam,
  pointParam,
} from './map-geometry.ts';

describe('formatCoordinates', () => {
  it('writes hemispheres and four decimals', () => {
    expect(formatCoordinates({ lat: 47.37667, lng: 8.545 })).toBe('47.3767° N, 8.5450° E');
    expect(formatCoordinates({ lat: -33.45, lng: -70.66667 })).toBe('33.4500° S, 70.6667° W');
  });
});

describe('boundsOf', () => {
  it('is null without points and spans at least the minimum around one point', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([{ lat: 10, lng: 20 }], 0.02)).toEqual({
      ne: { lat: 10.01, lng: 20.01 },
      sw: { lat: 9.99, lng: 19.99 },
    });
  });

  it('holds every point', () => {
    const point = fc.record({
      lat: fc.double({ min: -85, max: 85, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 8 }), (points) => {
        const bounds = boundsOf(points)!;
        for (const { lat, lng } of points) {
          expect(lat).toBeGreaterThanOrEqual(bounds.sw.lat);
          expect(lat).toBeLessThanOrEqual(bounds.ne.lat);
          expect(lng).toBeGreaterThanOrEqual(bounds.sw.lng);
          expect(lng).toBeLessThanOrEqual(bounds.ne.lng);
        }
      }),
    );
  });
});

describe('offlineMapLayout', () => {
  it('puts the bounds inside the box with a margin, north up and east right', () => {
    const bounds = { ne: { lat: 48, lng: 9 }, sw: { lat: 47, lng: 8 } };
    const layout = offlineMapLayout(bounds, 640, 320, 0.2);
    const ne = layout.project(bounds.ne);
    const sw = layout.project(bounds.sw);
    expect(ne.x).toBeGreaterThan(sw.x);
    expect(ne.y).toBeLessThan(sw.y);
    for (const { x, y } of [ne, sw]) {
      expect(x).toBeGreaterThanOrEqual(640 * 0.2 - 1e-6);
      expect(x).toBeLessThanOrEqual(640 * 0.8 + 1e-6);
      expect(y).toBeGreaterThanOrEqual(320 * 0.2 - 1e-6);
      expect(y).toBeLessThanOrEqual(320 * 0.8 + 1e-6);
    }
    const centre = layout.project({ lat: 47.5, lng: 8.5 });
    expect(centre.x).toBeCloseTo(320, 5);
  });

  it('draws a few round grid lines inside the box', () => {
    const layout = offlineMapLayout(boundsOf([{ lat: 47.37667, lng: 8.545 }])!, 640, 320);
    expect(layout.meridians.length).toBeGreaterThanOrEqual(2);
    expect(layout.meridians.length).toBeLessThanOrEqual(12);
    expect(layout.parallels.length).toBeGreaterThanOrEqual(1);
    for (const { x } of layout.meridians) expect(x).toBeGreaterThanOrEqual(0);
    for (const { x } of layout.meridians) expect(x).toBeLessThanOrEqual(640);
  });
});

const latitude = fc.double({ min: -80, max: 80, noNaN: true });
const longitude = fc.double({ min: -179, max: 179, noNaN: true });
/** An area well inside the map, from a few hundred metres to a few hundred kilometres across. */
const area = fc
  .record({
    lat: latitude,
    lng: longitude,
    halfLat: fc.double({ min: 0.002, max: 2, noNaN: true }),
    halfLng: fc.double({ min: 0.002, max: 2, noNaN: true }),
  })
  .map(
    ({ lat, lng, halfLat, halfLng }): MapBounds =>
      clampBounds({
        ne: { lat: lat + halfLat, lng: lng + halfLng },
        sw: { lat: lat - halfLat, lng: lng - halfLng },
      }),
  );
const span = (b: MapBounds) => ({ lat: b.ne.lat - b.sw.lat, lng: b.ne.lng - b.sw.lng });
const insideMap = (b: MapBounds) =>
  b.ne.lat <= 85 &&
  b.sw.lat >= -85 &&
  b.ne.lng <= 180 &&
  b.sw.lng >= -180 &&
  b.ne.lat > b.sw.lat &&
  b.ne.lng > b.sw.lng;

describe('boundsAround', () => {
  it('is an area around the point, about twice the radius across', () => {
    const lisbon = boundsAround({ lat: 38.7223, lng: -9.1393 }, 10_000);
    expect(boundsContain(lisbon, { lat: 38.7223, lng: -9.1393 })).toBe(true);
    // 10 km is 0.0899° of latitude, and more degrees of longitude away from the equator.
    expect(span(lisbon).lat).toBeCloseTo(0.1799, 3);
    expect(span(lisbon).lng).toBeCloseTo(0.2307, 3);
  });

  it('holds its point and stays on the map anywhere', () => {
    fc.assert(
      fc.property(latitude, longitude, fc.integer({ min: 100, max: 100_000 }), (lat, lng, radius) => {
        const bounds = boundsAround({ lat, lng }, radius);
        expect(insideMap(bounds)).toBe(true);
        expect(boundsContain(bounds, { lat, lng })).toBe(true);
      }),
    );
  });
});

describe('movedBounds', () => {
  const moves: MapMove[] = ['north', 'south', 'east', 'west', 'zoom-in', 'zoom-out'];

  it('pans by half a view and zooms around the centre', () => {
    const view: MapBounds = { ne: { lat: 11, lng: 22 }, sw: { lat: 9, lng: 18 } };
    expect(movedBounds(view, 'north')).toEqual({ ne: { lat: 12, lng: 22 }, sw: { lat: 10, lng: 18 } });
    expect(movedBounds(view, 'west')).toEqual({ ne: { lat: 11, lng: 20 }, sw: { lat: 9, lng: 16 } });
    expect(movedBounds(view, 'zoom-in')).toEqual({ ne: { lat: 10.5, lng: 21 }, sw: { lat: 9.5, lng: 19 } });
    expect(movedBounds(view, 'zoom-out')).toEqual({ ne: { lat: 12, lng: 24 }, sw: { lat: 8, lng: 16 } });
  });

  it('stops at the edge of the map instead of going past it', () => {
    const arctic: MapBounds = { ne: { lat: 84, lng: 10 }, sw: { lat: 80, lng: 0 } };
    expect(movedBounds(arctic, 'north')).toEqual({ ne: { lat: 85, lng: 10 }, sw: { lat: 81, lng: 0 } });
    const world: MapBounds = { ne: { lat: 60, lng: 170 }, sw: { lat: -60, lng: -170 } };
    expect(movedBounds(world, 'zoom-out')).toEqual({
      ne: { lat: 85, lng: 180 },
      sw: { lat: -85, lng: -180 },
    });
  });

  it('keeps every area on the map; a pan keeps its size, zooming in and out again comes back', () => {
    fc.assert(
      fc.property(area, fc.constantFrom(...moves), (view, move) => {
        const moved = movedBounds(view, move);
        expect(insideMap(moved)).toBe(true);
        if (move !== 'zoom-in' && move !== 'zoom-out') {
          expect(span(moved).lat).toBeCloseTo(span(view).lat, 9);
          expect(span(moved).lng).toBeCloseTo(span(view).lng, 9);
        }
        const back = movedBounds(movedBounds(view, 'zoom-in'), 'zoom-out');
        expect(back.ne.lat).toBeCloseTo(view.ne.lat, 9);
        expect(back.sw.lng).toBeCloseTo(view.sw.lng, 9);
      }),
    );
  });
});

describe('boundsParam and parseBoundsParam', () => {
  it('write six decimals at most and read them back', () => {
    expect(boundsParam({ ne: { lat: 38.80000001, lng: -9.1 }, sw: { lat: 38.6, lng: -9.2345678 } })).toBe(
      '38.8,-9.1,38.6,-9.234568',
    );
    expect(pointParam({ lat: -0.0000001, lng: 12.5 })).toBe('0,12.5');
    expect(parseBoundsParam('1,2,x,4')).toBeNull();
    fc.assert(
      fc.property(area, (view) => {
        const read = parseBoundsParam(boundsParam(view))!;
        expect(Math.abs(read.ne.lat - view.ne.lat)).toBeLessThanOrEqual(5e-7);
        expect(Math.abs(read.sw.lng - view.sw.lng)).toBeLessThanOrEqual(5e-7);
      }),
    );
  });
});
