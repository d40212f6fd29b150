// `npm run bench` (web part): starts the built server as `npm start` does, on its own port, SQLite
// file and uploads folder, and measures it from outside — SSR and API throughput (autocannon, 10
// connections for a fixed time), bytes on the wire with and without compression, first-load JS and
// CSS per page, the server's memory idle, at its peak under load and after, and Lighthouse mobile
// scores of the landing, login, search and listing pages (`lighthouse.mjs`). Prints one table,
// writes .bench/perf.json and compares with the previous run's file when there is one.
//
//   BENCH_SECONDS=10   how long each load runs (default 10)
//   BENCH_ENV=…        NODE_ENV for the server (unset by default, as on a laptop's `npm start`)
//   BENCH_ROOT=…       another checkout to measure (built, with node_modules), e.g. main for a before/after
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { firstLoadOf } from './first-load.mjs';
import { lighthouseOf, lighthousePagesOf, overBudget } from './lighthouse.mjs';
import { sleep, startServer } from './server.mjs';

const ROOT = resolve(process.env.BENCH_ROOT ?? resolve(import.meta.dirname, '..', '..', '..'));
const RESULTS = join(ROOT, '.bench', 'perf.json');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const DEMO_USER = { email: 'ada@demo.mercato.test', password: 'mercato-demo' };

/** CPU time (user + system) a process has used, in ms (Linux /proc; clock ticks are 10 ms). */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process in MiB, and how much of it is anonymous (heap, not files) (Linux /proc). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, anon: kib('RssAnon') / 1024 };
}

/** One GET as a browser sends it; the bytes that crossed the wire, and the decoded body. */
function get(url, headers = {}) {
  return new Promise((res, rej) => {
    request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (c) => chunks.push(c));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        res({ status: response.statusCode, headers: response.headers, wire: raw.length, raw });
      });
      response.on('error', rej);
    })
      .on('error', rej)
      .end();
  });
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };

/**
 * Load for SECONDS at CONNECTIONS; requests/s, p50/p95 latency (ms), errors and non-2xx, and the
 * server's CPU time per request — the figure that holds on a busy machine, where requests/s and
 * latency also measure the neighbours.
 */
async function load(title, url, headers = {}, pid = undefined) {
  const latencies = [];
  const cpuBefore = pid ? cpuMsOf(pid) : 0;
  let peakRss = 0;
  const sampler = setInterval(() => {
    if (pid) peakRss = Math.max(peakRss, memoryOf(pid).rss);
  }, 100);
  const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const cpuMs = pid ? cpuMsOf(pid) - cpuBefore : 0;
  return {
    title,
    cpuMsPerRequest: result.requests.total > 0 ? Math.round((cpuMs / result.requests.total) * 100) / 100 : 0,
    rps: Math.round(result.requests.total / SECONDS),
    p50: Math.round(at(0.5) * 10) / 10,
    p95: Math.round(at(0.95) * 10) / 10,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    peakRss: Math.round(peakRss),
  };
}

async function apiToken(baseUrl) {
  const res = await fetch(`${baseUrl}/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'mercato-web',
      grant_type: 'password',
      username: DEMO_USER.email,
      password: DEMO_USER.password,
    }),
  });
  if (!res.ok) throw new Error(`bench login: ${res.status}`);
  return (await res.json()).access_token;
}

/** Bytes a first visit to `path` downloads: the HTML, then its scripts and stylesheets. */
async function transferOf(baseUrl, path) {
  const encodings = { identity: 'identity', gzip: 'gzip', br: 'br' };
  const html = await get(`${baseUrl}${path}`, { accept: 'text/html', 'accept-encoding': 'identity' });
  const text = html.raw.toString('utf8');
  const assets = [
    ...text.matchAll(/<(?:link|script)\b[^>]*?(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g),
  ].map((m) => m[1]);
  const unique = [...new Set(assets)];
  const out = { path, assets: unique.length };
  for (const [name, value] of Object.entries(encodings)) {
    let total = 0;
    let htmlBytes = 0;
    for (const url of [path, ...unique]) {
      const res = await get(`${baseUrl}${url}`, { accept: '*/*', 'accept-encoding': value });
      total += res.wire;
      if (url === path) htmlBytes = res.wire;
    }
    out[name] = { total, html: htmlBytes };
  }
  out.htmlEncoding = (await get(`${baseUrl}${path}`, BROWSER)).headers['content-encoding'] ?? 'none';
  return out;
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function change(now, before, higherIsBetter) {
  if (before === undefined || before === 0 || now === undefined) return '';
  const pct = ((now - before) / before) * 100;
  if (Math.abs(pct) < 0.5) return ' (=)';
  const better = higherIsBetter ? pct > 0 : pct < 0;
  return ` (${pct > 0 ? '+' : ''}${pct.toFixed(0)}% ${better ? 'better' : 'worse'})`;
}

async function main() {
  const previous = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : undefined;
  const server = await startServer(ROOT, process.env.BENCH_ENV);
  const results = { at: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS };
  try {
    await sleep(2000);
    const idle = memoryOf(server.pid);
    results.memory = { idle: idle.rss, idleAnon: idle.anon };
    const token = await apiToken(server.baseUrl);
    const auth = { authorization: `Bearer ${token}` };
    const own = await fetch(`${server.baseUrl}/v1/api/own_listings/query?perPage=1`, { headers: auth });
    const listingId = (await own.json()).data?.[0]?.id;
    // listings/query lands with search; measured once it answers.
    const hasQuery = (await fetch(`${server.baseUrl}/v1/api/listings/query?perPage=1`, { headers: auth })).ok;

    let peak = results.memory.idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryOf(server.pid).rss);
    }, 100);
    const pages = [
      ['/', `${server.baseUrl}/`],
      ['/login', `${server.baseUrl}/login`],
    ];
    // The search page lands with search; measured once it answers.
    if ((await fetch(`${server.baseUrl}/s`)).ok) pages.push(['/s', `${server.baseUrl}/s`]);
    if (listingId) {
      // The canonical /l/:id answers 301 to the slugged path, which is the page to measure.
      const canonical = await fetch(`${server.baseUrl}/l/${listingId}`, { redirect: 'manual' });
      pages.push(['/l/:slug/:id', new URL(canonical.headers.get('location'), server.baseUrl).href]);
    }
    results.ssr = [];
    for (const [title, url] of pages) results.ssr.push(await load(title, url, BROWSER, server.pid));
    const api = [
      ['marketplace/show', '/v1/api/marketplace/show'],
      ['current_user/show', '/v1/api/current_user/show'],
    ];
    if (hasQuery) api.push(['listings/query', '/v1/api/listings/query?perPage=24']);
    if (listingId) api.push(['listings/show', `/v1/api/listings/show?id=${listingId}`]);
    results.api = [];
    for (const [title, path] of api) {
      results.api.push(
        await load(title, `${server.baseUrl}${path}`, { ...auth, 'accept-encoding': 'gzip, br' }, server.pid),
      );
    }
    clearInterval(sampler);
    results.memory.underLoad = peak;
    await sleep(10_000);
    const after = memoryOf(server.pid);
    results.memory.after10s = after.rss;
    results.memory.after10sAnon = after.anon;

    results.transfer = [];
    for (const [title] of pages) {
      if (title.startsWith('/l/')) continue;
      results.transfer.push(await transferOf(server.baseUrl, title));
    }
    results.lighthouse = await lighthouseOf(server.baseUrl, await lighthousePagesOf(server.baseUrl));
  } finally {
    await server.stop();
  }
  results.firstLoad = await firstLoadOf(join(ROOT, 'apps', 'web', 'build'), gzipSync);

  const p = previous ?? {};
  const rows = [];
  /** A load test's row: throughput and latency, each against the previous run of the same title. */
  const loadRow = (kind, r, b) => [
    `${kind} ${r.title}`,
    `${r.rps} req/s${change(r.rps, b?.rps, true)}`,
    `p50 ${r.p50} ms`,
    `p95 ${r.p95} ms${change(r.p95, b?.p95, false)}`,
    `${r.cpuMsPerRequest} CPU ms/req${change(r.cpuMsPerRequest, b?.cpuMsPerRequest, false)}; RSS peak ${r.peakRss} MiB; ${r.non2xx} non-2xx, ${r.errors} errors`,
  ];
  for (const [kind, runs, before] of [
    ['SSR', results.ssr, p.ssr],
    ['API', results.api, p.api],
  ]) {
    for (const r of runs) {
      const b = before?.find((x) => x.title === r.title);
      rows.push(loadRow(kind, r, b));
    }
  }
  for (const t of results.transfer) {
    const b = p.transfer?.find((x) => x.path === t.path);
    rows.push([
      `wire ${t.path} (${t.assets} assets)`,
      `identity ${kib(t.identity.total)}`,
      `gzip ${kib(t.gzip.total)}${change(t.gzip.total, b?.gzip?.total, false)}`,
      `br ${kib(t.br.total)}${change(t.br.total, b?.br?.total, false)}`,
      `HTML sent as ${t.htmlEncoding}`,
    ]);
  }
  for (const f of results.firstLoad) {
    const b = p.firstLoad?.find((x) => x.route === f.route);
    rows.push([
      `first-load ${f.route}`,
      `JS ${kib(f.jsGzip)} gzip${change(f.jsGzip, b?.jsGzip, false)}`,
      `${f.files} files`,
      '',
      '',
    ]);
  }
  for (const l of results.lighthouse) {
    const b = p.lighthouse?.find((x) => x.path === l.path);
    const cell = (c, label) =>
      `${label} ${l.scores[c].toFixed(2)}${change(l.scores[c], b?.scores?.[c], true)}`;
    rows.push([
      `Lighthouse ${l.path.startsWith('/l/') ? '/l/:slug/:id' : l.path}`,
      cell('performance', 'perf'),
      cell('accessibility', 'a11y'),
      cell('best-practices', 'best practices'),
      `${cell('seo', 'SEO')}${overBudget(l).length ? '  OVER BUDGET' : ''}`,
    ]);
  }
  const m = results.memory;
  rows.push([
    'RSS',
    `idle ${m.idle.toFixed(0)} MiB (${m.idleAnon.toFixed(0)} anonymous)`,
    `peak under load ${m.underLoad.toFixed(0)} MiB${change(m.underLoad, p.memory?.underLoad, false)}`,
    `10 s after ${m.after10s.toFixed(0)} MiB (${m.after10sAnon.toFixed(0)} anonymous)${change(m.after10s, p.memory?.after10s, false)}`,
    '',
  ]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  console.log(
    `\nMercato performance (${SECONDS} s per load, ${CONNECTIONS} connections, NODE_ENV ${process.env.BENCH_ENV ?? 'unset'})`,
  );
  for (const r of rows)
    console.log(
      r
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    );
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  if (previous) console.log(`compared with the run of ${previous.at}; written to ${RESULTS}`);
  else console.log(`written to ${RESULTS}`);
}

await main();
