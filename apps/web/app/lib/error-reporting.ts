/**
 * The error tracker's public settings a page's browser uses (SENTRY_DSN, spec §9): the DSN is
 * public by design (it only lets one send events), and the share of page loads traced.
 */
export interface BrowserErrorReporting {
  dsn: string;
  environment: string;
  tracesSampleRate: number;
  /** The share of sessions with an error whose last moments are replayed (spec §9: all of them). */
  replaysOnErrorSampleRate: number;
}

/** The origin a page sends its errors to, which its Content-Security-Policy must allow. */
export function errorReportingOriginOf(settings: BrowserErrorReporting | null | undefined): string | null {
  if (!settings) return null;
  try {
    return new URL(settings.dsn).origin;
  } catch {
    return null;
  }
}
