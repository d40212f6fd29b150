// Mercato side by side with the Sharetribe Web Template (issue #33): both serve the same marketplace
// — the template's server renders its pages from the Mercato measured, through the Marketplace API —
// and each page is loaded in turn on each (interleaved, so a busy neighbour costs both alike) with
// autocannon at 10 connections, anonymous visitors sending a browser's accept headers. Prints one
// markdown table (req/s and p95 as ranges across rounds, Mercato/template ratio per round), the
// CPU time each page costs, and every server's memory. A second Mercato with PAGE_CACHE_SECONDS=0
// (every page rendered for every request: what a visitor with a session costs; ADR 016) gets its
// own columns.
//
//   node apps/web/bench/side-by-side.mjs            with TEMPLATE_DIR or TEMPLATE_URL (one is required)
//
//   TEMPLATE_DIR=/tmp/web-template   a built checkout of sharetribe/web-template (v12.2.0; `.env` written,
//                                    `yarn build` done): the script starts its `server/index.js`
//                                    (NODE_ENV=production) on a free port against the Mercato it starts
//   TEMPLATE_URL=http://127.0.0.1:3100  or a template already running; it must talk to MERCATO_URL
//   MERCATO_URL=http://127.0.0.1:3000   a Mercato already running, with RATE_LIMIT_ENABLED=false (else
//                                    one is started as `npm start` runs it, on its own port and
//                                    database, with CORS_ORIGINS set to the template's origin)
//   MERCATO_ROOT=…     the checkout to start (built: `npm run build`; default this one)
//   BENCH_ENV=…        NODE_ENV of the started Mercato (unset by default, as `npm start` on a laptop)
//   BENCH_SECONDS=10   each load; WARMUP_SECONDS=2 before each; ROUNDS=2
//   LISTING=<slug>     the listing page to load (default: the first listing on Mercato's landing page)
//   NO_CACHE=0         skip the PAGE_CACHE_SECONDS=0 Mercato
//
// The template's server asks the API for an anonymous token for every visitor without its cookie,
// all from one address: Mercato's per-IP limit on /v1/auth/token (60 a minute, ADR 005) would answer
// most of them 429 and the template would render pages without their data. So the Mercatos started
// here run with RATE_LIMIT_ENABLED=false (it limits only the token, login, signup and account routes,
// none of which Mercato's own pages call), and the template's data-load failures are counted from its
// log: a run with any is refused.
//
// Writes the figures to <MERCATO_ROOT>/.bench/side-by-side.json and the template's log beside it.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { sleep, startServer } from './server.mjs';

const ROOT = resolve(process.env.MERCATO_ROOT ?? resolve(import.meta.dirname, '..', '..', '..'));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.WARMUP_SECONDS ?? 2);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const CONNECTIONS = 10;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };
const DEV_CLIENT_SECRET = 'dev-only-client-secret-change-me';
// What startServer gives a production Mercato when none is set.
const BENCH_CLIENT_SECRET = 'bench-client-secret-0123456789';

/** CPU time (user + system) a process has used, in ms (Linux /proc; clock ticks are 10 ms). */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Resident memory of a process in MiB (Linux /proc). */
function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** The pid listening on a local port (for servers the script did not start); undefined when unknown. */
function pidListeningOn(url) {
  const { hostname, port } = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]', '0.0.0.0'].includes(hostname)) return undefined;
  try {
    const out = execFileSync('ss', ['-Hltnp', `sport = :${port || 80}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(out)?.[1];
    return pid ? Number(pid) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `node server/index.js` of a built template checkout, its SDK pointed at `mercatoUrl`; its output
 * goes to `logFile`, and `failures()` counts the pages it could not load or render.
 */
async function startTemplate(dir, port, mercatoUrl, logFile) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const production = process.env.BENCH_ENV === 'production';
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    REACT_APP_MARKETPLACE_ROOT_URL: baseUrl,
    REACT_APP_SHARETRIBE_SDK_BASE_URL: mercatoUrl,
    REACT_APP_SHARETRIBE_SDK_ASSET_CDN_BASE_URL: mercatoUrl,
    REACT_APP_SHARETRIBE_SDK_CLIENT_ID: process.env.CLIENT_ID ?? 'mercato-web',
    SHARETRIBE_SDK_CLIENT_SECRET:
      process.env.CLIENT_SECRET ?? (production ? BENCH_CLIENT_SECRET : DEV_CLIENT_SECRET),
  };
  const child = spawn(process.execPath, ['server/index.js'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  let failures = 0;
  let tail = '';
  const count = (chunk) => {
    log.write(chunk);
    const text = tail + chunk.toString('utf8');
    failures += (text.match(/server-side-(?:data-load|render)-failed/g) ?? []).length;
    tail = text.slice(-40).replace(/[\s\S]*server-side-(?:data-load|render)-failed/, '');
  };
  child.stdout.on('data', count);
  child.stderr.on('data', count);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`template server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/_status.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('template server did not start within 2 minutes');
    }
    await sleep(200);
  }
  return {
    baseUrl,
    pid: child.pid,
    failures: () => failures,
    stop: async () => {
      if (child.exitCode !== null) return log.end();
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      // The template closes its listener on SIGTERM and exits when the keep-alive sockets go.
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      log.end();
    },
  };
}

const html = async (url) => {
  const res = await fetch(url, { headers: BROWSER });
  return { status: res.status, text: await res.text() };
};

/** Listing paths (/l/<slug>/<uuid>) a page links to, in order, without duplicates. */
function listingPaths(text) {
  const found = [...text.matchAll(/href="(\/l\/[^"/]+\/[0-9a-f]{8}-[0-9a-f-]{27})"/g)].map((m) => m[1]);
  return [...new Set(found)];
}

/** The listing's title as the API has it (anonymous token, JSON). */
async function listingTitle(mercatoUrl, id) {
  const token = await fetch(`${mercatoUrl}/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: process.env.CLIENT_ID ?? 'mercato-web',
      grant_type: 'client_credentials',
      scope: 'public-read',
    }),
  });
  if (!token.ok) throw new Error(`anonymous token: ${token.status}`);
  const { access_token } = await token.json();
  const res = await fetch(`${mercatoUrl}/v1/api/listings/show?id=${id}`, {
    headers: { authorization: `Bearer ${access_token}`, accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`listings/show: ${res.status}`);
  return (await res.json()).data.attributes.title;
}

const escapeHtml = (s) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The page shows the listing: its title, raw or escaped as React or another renderer writes it. */
function shows(text, title) {
  const e = escapeHtml(title);
  return [title, e, e.replaceAll("'", '&#x27;'), e.replaceAll("'", '&#39;')].some((t) => text.includes(t));
}

/** Finds the path of the listing with `slug` on a Mercato (its landing page, then the search pages). */
async function pathOfSlug(mercatoUrl, slug) {
  for (const page of ['/', '/s', '/s?page=2']) {
    const path = listingPaths((await html(`${mercatoUrl}${page}`)).text).find(
      (p) => p.split('/')[2] === slug,
    );
    if (path) return path;
  }
  throw new Error(`no listing ${slug} on ${mercatoUrl}`);
}

/**
 * One load of SECONDS at CONNECTIONS after a WARMUP_SECONDS one: requests/s, p95 (ms), non-2xx and
 * errors, and the CPU ms per request of every watched process (the template's figure needs the
 * Mercato answering its API calls too).
 */
async function load(url, pids) {
  if (WARMUP_SECONDS > 0) {
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers: BROWSER });
  }
  const latencies = [];
  const before = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, cpuMsOf(pid)]));
  const peak = {};
  const sampler = setInterval(() => {
    for (const [k, pid] of Object.entries(pids)) peak[k] = Math.max(peak[k] ?? 0, rssOf(pid));
  }, 200);
  const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: BROWSER });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.min(latencies.length - 1, Math.floor(0.95 * latencies.length))] ?? 0;
  const total = result.requests.total;
  const cpuMsPerRequest = Object.fromEntries(
    Object.entries(pids).map(([k, pid]) => [k, total > 0 ? (cpuMsOf(pid) - before[k]) / total : Number.NaN]),
  );
  return {
    rps: total / SECONDS,
    p95: Math.round(p95),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest,
    peakRss: peak,
  };
}

const range = (values, digits = 0, unit = '') => {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const f = (v) => v.toFixed(digits);
  return f(lo) === f(hi) ? `${f(lo)}${unit}` : `${f(lo)}–${f(hi)}${unit}`;
};

function gitHead(dir) {
  try {
    const git = (...args) =>
      execFileSync('git', ['-C', dir, ...args], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    const head = git('rev-parse', '--short', 'HEAD');
    const dirty = git('status', '--porcelain', '--untracked-files=no');
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return `${dir} (not a git checkout)`;
  }
}

/** Runs `fn` (which starts a server, copying process.env) with `vars` set, then puts them back. */
async function withEnv(vars, fn) {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

async function main() {
  const templateDir = process.env.TEMPLATE_DIR ? resolve(process.env.TEMPLATE_DIR) : undefined;
  if (!templateDir && !process.env.TEMPLATE_URL) {
    throw new Error('set TEMPLATE_DIR (a built sharetribe/web-template checkout) or TEMPLATE_URL');
  }
  if (process.env.TEMPLATE_URL && !process.env.MERCATO_URL) {
    console.warn(
      'TEMPLATE_URL without MERCATO_URL: the template shows the data of its own Mercato, not of the one started here',
    );
  }
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => stopAll().finally(() => process.exit(130)));
  }
  const load0 = loadavg();
  try {
    // The template's port is chosen first: the Mercato it talks to is told its origin (CORS_ORIGINS),
    // as a deployment would be, for the browsers that open it.
    const templatePort = templateDir ? await freePort() : undefined;
    const templateOrigin = templateDir
      ? `http://127.0.0.1:${templatePort}`
      : new URL(process.env.TEMPLATE_URL).origin;
    let mercato;
    if (process.env.MERCATO_URL) {
      mercato = {
        baseUrl: process.env.MERCATO_URL.replace(/\/$/, ''),
        pid: pidListeningOn(process.env.MERCATO_URL),
      };
    } else {
      mercato = await withEnv(
        {
          CORS_ORIGINS: [process.env.CORS_ORIGINS, templateOrigin].filter(Boolean).join(','),
          RATE_LIMIT_ENABLED: 'false',
        },
        () => startServer(ROOT, process.env.BENCH_ENV),
      );
      stops.push(mercato.stop);
    }
    let noCache;
    if (process.env.NO_CACHE !== '0') {
      noCache = await withEnv({ PAGE_CACHE_SECONDS: '0', RATE_LIMIT_ENABLED: 'false' }, () =>
        startServer(ROOT, process.env.BENCH_ENV),
      );
      stops.push(noCache.stop);
    }
    let template;
    if (templateDir) {
      mkdirSync(join(ROOT, '.bench'), { recursive: true });
      const logFile = join(ROOT, '.bench', 'side-by-side-template.log');
      template = await startTemplate(templateDir, templatePort, mercato.baseUrl, logFile);
      stops.push(template.stop);
    } else {
      const baseUrl = process.env.TEMPLATE_URL.replace(/\/$/, '');
      template = { baseUrl, pid: pidListeningOn(baseUrl) };
    }

    // The listing: the first on Mercato's landing page (or LISTING's slug), at the same path on the
    // template (its listing URL has the same shape, /l/<slug>/<id>), and its twin on the second
    // Mercato (seeded alike, with ids of its own).
    const landing = await html(`${mercato.baseUrl}/`);
    const candidates = listingPaths(landing.text);
    const listingPath = process.env.LISTING
      ? await pathOfSlug(mercato.baseUrl, process.env.LISTING)
      : candidates[0];
    if (!listingPath) throw new Error(`no listing linked from ${mercato.baseUrl}/`);
    const title = await listingTitle(mercato.baseUrl, listingPath.split('/')[3]);
    const noCacheListingPath = noCache
      ? await pathOfSlug(noCache.baseUrl, listingPath.split('/')[2])
      : undefined;

    const sites = [
      { key: 'template', name: 'template', server: template, listing: listingPath },
      { key: 'mercato', name: 'Mercato', server: mercato, listing: listingPath },
    ];
    if (noCache) {
      sites.push({
        key: 'noCache',
        name: 'Mercato, PAGE_CACHE_SECONDS=0',
        server: noCache,
        listing: noCacheListingPath,
      });
    }
    const pages = [
      { title: '`/`', path: () => '/' },
      { title: '`/s`', path: () => '/s' },
      { title: `a listing page (\`/l/${listingPath.split('/')[2]}/…\`)`, path: (site) => site.listing },
    ];

    // Both answer every page and show the same marketplace before anything is measured.
    const seen = {};
    for (const site of sites) {
      for (const page of pages) {
        const url = `${site.server.baseUrl}${page.path(site)}`;
        const res = await html(url);
        if (res.status !== 200) throw new Error(`${site.name} ${url}: ${res.status}`);
        if (page.path(site) === site.listing && !shows(res.text, title)) {
          throw new Error(`${site.name} ${url} does not show the listing "${title}"`);
        }
        if (page.path(site) === '/s') seen[site.key] = listingPaths(res.text).length;
      }
    }
    const searchCounts = sites.map((s) => `${s.name} ${seen[s.key]}`).join(', ');
    console.log(`listing: "${title}" at ${listingPath}; listings on /s: ${searchCounts}`);

    const pids = Object.fromEntries(sites.filter((s) => s.server.pid).map((s) => [s.key, s.server.pid]));
    const results = Object.fromEntries(
      pages.map((p) => [p.title, Object.fromEntries(sites.map((s) => [s.key, []]))]),
    );
    for (let round = 1; round <= ROUNDS; round++) {
      for (const page of pages) {
        for (const site of sites) {
          const r = await load(`${site.server.baseUrl}${page.path(site)}`, pids);
          results[page.title][site.key].push(r);
          const problems = r.non2xx || r.errors ? `; ${r.non2xx} non-2xx, ${r.errors} errors` : '';
          console.log(
            `round ${round} ${page.title} ${site.name}: ${r.rps.toFixed(1)} req/s, p95 ${r.p95} ms${problems}`,
          );
        }
      }
    }
    const rssAfter = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, rssOf(pid)]));
    const load1 = loadavg();
    if (template.failures && template.failures() > 0) {
      throw new Error(
        `the template failed to load or render ${template.failures()} pages (see ${join(ROOT, '.bench', 'side-by-side-template.log')}): its figures are not of its pages`,
      );
    }

    const cell = (runs) =>
      `${range(runs.map((r) => r.rps))} (${range(
        runs.map((r) => r.p95),
        0,
        ' ms',
      )})`;
    const ratio = (a, b) =>
      range(
        a.map((r, i) => r.rps / b[i].rps),
        1,
        '×',
      );
    const header = ['page', 'template req/s (p95)', 'Mercato req/s (p95)', 'ratio'];
    if (noCache) header.push('Mercato, PAGE_CACHE_SECONDS=0 req/s (p95)', 'ratio');
    const rows = [header, header.map(() => '---')];
    for (const page of pages) {
      const r = results[page.title];
      const row = [page.title, cell(r.template), cell(r.mercato), ratio(r.mercato, r.template)];
      if (noCache) row.push(cell(r.noCache), ratio(r.noCache, r.template));
      rows.push(row);
    }
    const env = process.env.BENCH_ENV ?? 'unset';
    console.log(
      `\nSide by side (${ROUNDS} interleaved rounds of ${SECONDS}-second loads at ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up each; ` +
        `${cpus().length} CPUs, load average ${load0[0].toFixed(1)} before, ${load1[0].toFixed(1)} after; ` +
        `Mercato ${gitHead(ROOT)}, NODE_ENV ${env}; template ${templateDir ? `v${JSON.parse(readFileSync(join(templateDir, 'package.json'), 'utf8')).version}` : template.baseUrl})\n`,
    );
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);

    // CPU per request: the template's page costs its own process and the Mercato answering its API
    // calls; Mercato's, its one process (web + API + worker).
    if (pids.template && pids.mercato) {
      console.log('\nCPU ms per request (ranges across rounds):\n');
      const cpuHeader = ['page', 'template (its server + the API it calls)', 'Mercato'];
      if (noCache && pids.noCache) cpuHeader.push('Mercato, PAGE_CACHE_SECONDS=0');
      console.log(`| ${cpuHeader.join(' | ')} |`);
      console.log(`| ${cpuHeader.map(() => '---').join(' | ')} |`);
      for (const page of pages) {
        const r = results[page.title];
        const t = r.template.map((x) => x.cpuMsPerRequest.template + x.cpuMsPerRequest.mercato);
        const tOwn = r.template.map((x) => x.cpuMsPerRequest.template);
        const row = [
          page.title,
          `${range(t, 1)} (${range(tOwn, 1)} its own)`,
          range(
            r.mercato.map((x) => x.cpuMsPerRequest.mercato),
            2,
          ),
        ];
        if (noCache && pids.noCache)
          row.push(
            range(
              r.noCache.map((x) => x.cpuMsPerRequest.noCache),
              2,
            ),
          );
        console.log(`| ${row.join(' | ')} |`);
      }
    }
    const mib = (v) => (Number.isFinite(v) ? `${v.toFixed(0)} MiB` : 'n/a');
    const peakOf = (key) =>
      Math.max(
        ...Object.values(results).flatMap((bySite) =>
          Object.values(bySite)
            .flat()
            .map((r) => r.peakRss[key] ?? 0),
        ),
      );
    console.log(
      `\nRSS after the loads (peak during them): ${sites
        .map((s) => `${s.name} ${mib(rssAfter[s.key])} (${mib(peakOf(s.key))})`)
        .join(', ')}${pids.mercato ? '; Mercato is web + API + worker in one process' : ''}`,
    );
    mkdirSync(join(ROOT, '.bench'), { recursive: true });
    const out = join(ROOT, '.bench', 'side-by-side.json');
    writeFileSync(
      out,
      `${JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS, loadavg: [load0, load1], listing: { title, path: listingPath }, results, rssAfter }, null, 2)}\n`,
    );
    console.log(`written to ${out}`);
  } finally {
    await stopAll();
  }
}

await main();
