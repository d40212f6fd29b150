// `npm start`: build when the sources are newer than the last build, then run the single-process
// server (platform API + web app) in this same process, always as a production build: React and the
// libraries run their production code (process NODE_ENV=production). What kind of deployment it is
// stays the operator's word: NODE_ENV unset is the zero-configuration local demo (development
// secrets, demo data); NODE_ENV=production given (in the environment or .env) is a real deployment
// (secrets required, nothing seeded). `npm run dev` is development with hot reload.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'apps/web/dist/build-stamp.json');
const clientBuild = join(root, 'apps/web/build/server/index.js');
const sources = [
  'apps/web/app',
  'apps/web/server',
  'packages/core/src',
  'packages/sdk/src',
  'packages/platform/src',
];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  if (!existsSync(stamp) || !existsSync(clientBuild)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return sources.some((dir) => existsSync(join(root, dir)) && newestMtime(join(root, dir)) > builtAt);
}

if (needsBuild()) {
  console.log('Building Mercato…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.chdir(root);
// .env counts as given: a NODE_ENV=production written there must not turn into the local demo.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const deployment = process.env.NODE_ENV || undefined;
const server = join(root, 'apps/web/dist/server.js');
if (deployment !== 'production') {
  // The local demo's first start draws its photos with sharp, and the memory libvips used stays with
  // the allocator for the life of the process (about 90 MiB). A short-lived process prepares the
  // database (migrations, demo data) first, so the server itself never holds it.
  const setup = spawnSync(process.execPath, [server, '--role', 'setup'], { cwd: root, stdio: 'inherit' });
  if (setup.status !== 0) process.exit(setup.status ?? 1);
}
// Before the server's imports load React, which picks its build from this once.
process.env.NODE_ENV = 'production';
const { runServer } = await import(pathToFileURL(server).href);
try {
  await runServer({ deployment });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
