/** A point on the map (listings' `geolocation`). */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** A rectangle of the map: the north-east and south-west corners (as search `bounds` takes them). */
export interface MapBounds {
  ne: MapPoint;
  sw: MapPoint;
}

/** One pin of a map with several (a search result list). */
export interface MapMarker {
  id: string;
  position: MapPoint;
  label: string;
}

/** `47.3767° N, 8.5450° E`: coordinates as people read them, four decimals (about 10 m). */
export function formatCoordinates({ lat, lng }: MapPoint): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value < 0 ? negative : positive}`;
  return `${part(lat, 'N', 'S')}, ${part(lng, 'E', 'W')}`;
}

/** The smallest bounds holding every point; a single point gets a small area around it. */
export function boundsOf(points: readonly MapPoint[], minSpanDegrees = 0.02): MapBounds | null {
  if (points.length === 0) return null;
  let north = -90;
  let south = 90;
  let east = -180;
  let west = 180;
  for (const { lat, lng } of points) {
    north = Math.max(north, lat);
    south = Math.min(south, lat);
    east = Math.max(east, lng);
    west = Math.min(west, lng);
  }
  const padLat = Math.max(minSpanDegrees - (north - south), 0) / 2;
  const padLng = Math.max(minSpanDegrees - (east - west), 0) / 2;
  return {
    ne: { lat: Math.min(90, north + padLat), lng: Math.min(180, east + padLng) },
    sw: { lat: Math.max(-90, south - padLat), lng: Math.max(-180, west - padLng) },
  };
}

/** Web Mercator's y for a latitude, so the offline view keeps the shapes a real map would. */
function mercatorY(lat: number): number {
  const clamped = Math.max(-85, Math.min(85, lat));
  return Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360));
}

/** A plan of the offline view: where pins and grid lines go inside a `width`×`height` box. */
export interface OfflineMapLayout {
  project(point: MapPoint): { x: number; y: number };
  /** The x of a longitude and the y of a latitude (Web Mercator keeps them apart). */
  projectX(lng: number): number;
  projectY(lat: number): number;
  /** The point at (x, y) of the box. */
  unproject(x: number, y: number): MapPoint;
  /** What the whole box shows (wider than the bounds it was made for, by the margin and aspect). */
  view: MapBounds;
  width: number;
  height: number;
  /** Meridians and parallels at a round step that gives a few lines across the box. */
  meridians: { x: number; lng: number }[];
  parallels: { y: number; lat: number }[];
}

const STEPS = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 45];

function gridStep(span: number): number {
  return STEPS.find((step) => span / step <= 6) ?? 90;
}

/**
 * Fits `bounds` into a box with a margin, keeping the aspect of Web Mercator: the axis with room
 * to spare is widened around the centre.
 */
export function offlineMapLayout(
  bounds: MapBounds,
  width: number,
  height: number,
  margin = 0.2,
): OfflineMapLayout {
  const left = bounds.sw.lng;
  const right = bounds.ne.lng;
  const top = mercatorY(bounds.ne.lat);
  const bottom = mercatorY(bounds.sw.lat);
  const radians = ((right - left) * Math.PI) / 180;
  const spanX = Math.max(radians, 1e-9);
  const spanY = Math.max(top - bottom, 1e-9);
  const scale = Math.min((width * (1 - 2 * margin)) / spanX, (height * (1 - 2 * margin)) / spanY);
  const centreX = (left + right) / 2;
  const centreY = (top + bottom) / 2;
  const projectX = (lng: number) => width / 2 + (((lng - centreX) * Math.PI) / 180) * scale;
  const projectY = (lat: number) => height / 2 - (mercatorY(lat) - centreY) * scale;
  const project = ({ lat, lng }: MapPoint) => ({ x: projectX(lng), y: projectY(lat) });
  const inverseLng = (x: number) => centreX + (((x - width / 2) / scale) * 180) / Math.PI;
  const inverseLat = (y: number) =>
    (Math.atan(Math.sinh(centreY - (y - height / 2) / scale)) * 180) / Math.PI;
  const west = inverseLng(0);
  const east = inverseLng(width);
  const north = inverseLat(0);
  const south = inverseLat(height);
  const lngStep = gridStep(east - west);
  const latStep = gridStep(north - south);
  const meridians: OfflineMapLayout['meridians'] = [];
  for (let lng = Math.ceil(west / lngStep) * lngStep; lng <= east; lng += lngStep) {
    meridians.push({ x: project({ lat: 0, lng }).x, lng });
  }
  const parallels: OfflineMapLayout['parallels'] = [];
  for (let lat = Math.ceil(south / latStep) * latStep; lat <= north; lat += latStep) {
    parallels.push({ y: project({ lat, lng: 0 }).y, lat });
  }
  return {
    project,
    projectX,
    projectY,
    unproject: (x, y) => ({ lat: inverseLat(y), lng: inverseLng(x) }),
    view: { ne: { lat: north, lng: east }, sw: { lat: south, lng: west } },
    width,
    height,
    meridians,
    parallels,
  };
}

/** Metres in one degree of latitude (and of longitude at the equator), on a sphere of radius 6,371 km. */
const METRES_PER_DEGREE = (6_371_000 * Math.PI) / 180;
/** The poles Web Mercator (and so every map) stops short of. */
const MAX_LAT = 85;

/** A square area `radiusMetres` to each side of a point (a place picked in a location search). */
export function boundsAround(point: MapPoint, radiusMetres: number): MapBounds {
  const dLat = radiusMetres / METRES_PER_DEGREE;
  const cos = Math.max(Math.cos((point.lat * Math.PI) / 180), 0.01);
  const dLng = Math.min(radiusMetres / (METRES_PER_DEGREE * cos), 180);
  return clampBounds({
    ne: { lat: point.lat + dLat, lng: point.lng + dLng },
    sw: { lat: point.lat - dLat, lng: point.lng - dLng },
  });
}

/**
 * Keeps an area inside the map (latitudes ±85°, longitudes ±180°): an area wider than the map is
 * cut to it, one that would cross an edge is slid back inside, keeping its size.
 */
export function clampBounds(bounds: MapBounds): MapBounds {
  const slide = (low: number, high: number, min: number, max: number): [number, number] => {
    const span = Math.min(high - low, max - min);
    if (low < min) return [min, min + span];
    if (high > max) return [max - span, max];
    return [low, high];
  };
  const [south, north] = slide(bounds.sw.lat, bounds.ne.lat, -MAX_LAT, MAX_LAT);
  const [west, east] = slide(bounds.sw.lng, bounds.ne.lng, -180, 180);
  return { ne: { lat: north, lng: east }, sw: { lat: south, lng: west } };
}

/** A move of a map by its controls: half a view to one side, or zoomed in or out by two. */
export type MapMove = 'north' | 'south' | 'east' | 'west' | 'zoom-in' | 'zoom-out';

/** The area a map shows after `move` (never past the map's edges). */
export function movedBounds(bounds: MapBounds, move: MapMove): MapBounds {
  const latSpan = bounds.ne.lat - bounds.sw.lat;
  const lngSpan = bounds.ne.lng - bounds.sw.lng;
  const shift = (dLat: number, dLng: number): MapBounds => ({
    ne: { lat: bounds.ne.lat + dLat, lng: bounds.ne.lng + dLng },
    sw: { lat: bounds.sw.lat + dLat, lng: bounds.sw.lng + dLng },
  });
  const scale = (factor: number): MapBounds => {
    const centre = { lat: bounds.sw.lat + latSpan / 2, lng: bounds.sw.lng + lngSpan / 2 };
    const halfLat = (latSpan * factor) / 2;
    const halfLng = (lngSpan * factor) / 2;
    return {
      ne: { lat: centre.lat + halfLat, lng: centre.lng + halfLng },
      sw: { lat: centre.lat - halfLat, lng: centre.lng - halfLng },
    };
  };
  switch (move) {
    case 'north':
      return clampBounds(shift(latSpan / 2, 0));
    case 'south':
      return clampBounds(shift(-latSpan / 2, 0));
    case 'east':
      return clampBounds(shift(0, lngSpan / 2));
    case 'west':
      return clampBounds(shift(0, -lngSpan / 2));
    case 'zoom-in':
      return scale(0.5);
    case 'zoom-out':
      return clampBounds(scale(2));
  }
}

/** Coordinates as URLs carry them: at most six decimals (about 10 cm), no trailing zeros. */
function coordinateParam(value: number): string {
  return String(Number(value.toFixed(6)) + 0);
}

/** An area as search `bounds` writes it: `neLat,neLng,swLat,swLng`. */
export function boundsParam(bounds: MapBounds): string {
  return [bounds.ne.lat, bounds.ne.lng, bounds.sw.lat, bounds.sw.lng].map(coordinateParam).join(',');
}

/** A point as search `origin` writes it: `lat,lng`. */
export function pointParam(point: MapPoint): string {
  return `${coordinateParam(point.lat)},${coordinateParam(point.lng)}`;
}

/** `neLat,neLng,swLat,swLng` read back (the caller has checked its form), or null. */
export function parseBoundsParam(value: string): MapBounds | null {
  const parts = value.split(',').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [neLat, neLng, swLat, swLng] = parts as [number, number, number, number];
  return { ne: { lat: neLat, lng: neLng }, sw: { lat: swLat, lng: swLng } };
}

/** Whether a point lies inside an area (edges included). */
export function boundsContain(bounds: MapBounds, point: MapPoint): boolean {
  return (
    point.lat <= bounds.ne.lat &&
    point.lat >= bounds.sw.lat &&
    point.lng <= bounds.ne.lng &&
    point.lng >= bounds.sw.lng
  );
}

/** The size of the offline map of one place (a listing's), in its own units. */
export const PLACE_MAP_SIZE = { width: 640, height: 320 } as const;

/**
 * How far around a place its offline map reaches (metres): a city and its neighbours, the scale at
 * which the bundled outlines and names are true to the place; streets are not in them.
 */
const PLACE_MAP_RADIUS = 9000;

/** The offline view of one place (and any more points), as the server draws its base map and the page its pins. */
export function placeMapLayout(center: MapPoint, points: readonly MapPoint[] = []): OfflineMapLayout {
  const around = boundsAround(center, PLACE_MAP_RADIUS);
  const area = boundsOf([center, ...points, around.ne, around.sw])!;
  return offlineMapLayout(area, PLACE_MAP_SIZE.width, PLACE_MAP_SIZE.height);
}
