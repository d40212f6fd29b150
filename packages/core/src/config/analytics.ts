import { z } from 'zod';

/** Google Analytics 4 measurement ids start with this prefix (spec §2). */
export const GOOGLE_ANALYTICS_ID_PREFIX = 'G-';

/** Analytics settings; a bad id is not a config error, it only switches analytics off. */
export const AnalyticsSchema = z.object({ googleAnalyticsId: z.string().optional() });

/** Either the id to load analytics with, or no id and the warning to log. */
export type GoogleAnalyticsResolution =
  | { id: string; warning?: undefined }
  | { id?: undefined; warning?: string };

/** Checks the measurement id: ids without 'G-' belong to retired Universal Analytics and are skipped. */
export function resolveGoogleAnalyticsId(id: string | undefined): GoogleAnalyticsResolution {
  const trimmed = id?.trim();
  if (!trimmed) return {};
  if (trimmed.startsWith(GOOGLE_ANALYTICS_ID_PREFIX)) return { id: trimmed };
  return {
    warning: `Google Analytics id "${trimmed}" does not start with "${GOOGLE_ANALYTICS_ID_PREFIX}"; analytics is skipped`,
  };
}
