import analyticsUrl from 'virtual:lazy/analytics';
import errorReportingUrl from 'virtual:lazy/error-reporting';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { schedulePageView } from './analytics.ts';
import type { startErrorReporting } from './error-reporting.client.ts';
import type { BrowserErrorReporting } from './error-reporting.ts';

/** What the marketplace watches on its pages: its error tracker and its analytics, either or both. */
interface PageTelemetry {
  analyticsId: string | null;
  errorReporting: BrowserErrorReporting | null;
}

/**
 * A chunk by its URL, past the bundler: it would wrap an `import()` it can read in its preload
 * helper, which every page would then load (vite.config.ts, `lazyChunkUrls`).
 */
function importChunk<T>(url: string): Promise<T> {
  return import(/* @vite-ignore */ url) as Promise<T>;
}

/**
 * Error reporting and analytics for every page, when the marketplace has them (spec §2, §9): their
 * code (Sentry's browser SDK; Google's tag and the page views) is loaded only then, after the page
 * runs, each as a chunk of its own (vite.config.ts: `lazyChunkUrls`), so that no page carries it
 * otherwise.
 */
export function useTelemetry(telemetry: Partial<PageTelemetry> | undefined): void {
  const { pathname, search } = useLocation();
  const analyticsId = telemetry?.analyticsId ?? null;
  const errorReporting = telemetry?.errorReporting ?? null;
  const dsn = errorReporting?.dsn;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settings object is new on each render; its DSN is what matters
  useEffect(() => {
    if (!errorReporting || !errorReportingUrl) return;
    void importChunk<{ startErrorReporting: typeof startErrorReporting }>(errorReportingUrl).then((chunk) =>
      chunk.startErrorReporting(errorReporting),
    );
  }, [dsn]);
  useEffect(() => {
    if (!analyticsId || !analyticsUrl) return;
    const navigatedAt = performance.now();
    void importChunk<{ schedulePageView: typeof schedulePageView }>(analyticsUrl).then((chunk) =>
      chunk.schedulePageView(analyticsId, `${pathname}${search}`, navigatedAt),
    );
  }, [analyticsId, pathname, search]);
}
