import { browserTracingIntegration, init, replayIntegration } from '@sentry/browser';
import type { BrowserErrorReporting } from './error-reporting.ts';

let started = false;

/**
 * Sentry's browser SDK: uncaught errors and rejected promises of the page, a trace of a share of
 * page loads and navigations, and a replay of the moments before an error (text and inputs masked,
 * media blocked: what a visitor typed never leaves the browser).
 */
export function startErrorReporting(settings: BrowserErrorReporting): void {
  if (started) return;
  started = true;
  init({
    dsn: settings.dsn,
    environment: settings.environment,
    tracesSampleRate: settings.tracesSampleRate,
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: settings.replaysOnErrorSampleRate,
    integrations: [
      browserTracingIntegration(),
      replayIntegration({ maskAllText: true, blockAllMedia: true }),
    ],
  });
}
