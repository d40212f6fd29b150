// Performance budgets (ADR 008), checked on the build after `npm run build`: the JavaScript a first
// visit to each page downloads, gzip level 9 as the server sends it precompressed. Deterministic, so
// CI can gate on it (throughput and latency are measured by `npm run bench`, not gated: they depend
// on the machine). A budget may only be raised with the reason in an ADR.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadOf } from '../apps/web/bench/first-load.mjs';

const BUILD = join(import.meta.dirname, '..', 'apps', 'web', 'build');
const KB = 1000;
/** First-load JS, gzip: the landing page, and any other page. */
export const BUDGETS = { landing: 130 * KB, anyPage: 160 * KB };
const LANDING_ROUTE = 'routes/landing';
/**
 * Pages whose first load carries no zod (~25 kB gzip of validation code): they have no validated
 * fields, and the landing, search and listing pages are where most visits start. A schema they need
 * later (the address field's answer, the listing page's inquiry form) is imported when it is needed.
 */
export const ZOD_FREE_ROUTES = [
  LANDING_ROUTE,
  'search',
  'search-listing-type',
  'listing',
  'listing-canonical',
  'routes/listing-variant',
];
/** A name zod's core writes into every build of it, minified or not. */
const ZOD_MARK = '$ZodType';
/**
 * Packages a server start must not load (ADR 001): each serves a deployment only some have (S3,
 * Redis, PostgreSQL, SMTP) or waits for its first use (file checks), and is imported on demand.
 */
export const ON_DEMAND_PACKAGES = ['@aws-sdk/client-s3', 'ioredis', 'pg', 'nodemailer', 'file-type'];
const SERVER_ENTRY = join(import.meta.dirname, '..', 'apps', 'web', 'dist', 'server.js');

/** The npm packages a bundled module and the chunks it imports statically load, from the import lines. */
function staticPackagesOf(entry) {
  const seen = new Set();
  const packages = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, from, bare] of source.matchAll(
      /^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)";|^import\s*"([^"]+)";/gms,
    )) {
      const specifier = from ?? bare;
      if (specifier.startsWith('.')) visit(join(dirname(file), specifier));
      else if (!specifier.startsWith('node:')) packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

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
for (const route of ZOD_FREE_ROUTES) {
  const row = rows.find((r) => r.route === route);
  if (!row) {
    failures.push(`${route} (not in the build)`);
    continue;
  }
  const withZod = row.urls.filter((url) =>
    readFileSync(join(BUILD, 'client', url.replace(/^\//, '')), 'utf8').includes(ZOD_MARK),
  );
  if (withZod.length > 0) failures.push(`${route} (loads zod on first visit: ${withZod.join(', ')})`);
}
if (existsSync(SERVER_ENTRY)) {
  const loaded = staticPackagesOf(SERVER_ENTRY);
  const early = ON_DEMAND_PACKAGES.filter((name) => loaded.has(name));
  if (early.length > 0)
    failures.push(`the server's start loads ${early.join(', ')}, which wait for their use`);
  console.log(
    `The server's start loads none of: ${ON_DEMAND_PACKAGES.join(', ')}${early.length ? ' — NOT SO' : ''}`,
  );
} else {
  failures.push('apps/web/dist/server.js (not built)');
}
console.log(
  `No zod on the first visit of: ${ZOD_FREE_ROUTES.join(', ')}${failures.some((f) => f.includes('zod')) ? ' — NOT SO' : ''}`,
);
if (failures.length > 0) {
  console.error(`Over the performance budget (ADR 008): ${failures.join(', ')}`);
  process.exit(1);
}
