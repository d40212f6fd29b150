import type { MapsConfig } from '@mercato/core/config/maps';

/** What a page needs to draw maps; safe to send to the browser. */
export interface MapSettings {
  /**
   * A MapLibre style (`maps.mapStyleUrl` of the marketplace configuration). Null: the offline view,
   * which loads nothing from anywhere.
   */
  styleUrl: string | null;
}

/** The map settings of the marketplace configuration. */
export function mapSettingsOf(maps: Pick<MapsConfig, 'mapStyleUrl'>): MapSettings {
  return { styleUrl: maps.mapStyleUrl ?? null };
}

/** Maps as every test and a fresh install draw them: offline. */
export const OFFLINE_MAP_SETTINGS: MapSettings = { styleUrl: null };

/**
 * The origin the configured map style is fetched from (for the pages' CSP), or null without one.
 * Only an http(s) URL counts, whatever got into the configuration.
 */
export function mapStyleOriginOf(maps: Pick<MapsConfig, 'mapStyleUrl'> | undefined): string | null {
  if (!maps?.mapStyleUrl) return null;
  try {
    const url = new URL(maps.mapStyleUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
