import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  type AdapterOverrides,
  type BootProgress,
  bootPlatform,
  platformPlugin,
  platformRootPlugin,
  serverOptions,
} from '@mercato/platform/app';
import { changeMarkOf } from '@mercato/platform/db/change-mark';
import { type Lifecycle, opsRoutes } from '@mercato/platform/http/ops.routes';
import { createPlatformWorker } from '@mercato/platform/jobs/platform-jobs';
import { collectProcessMetrics } from '@mercato/platform/lib/metrics';
import { injectTransport } from '@mercato/sdk/transport';
import Fastify from 'fastify';
import type { ServerBuild } from 'react-router';
import { registerCompression } from './compression.ts';
import { mountDevWeb } from './dev-web.ts';
import { loadServerEnv } from './env.ts';
import { logOptionsFor } from './log-options.ts';
import { originCheck } from './origin-check.ts';
import { collectWhenQuiet } from './quiet-collection.ts';
import { countRequests } from './request-metrics.ts';
import { serverRoleOf } from './role.ts';
import { securityHeadersFor } from './security-headers.ts';
import { closeOnSignals } from './shutdown.ts';
import { startupWarnings } from './startup-warnings.ts';
import { webPlugin } from './web-plugin.ts';

/** How the server is started: `npm start` says what kind of deployment it is. */
export interface RunOptions {
  /**
   * NODE_ENV as the operator gave it (`production`: a real deployment, secrets required, no demo
   * data), which `npm start` keeps apart from the process's NODE_ENV: that one is `production` so
   * React and the libraries run their production code even for the local demo. Defaults to the
   * process's NODE_ENV.
   */
  deployment?: string | undefined;
  /** `npm run dev`: the web app from its sources through Vite, with hot reload, instead of the build. */
  dev?: boolean;
}

/** What the startup line says about the mode: production build or not, demo or real deployment. */
export function modeOf(deployment: string, runtime: string | undefined, dev = false): string {
  const build = dev
    ? 'development, hot reload'
    : runtime === 'production'
      ? 'production build'
      : `NODE_ENV=${runtime ?? 'unset'}`;
  if (deployment === 'production') return build;
  return `${build}, local demo: development secrets and demo data; set NODE_ENV=production for a real deployment`;
}

/**
 * The whole marketplace in one process: platform API at /v1, web app everywhere else, the web
 * app reaching the platform in-process (Fastify inject, no socket), and the job worker (ADR 007).
 * `--role web` (or ROLE=web) leaves the worker out; `--role worker` runs only the worker; `--role
 * setup` prepares the database (migrations, the local demo's data) and exits.
 */
export async function runServer(options: RunOptions = {}): Promise<void> {
  const env = loadServerEnv('deployment' in options ? { deployment: options.deployment } : {});
  const role = serverRoleOf(process.argv.slice(2), env.ROLE);
  const app = Fastify(logOptionsFor(serverOptions(env), env.NODE_ENV));
  // The platform logs through the server's logger: one format (JSON or readable lines) for both.
  const log = app.log.child({ name: 'platform' }) as unknown as NonNullable<AdapterOverrides['log']>;
  // `npm start` runs the setup role in a child process and shows how far it is (scripts/start.mjs),
  // told over the IPC channel it opens.
  const progress = role === 'setup' && process.send ? (p: BootProgress) => process.send?.(p) : undefined;
  const platform = await bootPlatform(env, undefined, { log }, progress);
  if (role === 'setup') {
    await platform.close();
    app.log.info('The database is ready (--role setup)');
    return;
  }
  const worker = role === 'web' ? undefined : createPlatformWorker(platform, { log: app.log });
  app.addHook('onClose', async () => {
    // Running jobs finish (or are released) before the database they use closes.
    await worker?.stop();
    await platform.close();
  });
  const lifecycle: Lifecycle = { draining: false };
  closeOnSignals(app, {
    lifecycle,
    delayMs: env.SHUTDOWN_DELAY_SECONDS * 1000,
    graceMs: (env.WORKER_SHUTDOWN_TIMEOUT_SECONDS + 10) * 1000,
  });
  collectProcessMetrics(platform.metrics, platform.database.poolUse);
  const requestMetrics = countRequests(app, platform.metrics);
  // The heap grown by a burst of requests goes back to its resting size as soon as they end.
  const quiet = collectWhenQuiet(app);
  app.addHook('onClose', async () => quiet.stop());
  await app.register(opsRoutes, { ctx: platform, database: platform.database, lifecycle });
  if (role === 'worker') {
    // Only /healthz, /readyz and /metrics: a worker serves no pages and no API.
    await app.listen({ port: env.PORT, host: env.HOST });
    worker?.start();
    app.log.info(`Mercato job worker is running (--role worker; health and metrics on port ${env.PORT})`);
    return;
  }

  const here = dirname(fileURLToPath(import.meta.url));
  const buildDir = join(here, '..', 'build');
  const devWeb = options.dev ? await mountDevWeb(app, join(here, '..')) : undefined;
  const build =
    devWeb?.build ??
    ((await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild);
  if (typeof build !== 'function') requestMetrics.labelPages(build);
  for (const warning of startupWarnings(env)) app.log.warn(warning);
  // Before any route, so pages, the API and static files are all compressed.
  registerCompression(app);
  const securityHeaders = securityHeadersFor(env.ROOT_URL);
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  });

  // Before any route, so every state-changing request outside /v1 is checked, whoever handles it.
  app.addHook('onRequest', originCheck(env.ROOT_URL));

  await app.register(platformPlugin, { prefix: '/v1', ctx: platform });
  await app.register(platformRootPlugin, { ctx: platform });
  // Browsers ask for /favicon.ico on pages that name no icon (the API's JSON, the /_mail and
  // /_payments pages, an image opened on its own): they get the site's icon instead of a 404.
  app.get('/favicon.ico', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
  );
  await app.register(async (scope) => {
    // In development Vite serves the browser's files from the sources.
    if (!devWeb) {
      // Every route of the static files is one file: counted together, not one label per file.
      scope.addHook('onRequest', async (request) => {
        if (request.routeOptions.url !== '/*') requestMetrics.markStatic(request);
      });
      await scope.register(fastifyStatic, {
        root: join(buildDir, 'client'),
        wildcard: false,
        // The .br and .gz files the build wrote beside each text file, chosen by Accept-Encoding.
        preCompressed: true,
        // Hashed build assets never change; other public files may.
        setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => {
          const immutable = path.includes(join('client', 'assets'));
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }
    await scope.register(webPlugin, {
      build,
      transportFor: (clientIp) => injectTransport((opts) => app.inject(opts), clientIp),
      clientId: env.CLIENT_ID,
      clientSecret: env.CLIENT_SECRET,
      rootUrl: env.ROOT_URL,
      identityProviders: env.IDPS,
      cookie: {
        secure: env.ROOT_URL.startsWith('https://'),
        maxAgeSeconds: env.REFRESH_TOKEN_TTL_DAYS * 86_400,
      },
      // The production handler for the built app: error details must not reach pages.
      mode: devWeb ? 'development' : 'production',
      // Test cards are a developer's tool: a real marketplace never tells its customers about them,
      // unless its operator runs production on the sandbox knowingly (ALLOW_TEST_PAYMENTS=true).
      testPayments: env.PAYMENTS === 'sandbox' && (env.NODE_ENV !== 'production' || env.ALLOW_TEST_PAYMENTS),
      stripePublishableKey: env.PAYMENTS === 'stripe' ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      // Browsers report to the same tracker as the server (spec §9: traces 0.1, replay on error).
      errorReporting: env.SENTRY_DSN
        ? {
            dsn: env.SENTRY_DSN,
            environment: env.SENTRY_ENVIRONMENT,
            tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE,
            replaysOnErrorSampleRate: 1,
          }
        : null,
      reportError: (error) => platform.errorReporter.capture(error, { area: 'web' }),
      changeMark: () => changeMarkOf(platform.database),
      // Not in development, where the pages' code changes under them.
      ...(!devWeb && env.PAGE_CACHE_SECONDS > 0
        ? { pageCache: { now: () => platform.clock().getTime(), ttlMs: env.PAGE_CACHE_SECONDS * 1000 } }
        : {}),
    });
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  worker?.start();
  const extras = [
    modeOf(env.NODE_ENV, process.env.NODE_ENV, options.dev),
    ...(worker ? ['job worker in this process'] : []),
  ];
  // Since this process started: for `npm start`, its build and database steps included.
  const seconds = process.uptime().toFixed(1);
  app.log.info(`Mercato is ready at ${env.ROOT_URL} in ${seconds} s (${extras.join('; ')})`);
}

function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// `node apps/web/dist/server.js` runs the server itself; `npm start` imports it and calls runServer.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runServer().catch(fail);
