// `npm test`'s build: `npm run build`, unless the last complete build is newer than every file of
// the checkout that git knows of (tracked or not ignored) and every directory holding one, so a
// changed, added or deleted file builds again. CI builds while its native addons compile, and its
// `npm test` then uses that build instead of making it a second time.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampPath = join(root, 'apps/web/dist/build-stamp.json');

function builtAt() {
  try {
    const stamp = JSON.parse(readFileSync(stampPath, 'utf8'));
    return stamp.complete === true ? statSync(stampPath).mtimeMs : null;
  } catch {
    return null;
  }
}

function upToDate(since) {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .split('\0')
      .filter(Boolean);
  } catch {
    return false; // not a git checkout: build
  }
  const dirs = new Set();
  for (const file of files) {
    const path = join(root, file);
    try {
      if (statSync(path).mtimeMs > since) return false;
    } catch {
      return false; // tracked but deleted
    }
    dirs.add(dirname(path));
  }
  for (const dir of dirs) if (statSync(dir).mtimeMs > since) return false;
  return true;
}

const since = builtAt();
if (since !== null && upToDate(since)) {
  console.log(`The build of ${new Date(since).toISOString()} is newer than every file: not building again.`);
} else {
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(status ?? 1);
}
