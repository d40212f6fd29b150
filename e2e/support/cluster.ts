import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createPostgresDatabase } from '@mercato/test-support/postgres-database';
import pg from 'pg';
import { freePort } from './server.ts';

// Mercato as several machines run it (issue #31, docs/deploy.md): processes of the built server,
// each with its role and port, on one PostgreSQL database.

const ROOT = resolve(import.meta.dirname, '..', '..');
const SERVER = join(ROOT, 'apps', 'web', 'dist', 'server.js');
/** Runs SERVER as `npm start` does, with the suite's NODE_ENV as the deployment (server-entry.mjs). */
const ENTRY = join(ROOT, 'e2e', 'support', 'server-entry.mjs');

/** A fresh PostgreSQL database, a pool to query it with, and a way to drop it. */
export async function createPostgresDatabaseWithPool(): Promise<{
  url: string;
  query: pg.Pool['query'];
  drop(): Promise<void>;
}> {
  const created = await createPostgresDatabase('mercato_e2e');
  const pool = new pg.Pool({ connectionString: created.url, max: 2 });
  return {
    url: created.url,
    query: pool.query.bind(pool) as pg.Pool['query'],
    async drop() {
      await pool.end();
      await created.drop();
    },
  };
}

/** One process of the built server. */
export interface ServerProcess {
  role: 'web' | 'worker';
  baseUrl: string;
  pid: number;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process ends. */
  exited: Promise<number | null>;
  signal(signal: NodeJS.Signals): void;
}

/** Runs `dist/server.js --role setup` (migrations) and waits for it to finish. */
export async function runSetup(env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, [ENTRY, '--role', 'setup'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((res) => child.once('exit', res));
  if (code !== 0) throw new Error(`--role setup exited with ${code}:\n${output}`);
}

/**
 * Starts the built server with `role` on a free port and waits until its /readyz answers 200: what a
 * load balancer waits for before it sends traffic.
 */
export async function startProcess(
  role: 'web' | 'worker',
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  if (!existsSync(SERVER)) throw new Error(`No server build at ${SERVER}: run npm run build first`);
  const listenOn = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${listenOn}`;
  const child: ChildProcess = spawn(process.execPath, [ENTRY, '--role', role], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ROOT_URL: baseUrl,
      ...env,
      PORT: String(listenOn),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${role} exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${role} was not ready within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (child.pid === undefined) throw new Error('no pid');
  return {
    role,
    baseUrl,
    pid: child.pid,
    output: () => output,
    exited,
    signal: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

/** Stops processes (SIGTERM) and waits for them. */
export async function stopAll(processes: (ServerProcess | undefined)[]): Promise<void> {
  await Promise.all(
    processes.map(async (p) => {
      if (!p) return;
      p.signal('SIGTERM');
      await p.exited;
    }),
  );
}
