import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundsOf, formatCoordinates, offlineMapLayout } from './map-geometry.ts';

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
