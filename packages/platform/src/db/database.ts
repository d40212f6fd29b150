import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type Migration,
  Migrator,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  sql,
} from 'kysely';
import type * as Pg from 'pg';
import type { PoolUse } from '../lib/metrics.ts';
import { ALL_MIGRATIONS } from './migrations/all-migrations.ts';
import type { DB } from './schema.ts';

/** Which SQL engine a database runs on. */
export type Dialect = 'sqlite' | 'postgres';

/** An open database: the Kysely handle plus what callers need to know about it. */
export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  destroy(): Promise<void>;
  /** Whether the database answers a trivial query (GET /readyz, which bounds the wait). */
  answers(): Promise<boolean>;
  /** PostgreSQL: how busy the connection pool is (GET /metrics). */
  poolUse?: () => PoolUse;
  /**
   * SQLite: a consistent copy of the whole database at `file`, taken with SQLite's online backup
   * while others go on reading and writing (`npm run backup`).
   */
  backupTo?: (file: string) => Promise<void>;
}

let pgModule: typeof Pg | undefined;

/** node-postgres, loaded by the first database on PostgreSQL: a server on SQLite never loads it. */
function nodePostgres(): typeof Pg {
  if (!pgModule) {
    pgModule = createRequire(import.meta.url)('pg') as typeof Pg;
    // COUNT(*) comes back as int8 (a string); our counts fit in a JS number.
    pgModule.types.setTypeParser(pgModule.types.builtins.INT8, (v: string) => Number.parseInt(v, 10));
  }
  return pgModule;
}

/** Opens `file:<path>` with SQLite or `postgres://…` with PostgreSQL. */
export function openDatabase(url: string): Database {
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length);
    if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // Reads of a large marketplace jump around the listings table (a keyword search joins thousands of
    // rows): a 32 MiB page cache and a memory-mapped file instead of SQLite's 2 MiB and a read() per
    // page halve them. Both only grow as far as the file is read.
    sqlite.pragma('cache_size = -32768');
    sqlite.pragma('mmap_size = 268435456');
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    return {
      db,
      dialect: 'sqlite',
      destroy: () => db.destroy(),
      answers: () => answers(db),
      backupTo: async (target) => {
        // Every page in one step, so the copy is one moment of the database: in steps, a write by
        // the running server between two of them would start the copy over (and over, under load).
        await sqlite.backup(target, { progress: () => 0x7fffffff });
      },
    };
  }
  // No JIT compilation: it pays off for long analytical queries, not for a search or a write, and
  // the planner starts it by cost — a count over a million listings spent more time compiling than
  // counting. `options` in DATABASE_URL (e.g. `?options=-c%20jit%3Don`) is used instead.
  // A connection that cannot be made in 5 s fails the query that waited for it, instead of waiting
  // for ever while the server is unreachable.
  const pool = new (nodePostgres().Pool)({
    connectionString: url,
    max: 10,
    options: '-c jit=off',
    connectionTimeoutMillis: 5000,
  });
  // A connection the server dropped (a restart, a failover, a network cut) is not a crash: the
  // query it was running fails, the pool makes another connection for the next one, and GET
  // /readyz tells the load balancer. pg reports the drop of an idle connection as an 'error' event
  // of the pool, and of a connection between a query and its release as one of the client, which
  // would end the process if nobody listened.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    destroy: () => db.destroy(),
    answers: () => answers(db),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Whether a trivial query succeeds (how long to wait is the caller's: `GET /readyz`). */
async function answers(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Prepared statements kept per connection, by SQL text. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite connection as Kysely's driver sees it, with its prepared statements kept: the driver
 * prepares every query anew, and parsing and planning a search's SQL costs more than running it
 * (~0.2 ms of a 1.3 ms request). Least recently used statements are let go beyond
 * {@link STATEMENT_CACHE_SIZE}; one still being iterated is not handed out twice. SQLite prepares a
 * statement again by itself when the schema changes under it.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      statements.delete(sql);
      const statement = cached && !cached.busy ? cached : sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async (): Promise<Record<string, Migration>> => ALL_MIGRATIONS },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
