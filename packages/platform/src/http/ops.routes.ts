import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { PlatformContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { carriesBearerToken } from '../lib/bearer-token.ts';

/** Whether the process is going away: set on SIGTERM, so /readyz sends traffic elsewhere first. */
export interface Lifecycle {
  draining: boolean;
}

/** The parts a process needs to serve: its database, and Redis and storage when configured. */
type Part = 'database' | 'redis' | 'storage';

/** How long one part may take to answer before it counts as failing. */
const CHECK_TIMEOUT_MS = 2000;

async function withinTimeout(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      check(),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Every configured part, checked at once: `ok` or `failing` for each. */
export async function checkReadiness(
  ctx: PlatformContext,
  database: Pick<Database, 'answers'>,
): Promise<Partial<Record<Part, 'ok' | 'failing'>>> {
  const checks: [Part, () => Promise<boolean>][] = [
    ['database', () => database.answers()],
    ['storage', () => ctx.storage.answers()],
  ];
  const { redis } = ctx;
  if (redis) checks.push(['redis', () => redisAnswers(redis)]);
  const results = await Promise.all(
    checks.map(async ([part, check]) => [part, await withinTimeout(check)] as const),
  );
  return Object.fromEntries(results.map(([part, ok]) => [part, ok ? 'ok' : 'failing']));
}

/** Whether `redis` is connected and answers a PING (bounded by the caller's timeout). */
async function redisAnswers(redis: Redis): Promise<boolean> {
  return redis.status === 'ready' && (await redis.ping()) === 'PONG';
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * What a load balancer and a monitoring system ask of every process (ADR 020), at the site root:
 * - `GET /healthz`: the process lives and serves (200), draining or not;
 * - `GET /readyz`: 200 when the database, and Redis and storage when configured, answer; 503
 *   naming the failing parts, or while the process drains after SIGTERM;
 * - `GET /metrics`: Prometheus text, with `Authorization: Bearer <METRICS_TOKEN>`; 404 without the
 *   variable (the route does not exist), 401 with a wrong or missing token.
 */
export async function opsRoutes(
  app: FastifyInstance,
  opts: { ctx: PlatformContext; database: Pick<Database, 'answers'>; lifecycle: Lifecycle },
): Promise<void> {
  const { ctx, database, lifecycle } = opts;
  app.get('/healthz', async (_request, reply) => noStore(reply).send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (lifecycle.draining) return noStore(reply).code(503).send({ status: 'draining' });
    const checks = await checkReadiness(ctx, database);
    const failing = Object.entries(checks)
      .filter(([, state]) => state === 'failing')
      .map(([part]) => part);
    if (failing.length === 0) return noStore(reply).send({ status: 'ready', checks });
    return noStore(reply).code(503).send({ status: 'not-ready', failing, checks });
  });
  const token = ctx.env.METRICS_TOKEN;
  // Without a token there is nothing to scrape: the path is as unknown as any other.
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    if (!carriesBearerToken(request.headers.authorization, token)) {
      return noStore(reply)
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ status: 'unauthorized' });
    }
    const text = await ctx.metrics.registry.metrics();
    return noStore(reply).type(ctx.metrics.registry.contentType).send(text);
  });
}
