import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusterPins } from './pin-clusters.ts';

const DISTANCE = 30;

/** Pins of a search map: some spread over the view, some piled up in a few places. */
const pinsArbitrary = fc
  .array(
    fc.oneof(
      fc.record({
        x: fc.double({ min: 0, max: 640, noNaN: true }),
        y: fc.double({ min: 0, max: 480, noNaN: true }),
      }),
      fc.record({
        x: fc.constantFrom(100, 300).chain((x) => fc.double({ min: x - 20, max: x + 20, noNaN: true })),
        y: fc.constantFrom(100, 120).chain((y) => fc.double({ min: y - 20, max: y + 20, noNaN: true })),
      }),
    ),
    { maxLength: 60 },
  )
  .map((points) => points.map((point, index) => ({ ...point, id: `pin-${index}` })));

describe('clusterPins', () => {
  it('puts every pin in exactly one cluster', () => {
    fc.assert(
      fc.property(pinsArbitrary, (pins) => {
        const ids = clusterPins(pins, DISTANCE).flatMap((cluster) => cluster.pins.map((pin) => pin.id));
        expect(ids.sort()).toEqual(pins.map((pin) => pin.id).sort());
      }),
    );
  });

  it('leaves no two markers closer than the distance', () => {
    fc.assert(
      fc.property(pinsArbitrary, (pins) => {
        const clusters = clusterPins(pins, DISTANCE);
        for (let a = 0; a < clusters.length; a++) {
          for (let b = a + 1; b < clusters.length; b++) {
            const distance = Math.hypot(clusters[a]!.x - clusters[b]!.x, clusters[a]!.y - clusters[b]!.y);
            expect(distance).toBeGreaterThanOrEqual(DISTANCE);
          }
        }
      }),
    );
  });

  it('gives the same clusters for the same pins in the same order', () => {
    fc.assert(
      fc.property(pinsArbitrary, (pins) => {
        expect(clusterPins([...pins], DISTANCE)).toEqual(clusterPins(pins, DISTANCE));
      }),
    );
  });

  it('puts each marker at the middle of its pins, which keep their order', () => {
    fc.assert(
      fc.property(pinsArbitrary, (pins) => {
        for (const cluster of clusterPins(pins, DISTANCE)) {
          const xs = cluster.pins.map((pin) => pin.x);
          expect(cluster.x).toBeCloseTo(xs.reduce((sum, x) => sum + x, 0) / xs.length, 6);
          const order = cluster.pins.map((pin) => pins.indexOf(pin));
          expect(order).toEqual([...order].sort((a, b) => a - b));
        }
      }),
    );
  });

  it('leaves pins far enough apart alone, and merges a pile into one marker', () => {
    const apart = [
      { x: 0, y: 0 },
      { x: 40, y: 0 },
      { x: 0, y: 40 },
    ];
    expect(clusterPins(apart, DISTANCE).map((cluster) => cluster.pins.length)).toEqual([1, 1, 1]);
    const pile = [
      { x: 100, y: 100 },
      { x: 110, y: 104 },
      { x: 96, y: 112 },
      { x: 400, y: 300 },
    ];
    const clusters = clusterPins(pile, DISTANCE);
    expect(clusters.map((cluster) => cluster.pins.length)).toEqual([3, 1]);
    expect(clusters[0]!.x).toBeCloseTo(102, 9);
    expect(clusters[0]!.y).toBeCloseTo(316 / 3, 9);
  });

  it('merges a chain whose merged markers come too close, until none are', () => {
    // 0–25 and 50–75 merge first (ties go to the earlier pair); their markers at 12.5 and 62.5 are
    // 50 apart and stay two.
    const chain = [0, 25, 50, 75].map((x) => ({ x, y: 0 }));
    expect(clusterPins(chain, DISTANCE).map((cluster) => cluster.x)).toEqual([12.5, 62.5]);
  });
});
