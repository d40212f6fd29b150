import { z } from 'zod';
import { HexColorSchema } from './color.ts';

/** Map providers the web app can draw with. */
export const MAP_PROVIDERS = ['mapbox', 'googleMaps'] as const;

/** Maps (spec §9): mapbox, fuzzy location off (offset 500 m, zoom 13, circle #FF0000), current location suggested. */
export const MapsSchema = z.object({
  mapProvider: z.enum(MAP_PROVIDERS).default('mapbox'),
  mapboxAccessToken: z.string().optional(),
  googleMapsAPIKey: z.string().optional(),
  /**
   * A MapLibre style for the web app's maps (a self-hosted or a provider's style.json). Unset: maps
   * are drawn offline, with the pin on a plain panel, and nothing is fetched from other sites.
   */
  mapStyleUrl: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL of a MapLibre style' })
    .optional(),
  fuzzy: z
    .object({
      enabled: z.boolean().default(false),
      offset: z.number().nonnegative().default(500),
      defaultZoomLevel: z.int().min(0).max(22).default(13),
      circleColor: HexColorSchema.prefault('#FF0000'),
    })
    .default({ enabled: false, offset: 500, defaultZoomLevel: 13, circleColor: '#FF0000' }),
  search: z
    .object({
      suggestCurrentLocation: z.boolean().default(true),
      currentLocationBoundsDistance: z.number().positive().default(1000),
    })
    .default({ suggestCurrentLocation: true, currentLocationBoundsDistance: 1000 }),
});
/** Parsed maps config. */
export type MapsConfig = z.infer<typeof MapsSchema>;

/** A warning when the chosen provider has no token: addresses then come from the bundled gazetteer. */
export function findMissingMapTokenWarning(maps: MapsConfig): string | undefined {
  const token = maps.mapProvider === 'mapbox' ? maps.mapboxAccessToken : maps.googleMapsAPIKey;
  return token
    ? undefined
    : `no access token configured for map provider ${maps.mapProvider}; addresses are suggested from the bundled gazetteer of cities`;
}
