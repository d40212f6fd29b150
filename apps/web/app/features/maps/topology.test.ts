import { describe, expect, it } from 'vitest';
import { decodeArcs, geometriesOf, sharedArcs, stitchRing, type Topology, unwrapRing } from './topology.ts';

/**
 * Two squares side by side, quantized: A = (0,0)-(1,1), B = (1,0)-(2,1). Arc 0 is their shared
 * side, arc 1 the rest of A, arc 2 the rest of B.
 */
const squares: Topology = {
  type: 'Topology',
  transform: { scale: [0.5, 0.25], translate: [10, 20] },
  arcs: [
    [
      [2, 0],
      [0, 4],
    ],
    [
      [2, 4],
      [-2, 0],
      [0, -4],
      [2, 0],
    ],
    [
      [2, 0],
      [2, 0],
      [0, 4],
      [-2, 0],
    ],
  ],
  objects: {
    areas: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', id: 'A', arcs: [[0, 1]], properties: { country: 'X' } },
        { type: 'Polygon', id: 'B', arcs: [[2, -1]], properties: { country: 'Y' } },
      ],
    },
  },
};

describe('decodeArcs', () => {
  it('undoes the delta encoding and the quantization', () => {
    const [shared, restOfA] = decodeArcs(squares);
    expect([...shared!]).toEqual([11, 20, 11, 21]);
    expect([...restOfA!]).toEqual([11, 21, 10, 21, 10, 20, 11, 20]);
  });

  it('reads unquantized arcs as they are', () => {
    const plain: Topology = {
      type: 'Topology',
      arcs: [
        [
          [1.5, 2.5],
          [3, 4],
        ],
      ],
      objects: {},
    };
    expect([...decodeArcs(plain)[0]!]).toEqual([1.5, 2.5, 3, 4]);
  });
});

describe('stitchRing', () => {
  it('joins arcs end to start, walking `~i` backwards, without repeating the joints', () => {
    const arcs = decodeArcs(squares);
    const [, b] = geometriesOf(squares, 'areas');
    const ring = stitchRing((b!.arcs as number[][])[0]!, arcs);
    expect([...ring]).toEqual([11, 20, 12, 20, 12, 21, 11, 21, 11, 20]);
  });
});

describe('sharedArcs', () => {
  it('finds the border two areas share and leaves out the coasts', () => {
    expect(sharedArcs(geometriesOf(squares, 'areas'))).toEqual([0]);
  });

  it('leaves out the lines the caller does not count as borders', () => {
    const sameCountry = (a: { properties?: Record<string, unknown> }, b: typeof a) =>
      a !== b && a.properties?.country === b.properties?.country;
    expect(sharedArcs(geometriesOf(squares, 'areas'), sameCountry)).toEqual([]);
  });
});

describe('unwrapRing', () => {
  it('makes a ring across the antimeridian continuous, once on each side of it', () => {
    const ring = new Float64Array([178, 60, -178, 60, -178, 64, 178, 64, 178, 60]);
    const [east, west] = unwrapRing(ring);
    expect([...east!]).toEqual([178, 60, 182, 60, 182, 64, 178, 64, 178, 60]);
    expect([...west!]).toEqual([-182, 60, -178, 60, -178, 64, -182, 64, -182, 60]);
  });

  it('leaves other rings, and rings around a pole, as they are', () => {
    const plain = new Float64Array([0, 0, 1, 0, 1, 1, 0, 0]);
    expect(unwrapRing(plain)).toEqual([plain]);
    const pole = new Float64Array([-180, -80, 0, -85, 180, -80, 180, -90, -180, -90, -180, -80]);
    expect(unwrapRing(pole)).toEqual([pole]);
  });
});
