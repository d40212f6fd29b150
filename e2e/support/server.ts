import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '@mercato/test-support/free-port';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SERVER = join(ROOT, 'apps', 'web', 'dist', 'server.js');
/** Runs SERVER as `npm start` does, with the suite's NODE_ENV as the deployment (server-entry.mjs). */
const ENTRY = join(ROOT, 'e2e', 'support', 'server-entry.mjs');
/** `npm start`'s node arguments (its V8 flags, then scripts/start.mjs), from package.json. */
function npmStartArgs(): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start
    .split(/\s+/)
    .slice(1)
    .map((arg) => (arg.startsWith('-') ? arg : join(ROOT, arg)));
}

/** A running single-process Mercato on its own port and SQLite file. */
export interface RunningServer {
  baseUrl: string;
  /** The server's database (`file:<path>` of its SQLite file), for command-line tools run beside it. */
  databaseUrl: string;
  /** Everything the server has written to stdout and stderr so far (also passed through). */
  output(): string;
  /** The server process's resident memory now, in bytes (Linux `/proc`). */
  residentMemoryBytes(): number;
  stop(): Promise<void>;
}

/** A port nothing listens on right now (the server's address must be known before it starts). */
export { freePort };

/**
 * Starts the built server (run `npm run build` first) on `port` (a free one when not given) and
 * waits until it answers; `env` adds to or overrides its environment. `npmStart` runs it as
 * `npm start` does (scripts/start.mjs) with NODE_ENV unset unless `env` gives one, instead of
 * dist/server.js with NODE_ENV=test.
 */
export async function startServer(
  env: Record<string, string> = {},
  port?: number,
  options: { npmStart?: boolean } = {},
): Promise<RunningServer> {
  if (!existsSync(SERVER)) throw new Error(`No server build at ${SERVER}: run npm run build first`);
  const listenOn = port ?? (await freePort());
  const dbFile = join(tmpdir(), `mercato-e2e-${randomBytes(6).toString('hex')}.db`);
  const baseUrl = `http://127.0.0.1:${listenOn}`;
  const inherited = { ...process.env };
  if (options.npmStart) delete inherited.NODE_ENV;
  const child: ChildProcess = spawn(process.execPath, options.npmStart ? npmStartArgs() : [ENTRY], {
    cwd: ROOT,
    env: {
      ...inherited,
      ...(options.npmStart ? {} : { NODE_ENV: 'test' }),
      PORT: String(listenOn),
      HOST: '127.0.0.1',
      ROOT_URL: baseUrl,
      DATABASE_URL: `file:${dbFile}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    process.stdout.write(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    databaseUrl: env.DATABASE_URL ?? `file:${dbFile}`,
    output: () => output,
    residentMemoryBytes: () => residentMemoryOf(child.pid),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
    },
  };
}

/** The resident memory of a process, in bytes, from `/proc/<pid>/status` (`VmRSS`). */
function residentMemoryOf(pid: number | undefined): number {
  if (pid === undefined) throw new Error('the server process has no pid');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}
