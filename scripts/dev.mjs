// `npm run dev`: development with hot reload. The web app comes from its sources through Vite
// (pages and styles update in the browser as they are saved); the server and platform are bundled
// from their sources at start (restart to pick up their changes). Development React, readable
// logs, the development secrets and the demo data unless NODE_ENV or .env say otherwise.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
process.env.NODE_ENV ||= 'development';

const { bundleServer } = await import(pathToFileURL(join(root, 'apps/web/server/build.mjs')).href);
const entry = join(root, 'apps/web/dist/dev-server.js');
await bundleServer(entry);
const { runServer } = await import(pathToFileURL(entry).href);
try {
  await runServer({ deployment: process.env.NODE_ENV, dev: true });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
