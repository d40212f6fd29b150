// Bundles the server entry (and the workspace packages it imports, which ship as TypeScript) into
// dist/server.js; npm dependencies stay external and load from node_modules. `npm run dev` bundles
// the same entry with `bundleServer` into dist/dev-server.js.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

/** Bundles server/main.ts into `outfile`. */
export async function bundleServer(outfile) {
  await build({
    entryPoints: [join(here, 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    logLevel: 'warning',
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
}

// Static files go out precompressed at the highest levels (too slow to do per request): a `.br` and
// a `.gz` beside each text file of 1 KiB or more, served as files by @fastify/static's preCompressed.
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
function precompress(dir) {
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      files += precompress(path);
      continue;
    }
    if (!TEXT_FILE.test(entry.name) || statSync(path).size < 1024) continue;
    const source = readFileSync(path);
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
    files += 1;
  }
  return files;
}
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await bundleServer(join(here, '..', 'dist', 'server.js'));
  precompress(join(here, '..', 'build', 'client'));
  writeFileSync(
    join(here, '..', 'dist', 'build-stamp.json'),
    JSON.stringify({ builtAt: new Date().toISOString() }),
  );
}
