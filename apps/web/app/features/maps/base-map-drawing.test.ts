import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chunkRing,
  clipLine,
  clipRing,
  type GeoBox,
  pathOf,
  ringArea,
  simplify,
} from './base-map-drawing.ts';

const box: GeoBox = { west: 0, east: 10, south: 0, north: 10 };

/** Area of the part of a polygon inside the box, by a fine grid of sample points (even-odd rule). */
function insideShare(ring: readonly number[], area: GeoBox, steps = 40): number {
  let hits = 0;
  for (let i = 0; i < steps; i++) {
    for (let j = 0; j < steps; j++) {
      const x = area.west + ((i + 0.5) / steps) * (area.east - area.west);
      const y = area.south + ((j + 0.5) / steps) * (area.north - area.south);
      let inside = false;
      for (let a = 0, b = ring.length - 2; a < ring.length; b = a, a += 2) {
        const [ax, ay, bx, by] = [ring[a]!, ring[a + 1]!, ring[b]!, ring[b + 1]!];
        if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
      }
      if (inside) hits++;
    }
  }
  return hits / (steps * steps);
}

describe('clipRing', () => {
  it('keeps a ring inside the box as it is', () => {
    expect(clipRing([1, 1, 2, 1, 2, 2], box)).toEqual([1, 1, 2, 1, 2, 2]);
  });

  it('cuts a ring to the box', () => {
    const cut = clipRing([-5, -5, 5, -5, 5, 5, -5, 5], box);
    expect(ringArea(cut)).toBeCloseTo(25, 9);
    for (let i = 0; i < cut.length; i += 2) {
      expect(cut[i]).toBeGreaterThanOrEqual(0);
      expect(cut[i + 1]).toBeGreaterThanOrEqual(0);
    }
  });

  it('drops a ring wholly outside, and fills the box for a ring around it', () => {
    expect(clipRing([20, 20, 30, 20, 30, 30], box)).toEqual([]);
    expect(ringArea(clipRing([-50, -50, 50, -50, 50, 50, -50, 50], box))).toBeCloseTo(100, 9);
  });

  it('keeps what is inside the box the same, however long the ring and wherever its runs outside go', () => {
    // Long rings (many chunks of points) wandering in and out of the box: the part inside is the
    // same as the ring's own, though runs and chunks outside were shortened before cutting.
    const step = fc.tuple(
      fc.double({ min: -3, max: 3, noNaN: true }),
      fc.double({ min: -3, max: 3, noNaN: true }),
    );
    const start = fc.tuple(
      fc.double({ min: -20, max: 30, noNaN: true }),
      fc.double({ min: -20, max: 30, noNaN: true }),
    );
    fc.assert(
      fc.property(start, fc.array(step, { minLength: 3, maxLength: 400 }), ([x0, y0], steps) => {
        let x = x0;
        let y = y0;
        const ring = [x, y];
        for (const [dx, dy] of steps) {
          x += dx;
          y += dy;
          ring.push(x, y);
        }
        const cut = clipRing(chunkRing(ring), box);
        expect(insideShare(cut, box)).toBeCloseTo(insideShare(ring, box), 9);
      }),
      { numRuns: 100 },
    );
  });
});

describe('clipLine', () => {
  it('cuts a line into the pieces inside the box', () => {
    const pieces = clipLine([-5, 5, 5, 5, 15, 5, 15, 8, 5, 8, 5, 20], box);
    expect(pieces).toEqual([
      [0, 5, 5, 5, 10, 5],
      [10, 8, 5, 8, 5, 10],
    ]);
  });

  it('finds a line that only crosses the box between two points outside', () => {
    expect(clipLine([-5, 5, 15, 5], box)).toEqual([[0, 5, 10, 5]]);
    expect(clipLine([-5, 50, 15, 50], box)).toEqual([]);
  });

  it('skips chunks wholly outside without losing the segment that leaves them', () => {
    const far = Array.from({ length: 200 }, (_, i) => [-300 + i, 5]).flat();
    expect(clipLine([...far, 5, 5], box)).toEqual([[0, 5, 5, 5]]);
  });
});

describe('simplify', () => {
  it('drops points within the tolerance of the line and keeps the ends', () => {
    expect(simplify([0, 0, 1, 0.1, 2, -0.1, 3, 0], 0.5)).toEqual([0, 0, 3, 0]);
    expect(simplify([0, 0, 1, 2, 2, 0], 0.5)).toEqual([0, 0, 1, 2, 2, 0]);
  });

  it('keeps a closed ring a ring', () => {
    const square = [0, 0, 5, 0.1, 10, 0, 10, 10, 0, 10];
    expect(simplify(square, 0.5, true)).toEqual([0, 0, 10, 0, 10, 10, 0, 10]);
  });

  it('never strays farther than the tolerance', () => {
    const line = fc.array(
      fc.tuple(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true })),
      {
        minLength: 2,
        maxLength: 80,
      },
    );
    fc.assert(
      fc.property(line, (points) => {
        const flat = points.flatMap((p, i) => [i * 3, p[1]]);
        const kept = simplify(flat, 1);
        // Every left-out point is within 1 of the kept segment spanning its x.
        for (let i = 0; i < flat.length; i += 2) {
          const x = flat[i]!;
          let k = 0;
          while (kept[k + 2]! < x) k += 2;
          const [ax, ay, bx, by] = [kept[k]!, kept[k + 1]!, kept[k + 2]!, kept[k + 3]!];
          const distance =
            Math.abs((by - ay) * x - (bx - ax) * flat[i + 1]! + bx * ay - by * ax) /
            Math.hypot(bx - ax, by - ay);
          expect(distance).toBeLessThanOrEqual(1 + 1e-9);
        }
      }),
    );
  });
});

describe('pathOf', () => {
  it('writes whole units, a move then relative lines, repeated points left out', () => {
    expect(pathOf([10.4, 20.6, 13, 19, 13.2, 19.1, 8, 25], true)).toBe('M10 21l3-2-5 6z');
    expect(pathOf([0, 0, 4, 0, 4, 5], false)).toBe('M0 0l4 0 0 5');
  });

  it('draws nothing for a point or a line that rounds to one', () => {
    expect(pathOf([1, 1], false)).toBe('');
    expect(pathOf([1, 1, 1.2, 1.1], false)).toBe('');
  });
});
