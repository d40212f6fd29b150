// Performance budgets (ADR 008), checked on the build after `npm run build`: the JavaScript a first
// visit to each page downloads, gzip level 9 as the server sends it precompressed. Deterministic, so
// CI can gate on it (throughput and latency are measured by `npm run bench`, not gated: they depend
// on the machine). A budget may only be raised with the reason in an ADR.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadOf } from '../apps/web/bench/first-load.mjs';

const BUILD = join(import.meta.dirname, '..', 'apps', 'web', 'build');
const KB = 1000;
/** First-load JS, gzip: the landing page, and any other page. */
export const BUDGETS = { landing: 130 * KB, anyPage: 160 * KB };
const LANDING_ROUTE = 'routes/landing';

if (!existsSync(join(BUILD, 'server', 'index.js'))) {
  console.error('No build at apps/web/build: run npm run build first.');
  process.exit(1);
}
const rows = await firstLoadOf(BUILD, gzipSync);
const failures = [];
const width = Math.max(...rows.map((r) => r.route.length));
console.log('First-load JavaScript per page (gzip):');
for (const row of rows) {
  const budget = row.route === LANDING_ROUTE ? BUDGETS.landing : BUDGETS.anyPage;
  const ok = row.jsGzip <= budget;
  if (!ok) failures.push(row.route);
  const kb = (n) => `${(n / KB).toFixed(1)} kB`;
  console.log(
    `  ${row.route.padEnd(width)}  ${kb(row.jsGzip).padStart(9)} of ${kb(budget)}  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
if (!rows.some((r) => r.route === LANDING_ROUTE)) failures.push(`${LANDING_ROUTE} (not in the build)`);
if (failures.length > 0) {
  console.error(`Over the performance budget (ADR 008): ${failures.join(', ')}`);
  process.exit(1);
}
