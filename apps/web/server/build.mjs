// Bundles the server entry (and the workspace packages it imports, which ship as TypeScript) into
// dist/server.js; npm dependencies stay external and load from node_modules.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: [join(here, 'main.ts')],
  outfile: join(here, '..', 'dist', 'server.js'),
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
writeFileSync(
  join(here, '..', 'dist', 'build-stamp.json'),
  JSON.stringify({ builtAt: new Date().toISOString() }),
);
