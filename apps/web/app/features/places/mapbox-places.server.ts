import { z } from 'zod';
import type { PlaceSuggestion, PlacesPort } from './place.ts';

/** Mapbox Geocoding v6 forward search. */
export const MAPBOX_FORWARD_URL = 'https://api.mapbox.com/search/geocode/v6/forward';

/** A geocoding service that did not answer usefully (network, status, shape, time-out). */
export class PlacesUnavailableError extends Error {
  override name = 'PlacesUnavailableError';
}

const FeatureCollectionSchema = z.object({
  features: z.array(
    z.object({
      id: z.string().optional(),
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
      properties: z.object({
        mapbox_id: z.string().optional(),
        name: z.string().optional(),
        full_address: z.string().optional(),
        place_formatted: z.string().optional(),
      }),
    }),
  ),
});

export interface MapboxPlacesOptions {
  accessToken: string;
  fetch?: typeof globalThis.fetch;
  endpoint?: string;
  language?: string;
  /** Time the service may take before the search gives up. */
  timeoutMs?: number;
}

/**
 * Addresses from Mapbox's geocoder (the spec's maps service): street addresses as well as places,
 * autocompleting the last word. Any failure is a `PlacesUnavailableError`, never a half answer.
 */
export function mapboxPlaces(options: MapboxPlacesOptions): PlacesPort {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const endpoint = options.endpoint ?? MAPBOX_FORWARD_URL;
  return {
    name: 'mapbox',
    async suggest(query, { limit, signal }) {
      const url = new URL(endpoint);
      url.searchParams.set('q', query);
      url.searchParams.set('autocomplete', 'true');
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('language', options.language ?? 'en');
      url.searchParams.set('access_token', options.accessToken);
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 3000);
      let body: unknown;
      try {
        const response = await fetchImpl(url, {
          headers: { accept: 'application/json' },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        if (!response.ok) throw new PlacesUnavailableError(`geocoder answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof PlacesUnavailableError) throw error;
        throw new PlacesUnavailableError(`geocoder unreachable: ${(error as Error).message}`);
      }
      const parsed = FeatureCollectionSchema.safeParse(body);
      if (!parsed.success) throw new PlacesUnavailableError('geocoder answered an unexpected shape');
      return parsed.data.features.flatMap((feature, index): PlaceSuggestion[] => {
        const [lng, lat] = feature.geometry.coordinates;
        const { properties } = feature;
        const label =
          properties.full_address ??
          [properties.name, properties.place_formatted].filter((part) => !!part).join(', ');
        if (!label || Math.abs(lat) > 90 || Math.abs(lng) > 180) return [];
        return [{ id: `mapbox:${properties.mapbox_id ?? feature.id ?? index}`, label, origin: { lat, lng } }];
      });
    },
  };
}

/**
 * A paid service guarded: answers are cached (same query, same answer for `cacheMs`), calls are
 * limited to `perSecond` with bursts of `burst`, and when the service fails or the budget is spent
 * the gazetteer answers instead, so typing an address never breaks.
 */
export function guardedPlaces(
  primary: PlacesPort,
  fallback: PlacesPort,
  options: {
    perSecond?: number;
    burst?: number;
    cacheSize?: number;
    cacheMs?: number;
    now?: () => number;
    onFallback?: (reason: string) => void;
  } = {},
): PlacesPort {
  const perSecond = options.perSecond ?? 10;
  const burst = options.burst ?? 20;
  const cacheSize = options.cacheSize ?? 500;
  const cacheMs = options.cacheMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; suggestions: PlaceSuggestion[] }>();
  let tokens = burst;
  let refilledAt = now();

  function take(): boolean {
    const at = now();
    tokens = Math.min(burst, tokens + ((at - refilledAt) / 1000) * perSecond);
    refilledAt = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  }

  return {
    name: primary.name,
    async suggest(query, searchOptions) {
      const key = `${searchOptions.limit}\u0000${query.trim().toLowerCase()}`;
      const cached = cache.get(key);
      if (cached && now() - cached.at < cacheMs) return cached.suggestions;
      if (!take()) {
        options.onFallback?.('rate budget spent');
        return fallback.suggest(query, searchOptions);
      }
      try {
        const suggestions = await primary.suggest(query, searchOptions);
        cache.delete(key);
        cache.set(key, { at: now(), suggestions });
        if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
        return suggestions;
      } catch (error) {
        if (!(error instanceof PlacesUnavailableError)) throw error;
        options.onFallback?.(error.message);
        return fallback.suggest(query, searchOptions);
      }
    },
  };
}
