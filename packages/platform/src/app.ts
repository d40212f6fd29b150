import { readFileSync } from 'node:fs';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { createClamdScanner } from './adapters/file-scanner/clamd-scanner.adapter.ts';
import { createMailAdapter } from './adapters/mail/create-mail-adapter.ts';
import {
  createPaymentsAdapter,
  paymentsStartupWarnings,
} from './adapters/payments/create-payments-adapter.ts';
import { createStorageAdapter } from './adapters/storage/create-storage-adapter.ts';
import type { PlatformContext } from './context.ts';
import { type Database, migrateToLatest, openDatabase } from './db/database.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, hasDemoAccounts, seedDemoData } from './demo/seed.ts';
import { seedDemoHistory } from './demo/seed-demo-history.ts';
import { seedDemoListings } from './demo/seed-demo-listings.ts';
import type { PlatformEnv } from './env.ts';
import { AppError } from './errors/app-error.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
import { assetsRoutes } from './features/assets/assets.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { installLoginAsLimits } from './features/auth/login-as-limits.ts';
import { availabilityRoutes } from './features/availability/availability.routes.ts';
import { applyConfigFile } from './features/config/marketplace-config.service.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { fileTransferRoutes } from './features/files/file-transfer.routes.ts';
import { filesRoutes } from './features/files/files.routes.ts';
import { removeFilesOfDeletedAccount } from './features/files/files.service.ts';
import { idpRoutes } from './features/idp/idp.routes.ts';
import { imageFilesRoutes } from './features/images/image-files.routes.ts';
import { imagesRoutes } from './features/images/images.routes.ts';
import { adminListingsRoutes } from './features/listings/admin-listings.routes.ts';
import { listingsRoutes } from './features/listings/listings.routes.ts';
import { mailLogOf } from './features/mail/mail.repository.ts';
import { mailOutboxRoutes } from './features/mail/mail-outbox.routes.ts';
import { marketplaceRoutes } from './features/marketplace/marketplace.routes.ts';
import { ensureMarketplace } from './features/marketplace/marketplace.service.ts';
import { messagesRoutes } from './features/messages/messages.routes.ts';
import { operatorsRoutes } from './features/operators/operators.routes.ts';
import { createPaymentLedger } from './features/payments/payment-ledger.repository.ts';
import { paymentsPageRoutes } from './features/payments/payments-page.routes.ts';
import { stripeAccountRoutes } from './features/payments/stripe-account.routes.ts';
import { createPaymentAccounts } from './features/payments/stripe-accounts.repository.ts';
import { stripeCustomerRoutes } from './features/payments/stripe-customer.routes.ts';
import { forgetSavedPaymentDetails } from './features/payments/stripe-customer.service.ts';
import { stripeWebhookRoutes } from './features/payments/stripe-webhooks.routes.ts';
import { adminReviewsRoutes } from './features/reviews/admin-reviews.routes.ts';
import { reviewsRoutes } from './features/reviews/reviews.routes.ts';
import { searchRoutes } from './features/search/search.routes.ts';
import { sitemapRoutes } from './features/sitemap/sitemap.routes.ts';
import { stockRoutes } from './features/stock/stock.routes.ts';
import { adminTransactionsRoutes } from './features/transactions/admin-transactions.routes.ts';
import { transactionsRoutes } from './features/transactions/transactions.routes.ts';
import { paymentInProgressGuard } from './features/transactions/transactions.service.ts';
import { adminUsersRoutes } from './features/users/admin-users.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { BODY_LIMIT_BYTES, registerBodyParsers } from './http/body-parsers.ts';
import { installCors } from './http/cors.ts';
import { installErrorHandlers, sendFrameworkError } from './http/error-handler.ts';
import { type Lifecycle, opsRoutes } from './http/ops.routes.ts';
import { SnapshotLocalStore, sharedRateLimitStore } from './http/rate-limit-store.ts';
import { queuedServerFactory } from './http/request-queue.ts';
import { testClockRoutes } from './http/test-clock.routes.ts';
import { jobsPageRoutes } from './jobs/jobs.routes.ts';
import { createPlatformWorker } from './jobs/platform-jobs.ts';
import { type Clock, createMovableClock, type MovableClock, systemClock } from './lib/clock.ts';
import { createPlatformMetrics } from './lib/metrics.ts';
import { type ErrorReporterPort, logOnlyErrorReporter } from './ports/error-reporter.port.ts';
import type { FileScannerPort } from './ports/file-scanner.port.ts';
import type { MailPort } from './ports/mail.port.ts';
import type { PaymentsPort } from './ports/payments.port.ts';
import type { StoragePort } from './ports/storage.port.ts';

/** Adapters chosen by the environment; tests may pass their own. */
export interface AdapterOverrides {
  mail?: MailPort;
  storage?: StoragePort;
  fileScanner?: FileScannerPort | null;
  payments?: PaymentsPort;
  log?: Logger;
  redis?: Redis | null;
  errorReporter?: ErrorReporterPort;
}

/** Builds the context every feature shares from an open database and the environment. */
export function createContext(
  env: PlatformEnv,
  database: Database,
  clock: Clock = systemClock,
  overrides: AdapterOverrides = {},
): PlatformContext {
  return {
    db: database.db,
    dialect: database.dialect,
    env,
    clock,
    mail: overrides.mail ?? createMailAdapter(env, mailLogOf(database.db), clock),
    log: overrides.log ?? pino({ level: env.LOG_LEVEL, name: 'platform' }),
    storage: overrides.storage ?? createStorageAdapter(env),
    fileScanner:
      overrides.fileScanner !== undefined
        ? overrides.fileScanner
        : env.CLAMD_URL
          ? createClamdScanner(env.CLAMD_URL)
          : null,
    payments:
      overrides.payments ??
      createPaymentsAdapter(env, {
        ledger: createPaymentLedger(database.db, clock),
        accounts: createPaymentAccounts(database.db),
      }),
    redis: overrides.redis ?? null,
    errorReporter: overrides.errorReporter ?? logOnlyErrorReporter,
    metrics: createPlatformMetrics(),
    deletionGuards: [paymentInProgressGuard],
    deletionSteps: [forgetSavedPaymentDetails, removeFilesOfDeletedAccount],
    tokens: {
      db: database.db,
      clock,
      clientId: env.CLIENT_ID,
      clientSecret: env.CLIENT_SECRET,
      tokenSecret: env.TOKEN_SECRET,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
      loginAsScope: env.NODE_ENV === 'production' ? 'user:limited' : 'user',
    },
  };
}

/**
 * The platform API as a Fastify plugin, mounted at `/v1`. Infrastructure (parsers, errors, limits)
 * is registered before routes and stays encapsulated: the web app's routes are untouched by it.
 */
export async function platformPlugin(app: FastifyInstance, opts: { ctx: PlatformContext }): Promise<void> {
  const { ctx } = opts;
  app.decorateRequest('principal', null);
  await registerBodyParsers(app);
  installErrorHandlers(app, ctx.errorReporter);
  installCors(app, ctx.env);
  // Routes declare their limits in `config.rateLimit`; without the plugin those are simply unused.
  if (ctx.env.RATE_LIMIT_ENABLED) {
    await app.register(rateLimit, {
      global: false,
      enableDraftSpec: false,
      store: ctx.redis ? sharedRateLimitStore(ctx.redis) : SnapshotLocalStore,
      errorResponseBuilder: (_request, context) =>
        new AppError('too-many-requests', 'Too many requests').withHeader(
          'retry-after',
          String(Math.ceil(context.ttl / 1000)),
        ),
    });
  }
  installLoginAsLimits(app);
  await app.register(async (scope) => authRoutes(scope, ctx));
  await app.register(async (scope) => marketplaceRoutes(scope, ctx));
  await app.register(async (scope) => usersRoutes(scope, ctx));
  await app.register(async (scope) => accountsRoutes(scope, ctx));
  await app.register(async (scope) => stripeAccountRoutes(scope, ctx));
  await app.register(async (scope) => stripeCustomerRoutes(scope, ctx));
  await app.register(async (scope) => assetsRoutes(scope, ctx));
  await app.register(async (scope) => idpRoutes(scope, ctx));
  await app.register(async (scope) => imagesRoutes(scope, ctx));
  await app.register(async (scope) => listingsRoutes(scope, ctx));
  await app.register(async (scope) => searchRoutes(scope, ctx));
  await app.register(async (scope) => stockRoutes(scope, ctx));
  await app.register(async (scope) => availabilityRoutes(scope, ctx));
  await app.register(async (scope) => sitemapRoutes(scope, ctx));
  await app.register(async (scope) => transactionsRoutes(scope, ctx));
  await app.register(async (scope) => adminTransactionsRoutes(scope, ctx));
  await app.register(async (scope) => messagesRoutes(scope, ctx));
  await app.register(async (scope) => filesRoutes(scope, ctx));
  await app.register(async (scope) => reviewsRoutes(scope, ctx));
  await app.register(async (scope) => operatorsRoutes(scope, ctx));
  await app.register(async (scope) => adminListingsRoutes(scope, ctx));
  await app.register(async (scope) => adminReviewsRoutes(scope, ctx));
  await app.register(async (scope) => adminUsersRoutes(scope, ctx));
  await app.register(async (scope) => dashboardRoutes(scope, ctx));
}

/**
 * Platform routes outside `/v1`, mounted at the site root: image variant files, Stripe's webhook
 * endpoint (`/webhooks/stripe`, with PAYMENTS=stripe) and, in development, the `/_mail` outbox
 * page and the `/_jobs` page.
 */
export async function platformRootPlugin(
  app: FastifyInstance,
  opts: { ctx: PlatformContext },
): Promise<void> {
  const { ctx } = opts;
  await app.register(async (scope) => imageFilesRoutes(scope, ctx));
  await app.register(async (scope) => fileTransferRoutes(scope, ctx));
  if (ctx.env.PAYMENTS === 'stripe') await app.register(async (scope) => stripeWebhookRoutes(scope, ctx));
  if (ctx.env.MAIL_OUTBOX_PAGE) await app.register(async (scope) => mailOutboxRoutes(scope, ctx));
  if (ctx.env.NODE_ENV !== 'production') {
    await app.register(async (scope) => jobsPageRoutes(scope, ctx));
    await app.register(async (scope) => paymentsPageRoutes(scope, ctx));
  }
  if (ctx.env.TEST_CLOCK && isMovableClock(ctx.clock)) {
    const clock = ctx.clock;
    await app.register(async (scope) => testClockRoutes(scope, clock));
  }
}

function isMovableClock(clock: Clock): clock is MovableClock {
  return 'advance' in clock && typeof clock.advance === 'function';
}

/** How far `bootPlatform` has got, for a caller that shows it (`npm start`'s setup step). */
export type BootProgress =
  | { step: 'migrated' }
  | { step: 'demo-listings'; listings: number; of: number; photos: number }
  | { step: 'demo-history'; transactions: number };

/** A platform as a server runs it: its context, its database, and how to let go of both. */
export type BootedPlatform = PlatformContext & {
  database: Database;
  /** Closes the Redis connection (when there is one), then the database. */
  close(): Promise<void>;
};

/** Opens the database (and Redis, with REDIS_URL), applies migrations and seeds the first run. */
export async function bootPlatform(
  env: PlatformEnv,
  // TEST_CLOCK=true (refused in production): a clock the end-to-end tests move through /_clock.
  clock: Clock = env.TEST_CLOCK ? createMovableClock() : systemClock,
  overrides: AdapterOverrides = {},
  onProgress: (progress: BootProgress) => void = () => {},
): Promise<BootedPlatform> {
  const database = openDatabase(env.DATABASE_URL);
  const base = createContext(env, database, clock, overrides);
  // ioredis and Sentry's SDK are loaded only by a deployment that uses them.
  const ctx: PlatformContext = {
    ...base,
    ...(env.REDIS_URL && overrides.redis === undefined
      ? { redis: (await import('./lib/redis.ts')).connectRedis(env.REDIS_URL, base.log) }
      : {}),
    ...(env.SENTRY_DSN && overrides.errorReporter === undefined
      ? {
          errorReporter: await (
            await import('./adapters/error-reporting/sentry-error-reporter.ts')
          ).createSentryErrorReporter({
            dsn: env.SENTRY_DSN,
            environment: env.SENTRY_ENVIRONMENT,
            tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE,
          }),
        }
      : {}),
  };
  const close = async () => {
    if (ctx.redis && ctx.redis !== overrides.redis) ctx.redis.disconnect();
    await ctx.errorReporter.flush(2000);
    await database.destroy();
  };
  try {
    for (const warning of paymentsStartupWarnings(env)) ctx.log.warn(warning);
    await migrateToLatest(database.db);
    onProgress({ step: 'migrated' });
    await ensureMarketplace(database.db, env.MARKETPLACE_NAME, clock());
    if (env.MARKETPLACE_CONFIG) await applyConfigFile(ctx, readFileSync(env.MARKETPLACE_CONFIG, 'utf8'));
    if (env.SEED_DEMO_DATA) {
      await seedDemoData(database.db, clock());
      const listings = await seedDemoListings(ctx, (seeded) =>
        onProgress({ step: 'demo-listings', ...seeded }),
      );
      if (listings.size > 0) {
        // Its history moves money: on the sandbox only (on Stripe it would be charges to real cards).
        const transactions = env.PAYMENTS === 'sandbox' ? await seedDemoHistory(ctx, listings) : 0;
        onProgress({ step: 'demo-history', transactions });
        ctx.log.info(
          `Seeded the demo marketplace with ${listings.size} listings and ${transactions} orders, bookings and conversations`,
        );
      }
    }
    if (env.NODE_ENV === 'production' && (await hasDemoAccounts(database.db))) {
      ctx.log.error(
        `Demo accounts (@${DEMO_EMAIL_DOMAIN}) exist in this production database, and anyone can log in ` +
          `to them with the published password "${DEMO_PASSWORD}". Delete them, or do not run a real ` +
          'marketplace on this database.',
      );
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { ...ctx, database, close };
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify ignores a bare hop count (it cannot tell the
 * proxy from a client that reached the server directly), so hops become a trust function that
 * accepts the nearest `n` addresses: right only when Mercato is reachable through the proxy alone,
 * as documented; an address list is the strict form.
 */
function trustProxyOption(trust: PlatformEnv['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Fastify options shared by the standalone platform and the single-process server. */
export function serverOptions(env: PlatformEnv): FastifyServerOptions {
  return {
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // Requests run in arrival order, a few per turn of the event loop, so new connections are
    // accepted promptly under load; one that waits too long gets 503 (http/request-queue.ts).
    serverFactory: queuedServerFactory({
      perTurn: env.REQUESTS_PER_TURN,
      maxWaitMs: env.REQUEST_QUEUE_TIMEOUT_MS,
    }),
    frameworkErrors: sendFrameworkError,
  };
}

/**
 * A Fastify instance serving only the platform API (used by tests and an API-only deployment), with
 * the health, readiness and metrics endpoints when it has its database. With `worker: true` the job worker runs with it: started when the app is ready, stopped on close.
 */
export async function buildPlatformApp(
  ctx: PlatformContext & { database?: Database; close?: () => Promise<void> },
  options: { worker?: boolean; lifecycle?: Lifecycle } = {},
): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(ctx.env));
  await app.register(platformPlugin, { prefix: '/v1', ctx });
  await app.register(platformRootPlugin, { ctx });
  if (ctx.database) {
    await app.register(opsRoutes, {
      ctx,
      database: ctx.database,
      lifecycle: options.lifecycle ?? { draining: false },
    });
  }
  const worker = options.worker ? createPlatformWorker(ctx) : undefined;
  if (worker) app.addHook('onReady', async () => worker.start());
  const { database, close } = ctx;
  app.addHook('onClose', async () => {
    // Running jobs finish (or time out) before the database they use closes.
    await worker?.stop();
    await (close ? close() : database?.destroy());
  });
  return app;
}
