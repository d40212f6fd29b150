import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase } from '@mercato/test-support/postgres-database';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { type AdapterOverrides, buildPlatformApp, createContext } from '../src/app.ts';
import type { PlatformContext } from '../src/context.ts';
import { type Database, type Dialect, migrateToLatest, openDatabase } from '../src/db/database.ts';
import { type PlatformEnv, parsePlatformEnv } from '../src/env.ts';
import { ensureMarketplace } from '../src/features/marketplace/marketplace.service.ts';
import { hashPasswordsCheaplyForTests } from '../src/lib/password.ts';

// Suites sign up thousands of accounts; what they test is not the hash's cost (lib/password.ts).
hashPasswordsCheaplyForTests();

/** Both dialects every integration suite runs on. */
export const DIALECTS: Dialect[] = ['sqlite', 'postgres'];

/** A clock tests can move forward. */
export class TestClock {
  constructor(private now = new Date('2026-11-22T12:00:00.000Z')) {}
  readonly read = () => new Date(this.now);
  advance(ms: number): void {
    this.now = new Date(this.now.getTime() + ms);
  }
}

/** A platform on its own throwaway database. */
export interface TestPlatform {
  app: FastifyInstance;
  ctx: PlatformContext;
  clock: TestClock;
  dialect: Dialect;
  close(): Promise<void>;
}

/** A fresh, empty database of the given dialect (not migrated) and a way to drop it. */
export async function createDatabase(dialect: Dialect): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mercato_test_${randomBytes(6).toString('hex')}`;
  if (dialect === 'sqlite') {
    const file = join(tmpdir(), `${name}.db`);
    return {
      url: `file:${file}`,
      drop: async () => {
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  return createPostgresDatabase();
}

/**
 * A fresh database of the dialect (not migrated) and storage directory, the test environment of a
 * platform on them (`env` over it), and a way to remove both.
 */
export async function createTestEnvironment(
  dialect: Dialect,
  env: Record<string, string> = {},
): Promise<{ env: PlatformEnv; remove(): Promise<void> }> {
  const created = await createDatabase(dialect);
  const storageDir = mkdtempSync(join(tmpdir(), 'mercato-storage-'));
  return {
    env: parsePlatformEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: created.url,
      SEED_DEMO_DATA: 'false',
      STORAGE_DIR: storageDir,
      ...env,
    }),
    remove: async () => {
      await created.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** Starts a migrated platform on a fresh database of the given dialect (own storage dir too). */
export async function createTestPlatform(
  dialect: Dialect,
  env: Record<string, string> = {},
  overrides: AdapterOverrides = {},
  /** Kysely plugins around every query of the platform (fault injection). */
  dbPlugins: KyselyPlugin[] = [],
): Promise<TestPlatform> {
  const { env: platformEnv, remove } = await createTestEnvironment(dialect, env);
  let database: Database | undefined;
  try {
    const opened = openDatabase(platformEnv.DATABASE_URL);
    database = opened;
    await migrateToLatest(opened.db);
    database = { ...opened, db: dbPlugins.reduce((db, plugin) => db.withPlugin(plugin), opened.db) };
    const clock = new TestClock();
    await ensureMarketplace(database.db, platformEnv.MARKETPLACE_NAME, clock.read());
    const ctx = createContext(platformEnv, database, clock.read, overrides);
    const app = await buildPlatformApp({ ...ctx, database });
    await app.ready();
    return {
      app,
      ctx,
      clock,
      dialect,
      close: async () => {
        await app.close();
        await remove();
      },
    };
  } catch (error) {
    await database?.destroy();
    await remove();
    throw error;
  }
}

/**
 * A second server on a platform's database, with its own connections and context (default
 * adapters) and the same clock: another process beside it, or the one that runs after a restart.
 * `close()` closes only the second server.
 */
export async function startSecondServer(
  first: TestPlatform,
  overrides: AdapterOverrides = {},
): Promise<TestPlatform> {
  const database = openDatabase(first.ctx.env.DATABASE_URL);
  const ctx = createContext(first.ctx.env, database, first.clock.read, overrides);
  const app = await buildPlatformApp({ ...ctx, database });
  return { ...first, app, ctx, close: () => app.close() };
}

/** Runs `use` on a fresh platform of the dialect and a second server on its database, then closes both. */
export async function withTwoServers(
  dialect: Dialect,
  env: Record<string, string>,
  use: (first: TestPlatform, second: TestPlatform) => Promise<void>,
): Promise<void> {
  const first = await createTestPlatform(dialect, env);
  try {
    const second = await startSecondServer(first);
    try {
      await use(first, second);
    } finally {
      await second.close();
    }
  } finally {
    await first.close();
  }
}

/** Runs a suite once per dialect, titled `[sqlite] …` and `[postgres] …`, each on its own database. */
export function describeEachDialect(
  title: string,
  suite: (platform: () => TestPlatform) => void,
  env: Record<string, string> = {},
): void {
  for (const dialect of DIALECTS) {
    describe(`[${dialect}] ${title}`, () => {
      let platform: TestPlatform | undefined;
      beforeAll(async () => {
        platform = await createTestPlatform(dialect, env);
      });
      afterAll(async () => {
        await platform?.close();
      });
      suite(() => {
        if (!platform) throw new Error('platform not started');
        return platform;
      });
    });
  }
}

/**
 * `describeEachDialect` with the platform listening on a loopback port, for clients that need a
 * socket (the official SDK); `baseUrl()` is its address.
 */
export function describeEachDialectOverHttp(
  title: string,
  suite: (platform: () => TestPlatform, baseUrl: () => string) => void,
  env: Record<string, string> = {},
): void {
  describeEachDialect(
    title,
    (platform) => {
      let baseUrl: string | undefined;
      beforeAll(async () => {
        baseUrl = await platform().app.listen({ host: '127.0.0.1', port: 0 });
      });
      suite(platform, () => {
        if (!baseUrl) throw new Error('platform not listening');
        return baseUrl;
      });
    },
    env,
  );
}
