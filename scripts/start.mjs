// `npm start`: build when the sources are newer than the last build, then run the single-process
// server (platform API + web app) in this same process.
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
await import(pathToFileURL(join(root, 'apps/web/dist/server.js')).href);
