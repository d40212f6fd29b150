import type { MapBounds } from './map-geometry.ts';

/**
 * The geometry of the offline base map: outlines cut to the view, projected, thinned to what a
 * pixel can show and written as short SVG paths. Pure; the data comes from `base-map.server.ts`.
 */

/** A box in longitudes and latitudes. */
export interface GeoBox {
  west: number;
  east: number;
  south: number;
  north: number;
}

/** The box of an area. */
export function geoBoxOf(bounds: MapBounds): GeoBox {
  return { west: bounds.sw.lng, east: bounds.ne.lng, south: bounds.sw.lat, north: bounds.ne.lat };
}

/** Whether two boxes meet. */
export function boxesMeet(a: GeoBox, b: GeoBox): boolean {
  return a.west <= b.east && a.east >= b.west && a.south <= b.north && a.north >= b.south;
}

type Inside = (x: number, y: number) => boolean;
type Cross = (ax: number, ay: number, bx: number, by: number) => [number, number];

/** One edge of Sutherland–Hodgman: keeps the part of a closed ring on the inner side of a line. */
function clipAgainst(ring: number[], inside: Inside, cross: Cross): number[] {
  const out: number[] = [];
  const n = ring.length;
  if (n === 0) return out;
  let px = ring[n - 2]!;
  let py = ring[n - 1]!;
  let pIn = inside(px, py);
  for (let i = 0; i < n; i += 2) {
    const x = ring[i]!;
    const y = ring[i + 1]!;
    const isIn = inside(x, y);
    if (isIn !== pIn) out.push(...cross(px, py, x, y));
    if (isIn) out.push(x, y);
    px = x;
    py = y;
    pIn = isIn;
  }
  return out;
}

const atX =
  (edge: number): Cross =>
  (ax, ay, bx, by) => [edge, ay + ((by - ay) * (edge - ax)) / (bx - ax)];
const atY =
  (edge: number): Cross =>
  (ax, ay, bx, by) => [ax + ((bx - ax) * (edge - ay)) / (by - ay), edge];

/** Which sides of a box a point is beyond: 1 west, 2 east, 4 south, 8 north (0 inside). */
function outcode(x: number, y: number, box: GeoBox): number {
  return (x < box.west ? 1 : x > box.east ? 2 : 0) | (y < box.south ? 4 : y > box.north ? 8 : 0);
}

/** Points per chunk of a long ring: a chunk wholly beyond a side of the view is skipped whole. */
const CHUNK = 64;

/** A ring (or line) of points with the box of each chunk of `CHUNK` points. */
export interface ChunkedRing {
  coordinates: ArrayLike<number>;
  /** `[west, east, south, north]` of each chunk in turn. */
  chunks: Float64Array;
}

/** The chunk boxes of a ring. */
export function chunkRing(coordinates: ArrayLike<number>): ChunkedRing {
  const count = coordinates.length / 2;
  const chunks = new Float64Array(Math.ceil(count / CHUNK) * 4);
  for (let c = 0; c * CHUNK < count; c++) {
    let west = Infinity;
    let east = -Infinity;
    let south = Infinity;
    let north = -Infinity;
    for (let p = c * CHUNK; p < Math.min(count, (c + 1) * CHUNK); p++) {
      const x = coordinates[p * 2]!;
      const y = coordinates[p * 2 + 1]!;
      if (x < west) west = x;
      if (x > east) east = x;
      if (y < south) south = y;
      if (y > north) north = y;
    }
    chunks.set([west, east, south, north], c * 4);
  }
  return { coordinates, chunks };
}

/**
 * A ring with every run of points beyond one same side of the box shortened to the run's first
 * and last point. What the run drew lies beyond that side, and so does the chord that replaces it:
 * the ring's part inside the box is unchanged, and a continent's ring of 100,000 points shrinks to
 * the few hundred near a city's view before it is cut. Chunks wholly beyond a side are not read
 * point by point: they are such a run.
 */
function compactOutside(ring: ChunkedRing, box: GeoBox): { points: number[]; inside: boolean } {
  const { coordinates, chunks } = ring;
  const count = coordinates.length / 2;
  const points: number[] = [];
  let inside = true;
  let runSides = 0;
  let runLastX = 0;
  let runLastY = 0;
  let runLength = 0;
  const closeRun = () => {
    if (runLength > 1) points.push(runLastX, runLastY);
    runLength = 0;
    runSides = 0;
  };
  // `code` may be fewer sides than the point is beyond: a run only needs one side all share.
  const visit = (x: number, y: number, code: number) => {
    if (code !== 0) inside = false;
    if (runLength > 0 && (runSides & code) !== 0) {
      runSides &= code;
      runLastX = x;
      runLastY = y;
      runLength++;
      return;
    }
    closeRun();
    points.push(x, y);
    if (code !== 0) {
      runSides = code;
      runLastX = x;
      runLastY = y;
      runLength = 1;
    }
  };
  for (let c = 0; c * CHUNK < count; c++) {
    const first = c * CHUNK;
    const last = Math.min(count, first + CHUNK) - 1;
    const side =
      (chunks[c * 4 + 1]! < box.west ? 1 : 0) |
      (chunks[c * 4]! > box.east ? 2 : 0) |
      (chunks[c * 4 + 3]! < box.south ? 4 : 0) |
      (chunks[c * 4 + 2]! > box.north ? 8 : 0);
    if (side !== 0) {
      visit(coordinates[first * 2]!, coordinates[first * 2 + 1]!, side);
      if (last > first) visit(coordinates[last * 2]!, coordinates[last * 2 + 1]!, side);
      continue;
    }
    for (let p = first; p <= last; p++) {
      const x = coordinates[p * 2]!;
      const y = coordinates[p * 2 + 1]!;
      visit(x, y, outcode(x, y, box));
    }
  }
  closeRun();
  return { points, inside };
}

/**
 * A closed ring (`[x0, y0, x1, y1, …]`, any units) cut to a box. Concave rings may keep edges along
 * the box's sides, which is why callers cut to a box a little larger than what is shown.
 */
export function clipRing(ring: ArrayLike<number> | ChunkedRing, box: GeoBox): number[] {
  const chunked = 'chunks' in ring ? ring : chunkRing(ring);
  const compacted = compactOutside(chunked, box);
  // Rings wholly inside need no cutting (most of them, at a city's view).
  if (compacted.inside) return compacted.points;
  let points = compacted.points;
  points = clipAgainst(points, (x) => x >= box.west, atX(box.west));
  points = clipAgainst(points, (x) => x <= box.east, atX(box.east));
  points = clipAgainst(points, (_, y) => y >= box.south, atY(box.south));
  points = clipAgainst(points, (_, y) => y <= box.north, atY(box.north));
  return points.length >= 6 ? points : [];
}

/** One side of Liang–Barsky: narrows [t0, t1] to the part of a segment inside one side, or empties it. */
function narrow(p: number, q: number, range: [number, number]): boolean {
  if (p === 0) return q >= 0;
  const r = q / p;
  if (p < 0) {
    if (r > range[1]) return false;
    if (r > range[0]) range[0] = r;
  } else {
    if (r < range[0]) return false;
    if (r < range[1]) range[1] = r;
  }
  return true;
}

/** The part of the segment a→b inside a box (Liang–Barsky), as the two fractions along it, or null. */
function clipSegment(ax: number, ay: number, bx: number, by: number, box: GeoBox): [number, number] | null {
  const range: [number, number] = [0, 1];
  const dx = bx - ax;
  const dy = by - ay;
  return narrow(-dx, ax - box.west, range) &&
    narrow(dx, box.east - ax, range) &&
    narrow(-dy, ay - box.south, range) &&
    narrow(dy, box.north - ay, range)
    ? range
    : null;
}

/** An open line cut to a box: the pieces of it inside, each `[x0, y0, x1, y1, …]`. */
export function clipLine(line: ArrayLike<number> | ChunkedRing, box: GeoBox): number[][] {
  const { coordinates, chunks } = 'chunks' in line ? line : chunkRing(line);
  const count = coordinates.length / 2;
  const pieces: number[][] = [];
  let current: number[] = [];
  const end = () => {
    if (current.length >= 4) pieces.push(current);
    current = [];
  };
  for (let i = 0; i + 1 < count; i++) {
    if (i % CHUNK === 0) {
      const c = i / CHUNK;
      const beyond =
        chunks[c * 4 + 1]! < box.west ||
        chunks[c * 4]! > box.east ||
        chunks[c * 4 + 3]! < box.south ||
        chunks[c * 4 + 2]! > box.north;
      if (beyond) {
        // Every segment between this chunk's points is outside; the one leaving it is checked.
        end();
        i = Math.min(count - 1, i + CHUNK - 1) - 1;
        continue;
      }
    }
    const ax = coordinates[i * 2]!;
    const ay = coordinates[i * 2 + 1]!;
    const bx = coordinates[i * 2 + 2]!;
    const by = coordinates[i * 2 + 3]!;
    const part = clipSegment(ax, ay, bx, by, box);
    if (!part) {
      end();
      continue;
    }
    const [t0, t1] = part;
    if (current.length === 0 || t0 > 0) {
      end();
      current = [ax + (bx - ax) * t0, ay + (by - ay) * t0];
    }
    current.push(ax + (bx - ax) * t1, ay + (by - ay) * t1);
    if (t1 < 1) end();
  }
  end();
  return pieces;
}

/** Longitudes and latitudes to the view's x and y. */
export function projectPoints(
  points: ArrayLike<number>,
  projectX: (lng: number) => number,
  projectY: (lat: number) => number,
): number[] {
  const out = new Array<number>(points.length);
  for (let i = 0; i < points.length; i += 2) {
    out[i] = projectX(points[i]!);
    out[i + 1] = projectY(points[i + 1]!);
  }
  return out;
}

/** Squared distance from p to the segment a–b. */
function segmentDistance2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  let t = length2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / length2;
  t = Math.max(0, Math.min(1, t));
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey;
}

/**
 * Douglas–Peucker: the fewest points that stay within `tolerance` of the line (its ends kept). A
 * closed ring is cut in two at its farthest point from the first, so both halves keep their shape.
 */
export function simplify(points: readonly number[], tolerance: number, closed = false): number[] {
  const count = points.length / 2;
  if (count <= 2) return [...points];
  const keep = new Uint8Array(count);
  const tolerance2 = tolerance * tolerance;
  const run = (first: number, last: number) => {
    const stack: [number, number][] = [[first, last]];
    keep[first] = 1;
    keep[last] = 1;
    while (stack.length > 0) {
      const [a, b] = stack.pop()!;
      let farthest = -1;
      let max = tolerance2;
      for (let i = a + 1; i < b; i++) {
        const d = segmentDistance2(
          points[i * 2]!,
          points[i * 2 + 1]!,
          points[a * 2]!,
          points[a * 2 + 1]!,
          points[b * 2]!,
          points[b * 2 + 1]!,
        );
        if (d > max) {
          max = d;
          farthest = i;
        }
      }
      if (farthest >= 0) {
        keep[farthest] = 1;
        stack.push([a, farthest], [farthest, b]);
      }
    }
  };
  if (closed) {
    let far = 0;
    let max = -1;
    for (let i = 1; i < count; i++) {
      const dx = points[i * 2]! - points[0]!;
      const dy = points[i * 2 + 1]! - points[1]!;
      if (dx * dx + dy * dy > max) {
        max = dx * dx + dy * dy;
        far = i;
      }
    }
    run(0, far);
    run(far, count - 1);
  } else {
    run(0, count - 1);
  }
  const out: number[] = [];
  for (let i = 0; i < count; i++) if (keep[i]) out.push(points[i * 2]!, points[i * 2 + 1]!);
  return out;
}

/** The area a ring encloses (shoelace), in the square of its units. */
export function ringArea(points: readonly number[]): number {
  let sum = 0;
  const n = points.length;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    sum += points[i]! * points[j + 1]! - points[j]! * points[i + 1]!;
  }
  return Math.abs(sum) / 2;
}

/** A number as SVG paths write it most briefly: `-3`, `12`. */
function pathNumber(value: number, first: boolean): string {
  const text = String(value);
  return first || value < 0 ? text : ` ${text}`;
}

/**
 * Points as a short SVG path: whole units (a unit is about a screen pixel), a move to the first and
 * relative lines on (`M12 40l3-2 5 1`), points that round onto the one before left out.
 */
export function pathOf(points: readonly number[], closed: boolean): string {
  if (points.length < 4) return '';
  let x = Math.round(points[0]!);
  let y = Math.round(points[1]!);
  let out = `M${x}${pathNumber(y, false)}`;
  let lines = 0;
  for (let i = 2; i < points.length; i += 2) {
    const nx = Math.round(points[i]!);
    const ny = Math.round(points[i + 1]!);
    const dx = nx - x;
    const dy = ny - y;
    if (dx === 0 && dy === 0) continue;
    out +=
      lines === 0 ? `l${dx}${pathNumber(dy, false)}` : `${pathNumber(dx, false)}${pathNumber(dy, false)}`;
    lines++;
    x = nx;
    y = ny;
  }
  if (lines === 0) return '';
  return closed ? `${out}z` : out;
}
