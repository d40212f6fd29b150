import type { MapsConfig } from '@mercato/core/config/maps';
import { z } from 'zod';
import type { LoaderArgs } from '../../lib/context.ts';
import { invalidParams } from '../../lib/invalid-params.ts';
import { gazetteerPlaces } from './gazetteer-places.server.ts';
import { guardedPlaces, mapboxPlaces } from './mapbox-places.server.ts';
import {
  PLACE_QUERY_MAX_LENGTH,
  PLACE_SUGGESTIONS_DEFAULT,
  PLACE_SUGGESTIONS_MAX,
  type PlacesPort,
} from './place.ts';

const gazetteer = gazetteerPlaces();
let geocoder: { token: string; places: PlacesPort } | undefined;

/**
 * The address search of this marketplace: Mapbox when the configuration has a Mapbox token
 * (`maps.mapboxAccessToken`), falling back to the gazetteer whenever Mapbox cannot answer; the
 * bundled gazetteer otherwise, which never leaves the machine.
 */
export function placesFor(maps: Pick<MapsConfig, 'mapProvider' | 'mapboxAccessToken'>): PlacesPort {
  const token = maps.mapProvider === 'mapbox' ? maps.mapboxAccessToken?.trim() : undefined;
  if (!token) return gazetteer;
  if (geocoder?.token !== token) {
    geocoder = {
      token,
      places: guardedPlaces(mapboxPlaces({ accessToken: token }), gazetteer, {
        onFallback: (reason) =>
          console.warn(`address search: Mapbox unavailable (${reason}); gazetteer used`),
      }),
    };
  }
  return geocoder.places;
}

/** The configured address search of the request's marketplace. */
export async function placesOf(context: LoaderArgs['context']): Promise<PlacesPort> {
  const config = await context.session.sdk.assets.config();
  return placesFor(config.data.maps);
}

/** `GET /api/places?q=…&limit=…`. */
const PlaceQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q is required')
    .max(PLACE_QUERY_MAX_LENGTH, `q must be at most ${PLACE_QUERY_MAX_LENGTH} characters`),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PLACE_SUGGESTIONS_MAX, `limit must be at most ${PLACE_SUGGESTIONS_MAX}`)
    .default(PLACE_SUGGESTIONS_DEFAULT),
});

/**
 * `GET /api/places?q=…&limit=…`: address suggestions for the address fields, as
 * `{suggestions: [{id, label, origin: {lat, lng}}]}`. A bad query is a 400 in the API error format.
 */
export async function loadPlaceSuggestions({ request, context }: LoaderArgs): Promise<Response> {
  const url = new URL(request.url);
  const parsed = PlaceQuerySchema.safeParse({
    q: url.searchParams.get('q') ?? undefined,
    limit: url.searchParams.get('limit') ?? undefined,
  });
  if (!parsed.success) return invalidParams(parsed.error);
  const places = await placesOf(context);
  const suggestions = await places.suggest(parsed.data.q, {
    limit: parsed.data.limit,
    signal: request.signal,
  });
  return Response.json(
    { suggestions },
    // The gazetteer never changes while the process runs; geocoder answers are fine for minutes too.
    { headers: { 'cache-control': 'public, max-age=300' } },
  );
}
