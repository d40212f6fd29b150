import { z } from 'zod';
import type { LoaderArgs } from '../../lib/context.ts';
import { invalidParams } from '../../lib/invalid-params.ts';
import { drawPlaceBaseMap } from './base-map.server.ts';

/** A coordinate of the query: present, a number, and within ±`limit` degrees. */
const coordinate = (name: string, limit: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .pipe(
      z.coerce
        .number<string>({ error: `${name} must be a number` })
        .min(-limit, `${name} must be between -${limit} and ${limit}`)
        .max(limit, `${name} must be between -${limit} and ${limit}`),
    );

/** `GET /api/base-map?lat=…&lng=…`. */
const PlaceQuerySchema = z.object({ lat: coordinate('lat', 90), lng: coordinate('lng', 180) });

/**
 * `GET /api/base-map?lat=…&lng=…`: the offline base map around a place, as `{baseMap}` (null when
 * the map data cannot be read), for a map whose place is chosen in the browser (the listing
 * editor's location): the data and the drawing stay on the server, as for the maps it renders. A
 * missing or out-of-range coordinate is a 400 in the API error format.
 */
export async function loadPlaceBaseMap({ request }: Pick<LoaderArgs, 'request'>): Promise<Response> {
  const url = new URL(request.url);
  const parsed = PlaceQuerySchema.safeParse({
    lat: url.searchParams.get('lat') ?? undefined,
    lng: url.searchParams.get('lng') ?? undefined,
  });
  if (!parsed.success) return invalidParams(parsed.error);
  const baseMap = await drawPlaceBaseMap(parsed.data);
  // The map data ships with the release: the same place draws the same map until an upgrade.
  return Response.json({ baseMap }, { headers: { 'cache-control': 'public, max-age=86400' } });
}
