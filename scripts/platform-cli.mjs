// Runs one of the platform's command-line tools (TypeScript, packages/platform/src/cli/<name>.ts):
// bundles it with esbuild next to node_modules (npm packages stay external), then calls its
// `main(argv)` and exits with the code it answers. Used by `npm run assets` and `npm run operator`.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Builds and runs `packages/platform/src/cli/<name>.ts` with `argv`. */
export async function runPlatformCli(name, argv) {
  const outfile = join(root, 'node_modules', '.cache', 'mercato', `${name}.mjs`);
  mkdirSync(dirname(outfile), { recursive: true });
  await build({
    entryPoints: [join(root, `packages/platform/src/cli/${name}.ts`)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
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
  const { main } = await import(pathToFileURL(outfile).href);
  process.exitCode = await main(argv);
}
