// The built server as `npm start` runs it, on its own port, SQLite file and uploads folder: what the
// bench (`perf.mjs`) and the Lighthouse budget check (`scripts/check-lighthouse.mjs`) measure.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../scripts/lib/free-port.mjs';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the server of the checkout at `root` (built); `nodeEnv` is its NODE_ENV (unset: the local
 * demo). Answers its base URL, pid and `stop()`.
 */
export async function startServer(root, nodeEnv = undefined) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'mercato-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ROOT_URL: baseUrl };
  Object.assign(env, { DATABASE_URL: `file:${join(dir, 'bench.db')}`, STORAGE_DIR: join(dir, 'uploads') });
  delete env.NODE_ENV;
  if (nodeEnv) env.NODE_ENV = nodeEnv;
  if (env.NODE_ENV === 'production') {
    env.CLIENT_SECRET ??= 'bench-client-secret-0123456789';
    env.TOKEN_SECRET ??= 'bench-token-secret-0123456789abcdefghijkl';
    env.SEED_DEMO_DATA = 'true';
  }
  // The server runs in the process `npm start`'s node command starts (with its flags), so its pid is
  // the one to watch.
  const start = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start.split(/\s+/);
  const args = start.slice(1).map((arg) => (arg.startsWith('-') ? arg : join(root, arg)));
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // npm start builds first when the sources changed, which takes minutes on a busy machine.
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not start within 10 minutes');
    }
    await sleep(200);
  }
  return {
    baseUrl,
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
