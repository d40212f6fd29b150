import { describe, expect, it, vi } from 'vitest';
import {
  guardedPlaces,
  MAPBOX_FORWARD_URL,
  mapboxPlaces,
  PlacesUnavailableError,
} from './mapbox-places.server.ts';
import type { PlacesPort } from './place.ts';

const FEATURES = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: 'dXJuOm1ieGFkcjox',
      geometry: { type: 'Point', coordinates: [-122.41942, 37.77493] },
      properties: {
        mapbox_id: 'dXJuOm1ieGFkcjox',
        feature_type: 'address',
        name: '1 Market Street',
        full_address: '1 Market Street, San Francisco, California 94105, United States',
        place_formatted: 'San Francisco, California 94105, United States',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [2.35222, 48.85661] },
      properties: { mapbox_id: 'cGxhY2U', name: 'Paris', place_formatted: 'Île-de-France, France' },
    },
    { type: 'Feature', geometry: { type: 'Point', coordinates: [200, 10] }, properties: { name: 'Nowhere' } },
  ],
};

function fakeFetch(answer: () => Response | Promise<Response>) {
  return vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => answer());
}

describe('mapboxPlaces', () => {
  it('asks the v6 forward endpoint and turns features into suggestions', async () => {
    const fetch = fakeFetch(() => Response.json(FEATURES));
    const places = mapboxPlaces({ accessToken: 'pk.test', fetch });
    const suggestions = await places.suggest('1 market st', { limit: 3 });
    expect(suggestions).toEqual([
      {
        id: 'mapbox:dXJuOm1ieGFkcjox',
        label: '1 Market Street, San Francisco, California 94105, United States',
        origin: { lat: 37.77493, lng: -122.41942 },
      },
      {
        id: 'mapbox:cGxhY2U',
        label: 'Paris, Île-de-France, France',
        origin: { lat: 48.85661, lng: 2.35222 },
      },
    ]);
    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(`${url.origin}${url.pathname}`).toBe(MAPBOX_FORWARD_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: '1 market st',
      autocomplete: 'true',
      limit: '3',
      language: 'en',
      access_token: 'pk.test',
    });
  });

  it.each([
    ['a refusal', () => new Response('{"message":"Not Authorized"}', { status: 401 }), /401/],
    ['another shape', () => Response.json({ features: 'none' }), /unexpected shape/],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed')), /unreachable/],
  ])('turns %s into PlacesUnavailableError', async (_name, answer, message) => {
    const places = mapboxPlaces({ accessToken: 'pk.test', fetch: fakeFetch(answer) });
    const failure = places.suggest('x', { limit: 5 });
    await expect(failure).rejects.toBeInstanceOf(PlacesUnavailableError);
    await expect(failure).rejects.toThrow(message);
  });

  it('gives up after its time-out', async () => {
    const fetch = vi.fn(
      (_url: URL | RequestInfo, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const places = mapboxPlaces({ accessToken: 'pk.test', fetch, timeoutMs: 20 });
    await expect(places.suggest('x', { limit: 5 })).rejects.toBeInstanceOf(PlacesUnavailableError);
  });
});

describe('guardedPlaces', () => {
  const fallback: PlacesPort = {
    name: 'gazetteer',
    suggest: async () => [{ id: 'gazetteer:1', label: 'Fallback', origin: { lat: 0, lng: 0 } }],
  };

  it('caches answers, spends a budget of calls, and falls back when it is spent or the service fails', async () => {
    let clock = 0;
    let fail = false;
    const suggest = vi.fn(async (query: string) => {
      if (fail) throw new PlacesUnavailableError('down');
      return [{ id: `mapbox:${query}`, label: query, origin: { lat: 1, lng: 1 } }];
    });
    const reasons: string[] = [];
    const places = guardedPlaces({ name: 'mapbox', suggest }, fallback, {
      perSecond: 1,
      burst: 2,
      now: () => clock,
      onFallback: (reason) => reasons.push(reason),
    });
    expect((await places.suggest('a', { limit: 5 }))[0]!.label).toBe('a');
    expect((await places.suggest('A ', { limit: 5 }))[0]!.label).toBe('a'); // cached
    expect((await places.suggest('b', { limit: 5 }))[0]!.label).toBe('b');
    expect((await places.suggest('c', { limit: 5 }))[0]!.label).toBe('Fallback'); // budget spent
    expect(suggest).toHaveBeenCalledTimes(2);
    clock += 1000;
    fail = true;
    expect((await places.suggest('d', { limit: 5 }))[0]!.label).toBe('Fallback');
    expect(reasons).toEqual(['rate budget spent', 'down']);
    clock += 11 * 60_000;
    fail = false;
    expect((await places.suggest('a', { limit: 5 }))[0]!.id).toBe('mapbox:a'); // cache expired, asked again
    expect(suggest).toHaveBeenCalledTimes(4);
  });

  it('lets programming errors through', async () => {
    const places = guardedPlaces(
      { name: 'mapbox', suggest: async () => Promise.reject(new RangeError('bug')) },
      fallback,
    );
    await expect(places.suggest('x', { limit: 1 })).rejects.toBeInstanceOf(RangeError);
  });
});
