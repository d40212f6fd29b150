import { type LocalRedis, startLocalRedis } from '@mercato/test-support/redis-server';
import { startLocalS3 } from '@mercato/test-support/s3-server';
import { startTcpProxy } from '@mercato/test-support/tcp-proxy';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildPlatformApp, createContext } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { REQUEST_RATE_LIMITS } from '../src/features/access/limits.ts';
import { defineJob } from '../src/jobs/job-definition.ts';
import { createJobRunner } from '../src/jobs/job-runner.ts';
import { scheduleJob } from '../src/jobs/jobs.service.ts';
import { connectRedis } from '../src/lib/redis.ts';
import { createTestPlatform, startSecondServer, type TestPlatform } from './harness.ts';

// Issue #31 (ADR 020): what instances share — request-rate limits in Redis — and what every
// instance tells its load balancer and its monitoring: /healthz, /readyz, /metrics.

const LIMIT = REQUEST_RATE_LIMITS.authToken.max;

/** A log that keeps what the Redis connection says. */
function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      info: (msg: string) => lines.push(`info: ${msg}`),
      warn: (_obj: unknown, msg: string) => lines.push(`warn: ${msg}`),
    },
  };
}

/** A token request from `ip`, to one of the instances. */
const tokenRequest = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth/token',
    remoteAddress: ip,
    payload: 'client_id=mercato-web&grant_type=client_credentials&scope=public-read',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** `n` token requests at once from `ip`, alternating between the instances; answers by status. */
async function spread(apps: FastifyInstance[], ip: string, n: number): Promise<Record<number, number>> {
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) => tokenRequest(apps[i % apps.length] as FastifyInstance, ip)),
  );
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
}

async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, ms = 10_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('request-rate limits shared by instances through Redis (REDIS_URL)', () => {
  let redis: LocalRedis;
  let first: TestPlatform;
  let second: TestPlatform;
  const connections: Redis[] = [];
  const logs = [recordingLog(), recordingLog()];
  let ipCounter = 0;
  const freshIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    redis = await startLocalRedis();
    // Two instances on one database, each with its own connection to Redis, as two processes have.
    for (const { log } of logs) connections.push(connectRedis(redis.url, log as never));
    await waitUntil(() => connections.every((c) => c.status === 'ready'), 'both connections are ready');
    first = await createTestPlatform('sqlite', {}, { redis: connections[0] as Redis });
    second = await startSecondServer(first, { redis: connections[1] as Redis });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    for (const connection of connections) connection.disconnect();
    await redis?.close();
  });

  it(`holds a limit of ${LIMIT} per minute across both: ${LIMIT} + 10 requests spread over them → 10 refused`, async () => {
    expect(await spread([first.app, second.app], freshIp(), LIMIT + 10)).toEqual({ 200: LIMIT, 429: 10 });
  });

  it('counts per client address: another address has its own allowance on both instances', async () => {
    const ip = freshIp();
    expect(await spread([first.app, second.app], ip, LIMIT)).toEqual({ 200: LIMIT });
    expect(await spread([first.app, second.app], freshIp(), 2)).toEqual({ 200: 2 });
    expect(await spread([second.app], ip, 1)).toEqual({ 429: 1 });
  });

  it('falls back to counting in each process while Redis is down, failing no request, and shares again once it is back', async () => {
    await redis.stop();
    await waitUntil(() => connections.every((c) => c.status !== 'ready'), 'both connections see the outage');
    // Each instance counts its own: 2 × 30 requests from one address all pass a limit of 60 per
    // instance, and a burst past one instance's limit is refused there, never answered 500.
    const ip = freshIp();
    expect(await spread([first.app, second.app], ip, 60)).toEqual({ 200: 60 });
    expect(await spread([first.app], ip, LIMIT)).toEqual({ 200: LIMIT - 30, 429: 30 });
    const ready = await first.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'not-ready',
      failing: ['redis'],
      checks: { database: 'ok', storage: 'ok', redis: 'failing' },
    });
    for (const { lines } of logs) {
      expect(lines.filter((line) => line.startsWith('warn: Redis is unreachable'))).toHaveLength(1);
    }

    await redis.resume();
    await waitUntil(() => connections.every((c) => c.status === 'ready'), 'both connections are back');
    expect(await spread([first.app, second.app], freshIp(), LIMIT + 4)).toEqual({ 200: LIMIT, 429: 4 });
    expect((await first.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    for (const { lines } of logs) {
      expect(lines.filter((line) => line.startsWith('info: Redis is reachable again'))).toHaveLength(1);
    }
  });

  it('without Redis, each instance counts alone (one process: the default)', async () => {
    const alone = await createTestPlatform('sqlite');
    const beside = await startSecondServer(alone);
    try {
      // 2 × 40 from one address: over one limit in all, under it on each instance.
      expect(await spread([alone.app, beside.app], freshIp(), 80)).toEqual({ 200: 80 });
    } finally {
      await beside.close();
      await alone.close();
    }
  });
});

describe('health and readiness (GET /healthz, GET /readyz)', () => {
  it('[postgres] answers 503 naming the database while PostgreSQL cannot be reached, and 200 once it can', async () => {
    const platform = await createTestPlatform('postgres');
    const url = new URL(platform.ctx.env.DATABASE_URL);
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    const database = openDatabase(url.toString());
    const app = await buildPlatformApp({
      ...createContext(platform.ctx.env, database, platform.clock.read),
      database,
    });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
      expect(ready.headers['cache-control']).toBe('no-store');

      await proxy.cut();
      const down = await app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        status: 'not-ready',
        failing: ['database'],
        checks: { database: 'failing', storage: 'ok' },
      });
      // The process itself lives: a load balancer must not restart it for its database's outage.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });

      await proxy.restore();
      await waitUntil(
        async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200,
        'ready again',
      );
    } finally {
      await app.close();
      // Once the database has seen the connections go (platform.close waits for that), not before:
      // cutting a connection pg is still closing is an error nobody listens to.
      await platform.close();
      await proxy.close();
    }
  });

  it('answers 503 naming storage while the S3-compatible server is down, and 200 once it is back', async () => {
    const s3 = await startLocalS3();
    const platform = await createTestPlatform('sqlite', s3.env);
    try {
      expect((await platform.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', storage: 'ok' },
      });
      await s3.stop();
      const down = await platform.app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ failing: ['storage'] });
      await s3.resume();
      expect((await platform.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await platform.close();
      await s3.close();
    }
  });

  it('answers 503 while the process drains after SIGTERM, and /healthz stays 200', async () => {
    const platform = await createTestPlatform('sqlite');
    const lifecycle = { draining: false };
    const database = openDatabase(platform.ctx.env.DATABASE_URL);
    const app = await buildPlatformApp(
      { ...createContext(platform.ctx.env, database, platform.clock.read), database },
      { lifecycle },
    );
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      lifecycle.draining = true;
      const draining = await app.inject({ method: 'GET', url: '/readyz' });
      expect([draining.statusCode, draining.json()]).toEqual([503, { status: 'draining' }]);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await platform.close();
    }
  });
});

/** The samples of a Prometheus text exposition, refusing any line that is not in the format. */
function parsePrometheusText(
  text: string,
): { name: string; labels: Record<string, string>; value: number }[] {
  const samples: { name: string; labels: Record<string, string>; value: number }[] = [];
  const typed = new Set<string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3]);
        typed.add(comment[2] as string);
      }
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/.exec(line);
    if (!sample) throw new Error(`Not a line of the Prometheus text format: ${JSON.stringify(line)}`);
    const labels: Record<string, string> = {};
    for (const pair of (sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1] as string] = pair[2] as string;
    }
    const name = sample[1] as string;
    const family = name.replace(/_(bucket|sum|count)$/, '');
    expect(typed.has(name) || typed.has(family), `${name} has a TYPE line`).toBe(true);
    samples.push({ name, labels, value: Number(sample[3]) });
  }
  return samples;
}

describe('metrics (GET /metrics, Prometheus text)', () => {
  const TOKEN = 'metrics-token-for-the-test-0123456789';

  it('is not there without METRICS_TOKEN', async () => {
    const platform = await createTestPlatform('sqlite');
    try {
      expect((await platform.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await platform.close();
    }
  });

  it('asks for the token, then counts the jobs a worker ran in the Prometheus text format', async () => {
    const platform = await createTestPlatform('sqlite', { METRICS_TOKEN: TOKEN });
    try {
      const scrape = (authorization?: string) =>
        platform.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
      expect((await scrape()).statusCode).toBe(401);
      expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);

      const job = defineJob({ name: 'test.metrics-job', payload: z.object({}), handle: async () => {} });
      await scheduleJob(platform.ctx, job, {});
      await scheduleJob(platform.ctx, job, {});
      expect(await createJobRunner(platform.ctx, { jobs: [job] }).runDue()).toBe(2);

      const answer = await scrape(`Bearer ${TOKEN}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const samples = parsePrometheusText(answer.body);
      const runs = samples.find(
        (s) =>
          s.name === 'mercato_job_runs_total' &&
          s.labels.job === 'test.metrics-job' &&
          s.labels.outcome === 'succeeded',
      );
      expect(runs?.value).toBe(2);
      expect(
        samples.find((s) => s.name === 'mercato_job_lag_seconds_count' && s.labels.job === 'test.metrics-job')
          ?.value,
      ).toBe(2);
    } finally {
      await platform.close();
    }
  });
});
