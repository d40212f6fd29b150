// The web app's build, `npm run build`: the React Router app for browsers and for the server (Vite,
// with the React Router plugin, as `react-router build` runs it), the server entry and the workspace
// packages it imports bundled into dist/server.js (esbuild; npm dependencies stay external and load
// from node_modules), and the static files precompressed. `npm run dev` bundles the same entry with
// `bundleServer` into dist/dev-server.js.
//
// `npm start` runs `node build.mjs --for-start` in a child process: the server entry first (the
// database can then be prepared while the rest builds), the steps reported to it over IPC, and Brotli
// left for afterwards (`--brotli`, which writes only the missing `.br` files), so the first start
// does not wait on 3.5 s of compression.
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { build } from 'esbuild';
import { writeBrotliFiles, writeGzipFiles } from './precompress.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const appDir = join(here, '..');
const clientDir = join(appDir, 'build', 'client');

/**
 * Bundles server/main.ts into `outfile`, and what it imports only on demand (`await import(…)`: the
 * S3, SMTP, Redis and PostgreSQL clients, file-type detection, Sentry) into chunks of their own, in
 * `<name>-chunks/`. A single file would hoist those modules' npm imports to its top, and every start
 * would load the AWS SDK, ioredis and the rest whether the deployment uses them or not. A chunk is
 * named by its contents' hash; one that an earlier build wrote and this one did not is deleted a day
 * later, not at once, since a server started from that build loads it on demand.
 */
export async function bundleServer(outfile) {
  const name = basename(outfile, '.js');
  const chunks = join(dirname(outfile), `${name}-chunks`);
  const result = await build({
    entryPoints: { [name]: join(here, 'main.ts') },
    outdir: dirname(outfile),
    chunkNames: `${name}-chunks/[name]-[hash]`,
    bundle: true,
    splitting: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    logLevel: 'warning',
    metafile: true,
    plugins: [
      {
        name: 'externalize-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@mercato/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
  const written = new Set(Object.keys(result.metafile.outputs).map((path) => resolve(path)));
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const file of readdirSync(chunks)) {
    const path = join(chunks, file);
    if (!written.has(path) && statSync(path).mtimeMs < dayAgo) rmSync(path);
  }
}

/**
 * Lines the tools print on every build that ask nothing of us, dropped by their exact text:
 * - Vite 8.1 deprecated `envFile: false`, which @react-router/dev 7 still passes to the Vite servers
 *   it starts for itself (loading react-router.config.ts, its child compiler), three times a build;
 *   no option of ours reaches them. Fixed in React Router 8 (remix-run/react-router#15230): drop
 *   this line with that upgrade.
 * - The React Router plugin announces the Vite Environment API, which react-router.config.ts turns on
 *   (`v8_viteEnvironmentApi`) on purpose, as experimental.
 */
const KNOWN_NOTICES = new Set([
  'The `envFile` option is deprecated, please use `envDir: false` instead.',
  'Using Vite Environment API (experimental)',
]);

function withoutKnownNotices(write) {
  return (...args) => {
    if (args.length === 1 && KNOWN_NOTICES.has(stripVTControlCharacters(String(args[0])).trim())) return;
    write(...args);
  };
}

/**
 * Builds the React Router app (build/client and build/server) as `react-router build` does with the
 * Vite Environment API: Vite's builder over vite.config.ts. `onStep` hears the name of each
 * environment as its build starts (`client`, then `ssr`); `sizes: false` leaves the gzip sizes out
 * of Vite's list of files (for `npm start`, which shows the list only if the build fails).
 */
export async function buildWebApp({ onStep, sizes = true } = {}) {
  console.log = withoutKnownNotices(console.log.bind(console));
  console.warn = withoutKnownNotices(console.warn.bind(console));
  const { createBuilder } = await import('vite');
  const progress = {
    name: 'mercato:build-steps',
    buildStart() {
      onStep?.(this.environment.name);
    },
  };
  const builder = await createBuilder({
    root: appDir,
    mode: 'production',
    build: { reportCompressedSize: sizes },
    plugins: [progress],
  });
  await builder.buildApp();
}

/** Marks a finished build; `complete` when every file is written (`npm start`'s build leaves Brotli). */
function writeStamp({ complete }) {
  writeFileSync(
    join(appDir, 'dist', 'build-stamp.json'),
    JSON.stringify({ builtAt: new Date().toISOString(), complete }),
  );
}

async function main(args) {
  if (args.includes('--brotli')) {
    // After the server is ready, beside it: at the lowest priority, which zlib's threads inherit.
    setPriority(19);
    await writeBrotliFiles(clientDir);
  } else if (args.includes('--for-start')) {
    const tell = (message) => process.send?.(message);
    tell({ step: 'server-entry' });
    await bundleServer(join(appDir, 'dist', 'server.js'));
    tell({ built: 'server-entry' });
    await buildWebApp({ onStep: (environment) => tell({ step: environment }), sizes: false });
    tell({ step: 'compress' });
    writeGzipFiles(clientDir);
    writeStamp({ complete: false });
  } else {
    await buildWebApp();
    await bundleServer(join(appDir, 'dist', 'server.js'));
    writeGzipFiles(clientDir);
    await writeBrotliFiles(clientDir);
    writeStamp({ complete: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    // A bundler's error (Rolldown's, esbuild's) says which file and line in its message; the stack
    // through the bundler's own code would only bury it.
    console.error(error instanceof Error && 'errors' in error ? error.message : error);
    process.exit(1);
  });
}
