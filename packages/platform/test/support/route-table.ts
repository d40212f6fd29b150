import Fastify, { type RouteOptions } from 'fastify';
import { platformPlugin, platformRootPlugin, serverOptions } from '../../src/app.ts';
import type { PlatformContext } from '../../src/context.ts';
import { opsRoutes } from '../../src/http/ops.routes.ts';
import { createTestPlatform, type TestPlatform } from '../harness.ts';

/** Where a route lives, which decides the error format it promises. */
export type RouteArea = 'api' | 'auth' | 'assets' | 'root';

/** A request-rate limit a route declares for `@fastify/rate-limit`. */
export interface RouteRateLimit {
  max: number;
  timeWindow: string | number;
  /** Whether the route keys its limit on something other than the client IP (e.g. the user). */
  customKey: boolean;
}

/** One registered route, as Fastify's `onRoute` hook reports it. */
export interface RegisteredRoute {
  /** `METHOD /full/url`, the key of every per-route table in the suites. */
  key: string;
  method: string;
  url: string;
  area: RouteArea;
  /** A HEAD route Fastify added for a GET route; it shares that route's handler and table rows. */
  headOf?: string;
  rateLimit?: RouteRateLimit;
}

/** The route table of the platform app, plus Fastify's own rendering of it for drift checks. */
export interface RouteTable {
  routes: RegisteredRoute[];
  printed: string;
}

function areaOf(url: string): RouteArea {
  if (url.startsWith('/v1/api/')) return 'api';
  if (url.startsWith('/v1/auth/')) return 'auth';
  if (url.startsWith('/v1/')) return 'assets';
  return 'root';
}

function rateLimitOf(options: RouteOptions): RouteRateLimit | undefined {
  const config = options.config as { rateLimit?: Record<string, unknown> } | undefined;
  const limit = config?.rateLimit;
  if (!limit || typeof limit.max !== 'number') return undefined;
  return {
    max: limit.max,
    timeWindow: limit.timeWindow as string | number,
    customKey: typeof limit.keyGenerator === 'function',
  };
}

/**
 * Every route the platform registers (API at /v1 and root routes such as image files), read with an
 * `onRoute` hook on an app composed the way `buildPlatformApp` composes it. Fastify keeps its router
 * private, so the hook has to be in place before the plugins register; `printed` lets a suite check
 * that the app it tests has exactly this table (see `assertSameRoutes`).
 */
export async function collectRoutes(ctx: PlatformContext): Promise<RouteTable> {
  const scratch = Fastify(serverOptions(ctx.env));
  const seen: RouteOptions[] = [];
  scratch.addHook('onRoute', (options) => {
    seen.push(options);
  });
  await scratch.register(platformPlugin, { prefix: '/v1', ctx });
  await scratch.register(platformRootPlugin, { ctx });
  await scratch.register(opsRoutes, {
    ctx,
    database: { answers: async () => true },
    lifecycle: { draining: false },
  });
  await scratch.ready();
  const printed = scratch.printRoutes({ commonPrefix: false });
  await scratch.close();
  const getUrls = new Set(seen.filter((o) => o.method === 'GET').map((o) => o.url));
  const routes: RegisteredRoute[] = [];
  for (const options of seen) {
    // The /v1 catch-all (preflights and unknown paths, http/cors.ts) is no endpoint of its own.
    if (options.config?.catchAll) continue;
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      const rateLimit = rateLimitOf(options);
      routes.push({
        key: `${method} ${options.url}`,
        method,
        url: options.url,
        area: areaOf(options.url),
        ...(method === 'HEAD' && getUrls.has(options.url) ? { headOf: `GET ${options.url}` } : {}),
        ...(rateLimit ? { rateLimit } : {}),
      });
    }
  }
  return { routes: routes.sort((a, b) => a.key.localeCompare(b.key)), printed };
}

/** Fails when the app under test has routes the table does not (e.g. a plugin added elsewhere). */
export function assertSameRoutes(table: RouteTable, platform: TestPlatform): void {
  const actual = platform.app.printRoutes({ commonPrefix: false });
  if (actual !== table.printed) {
    throw new Error(
      'The platform app registers routes that collectRoutes() did not see: compose the scratch app in ' +
        `test/support/route-table.ts the way buildPlatformApp does.\nExpected:\n${table.printed}\nActual:\n${actual}`,
    );
  }
}

/**
 * Reads the route table once, at test-collection time, from a throwaway SQLite platform with the
 * suite's environment, so suites can declare one test per route.
 */
export async function readRouteTable(env: Record<string, string> = {}): Promise<RouteTable> {
  const platform = await createTestPlatform('sqlite', env);
  try {
    return await collectRoutes(platform.ctx);
  } finally {
    await platform.close();
  }
}
