// Lighthouse budgets (ADR 008), checked on the built server by `npm run lighthouse` — on demand, not
// in `npm test`: its scores move with the host's load, and a gate must not (amendment 2026-11-27). Performance at least 0.95 and accessibility, best practices and SEO at 1.0 on the
// landing page, login, search and a listing page, mobile, offline, with Debian's chromium.
import { join } from 'node:path';
import {
  LIGHTHOUSE_CI_FLOOR,
  lighthouseOf,
  lighthousePagesOf,
  overBudget,
} from '../apps/web/bench/lighthouse.mjs';
import { startServer } from '../apps/web/bench/server.mjs';

const ROOT = join(import.meta.dirname, '..');
const server = await startServer(ROOT);
let results;
try {
  results = await lighthouseOf(server.baseUrl, await lighthousePagesOf(server.baseUrl));
} finally {
  await server.stop();
}
const failures = [];
const width = Math.max(...results.map((r) => r.path.length));
console.log('Lighthouse, mobile (median of 5 runs by performance):');
for (const result of results) {
  const over = overBudget(result);
  const failed = overBudget(result, LIGHTHOUSE_CI_FLOOR).length > 0;
  if (failed) failures.push(result.path);
  const cells = Object.entries(result.scores).map(([c, s]) => `${c} ${s.toFixed(2)}`);
  const verdict = failed
    ? 'OVER BUDGET'
    : over.length
      ? `under the 0.95 target (CI floor ${LIGHTHOUSE_CI_FLOOR.performance.toFixed(2)}, ADR 008)`
      : 'ok';
  console.log(`  ${result.path.padEnd(width)}  ${cells.join('  ')}  ${verdict}`);
  for (const loss of result.losses) console.log(`      ${loss}`);
}
if (failures.length > 0) {
  console.error(`Under the Lighthouse budget (ADR 008): ${failures.join(', ')}`);
  process.exit(1);
}
