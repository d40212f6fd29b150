import type { ErrorReporterPort } from '../../ports/error-reporter.port.ts';

const FRAMEWORK_INTEGRATIONS = new Set([
  'Fastify',
  'Express',
  'Hapi',
  'Hono',
  'Koa',
  'Nitro',
  'AwsLambdaWeb',
]);

/** What the Sentry reporter is made with (SENTRY_DSN and its companions). */
export interface SentryOptions {
  dsn: string;
  environment: string;
  /** The share of requests traced (spec §9: 0.1). */
  tracesSampleRate: number;
}

/**
 * Reports errors to Sentry, or any server that speaks its envelope protocol at a DSN (GlitchTip,
 * a self-hosted Sentry), with the official `@sentry/node`. Loaded only when SENTRY_DSN is set: it
 * takes most of a second to import. Its default integrations also report uncaught exceptions and
 * unhandled rejections of the process.
 */
export async function createSentryErrorReporter(options: SentryOptions): Promise<ErrorReporterPort> {
  const Sentry = await import('@sentry/node');
  Sentry.init({
    // Not the frameworks' own: Mercato reports what failed on its side, tagged with where
    // (Sentry's Fastify integration would report each such error first, untagged, and its
    // duplicate check would then drop ours); the others are frameworks Mercato does not run on.
    integrations: (defaults) =>
      defaults.filter((integration) => !FRAMEWORK_INTEGRATIONS.has(integration.name)),
    dsn: options.dsn,
    environment: options.environment,
    tracesSampleRate: options.tracesSampleRate,
    // Requests' headers, cookies, bodies and query strings carry tokens and personal data: never sent.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
  });
  return {
    capture(error, tags) {
      Sentry.captureException(error, tags ? { tags } : undefined);
    },
    async flush(timeoutMs) {
      await Sentry.flush(timeoutMs);
    },
  };
}
