// `npm start`: build when the sources are newer than the last build, then run the single-process
// server (platform API + web app) in this same process, always as a production build: React and the
// libraries run their production code (process NODE_ENV=production). What kind of deployment it is
// stays the operator's word: NODE_ENV unset is the zero-configuration local demo (development
// secrets, demo data); NODE_ENV=production given (in the environment or .env) is a real deployment
// (secrets required, nothing seeded). `npm run dev` is development with hot reload.
//
// A first start shows one line a step (ADR 008): the build, in a child process whose output shows
// only if it fails; for the local demo, the database (migrations) and the demo marketplace, in a
// short-lived child of their own that starts as soon as the server entry is built, beside the rest
// of the build; then the server's own ready line with the time since the start. Brotli versions of
// the static files are written after the server is ready, in the background (until then they go
// out gzipped).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { filesMissingBrotli } from '../apps/web/server/precompress.mjs';
import { createStepLines } from '../apps/web/server/start-steps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'apps/web/dist/build-stamp.json');
const clientBuild = join(root, 'apps/web/build/server/index.js');
const clientFiles = join(root, 'apps/web/build/client');
const buildScript = join(root, 'apps/web/server/build.mjs');
const server = join(root, 'apps/web/dist/server.js');
const sources = [
  'apps/web/app',
  'apps/web/server',
  'packages/core/src',
  'packages/sdk/src',
  'packages/platform/src',
];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  if (!existsSync(stamp) || !existsSync(clientBuild)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return sources.some((dir) => existsSync(join(root, dir)) && newestMtime(join(root, dir)) > builtAt);
}

process.chdir(root);
// .env counts as given: a NODE_ENV=production written there must not turn into the local demo.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const deployment = process.env.NODE_ENV || undefined;

// The step lines are information: shown at the default level (info) and below, like the log.
const level = process.env.LOG_LEVEL || 'info';
const steps = createStepLines(
  ['info', 'debug', 'trace'].includes(level) ? {} : { out: { write: () => true }, live: false },
);

// The children get the environment as the operator gave it (NODE_ENV included), and write no colour
// codes when this output is not a terminal (a pipe, a log file): Rolldown's would otherwise.
const childEnv = { ...process.env, ...(process.stdout.isTTY ? {} : { NO_COLOR: '1' }) };
// Before the server's imports load React, which picks its build from this once.
process.env.NODE_ENV = 'production';

/**
 * Runs `node <args>` with an IPC channel for its progress messages; its output lines are kept
 * (`keep`) or written above the step lines. Resolves to its exit code and the kept lines.
 */
function runNode(args, { env = childEnv, keep = false, onMessage = () => {} } = {}) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const kept = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (text) => {
      // Some tools colour their errors whatever NO_COLOR says (Rolldown's diagnostics).
      const line = process.stdout.isTTY ? text : stripVTControlCharacters(text);
      if (keep) kept.push(line);
      else steps.print(line);
    });
  }
  child.on('message', onMessage);
  return new Promise((resolve) => {
    child.on('error', (error) => kept.push(error.message));
    child.on('close', (code) => resolve({ code: code ?? 1, kept }));
  });
}

/** What the build is at, by the step its child last reported (build.mjs `--for-start`). */
const BUILD_STEPS = {
  'server-entry': 'the server',
  client: 'pages for browsers',
  ssr: 'pages for the server',
  compress: 'compressing files',
};

/** Builds in a child process; its output is shown only if it fails. */
async function build(onServerEntry) {
  const step = steps.start('Building the app');
  const { code, kept } = await runNode([buildScript, '--for-start'], {
    keep: true,
    onMessage: (message) => {
      if (message.step) step.update(BUILD_STEPS[message.step] ?? message.step);
      if (message.built === 'server-entry') onServerEntry();
    },
  });
  if (code === 0) {
    step.done();
    return true;
  }
  for (const line of kept) steps.print(line);
  step.failed();
  return false;
}

/**
 * The setup role (`--role setup`: migrations, the local demo's data) in a short-lived process: the
 * memory libvips takes to draw the demo photos stays with the allocator for the life of a process,
 * and this way not with the server's (ADR 008). Its info lines give way to the step lines; its
 * warnings and errors show.
 */
async function prepareDatabase() {
  const database = steps.start('Preparing the database');
  let databaseDone = false;
  let demo;
  let seeded;
  let migratedAt = performance.now();
  const childLevel = level === 'info' ? 'warn' : level;
  const { code } = await runNode([server, '--role', 'setup'], {
    env: { ...childEnv, LOG_LEVEL: childLevel },
    onMessage: (message) => {
      if (message.step === 'migrated') {
        migratedAt = performance.now();
        databaseDone = true;
        database.done();
      } else if (message.step === 'demo-listings') {
        seeded = message;
        demo ??= steps.start('Seeding the demo marketplace', migratedAt);
        demo.update(`${message.listings}/${message.of} listings, ${message.photos} photos`);
      } else if (message.step === 'demo-history') {
        seeded = { ...seeded, transactions: message.transactions };
      }
    },
  });
  if (code !== 0) {
    (databaseDone ? (demo ?? steps.start('Seeding the demo marketplace', migratedAt)) : database).failed();
    return false;
  }
  if (!databaseDone) database.done();
  demo?.done(
    `${seeded.listings} listings, ${seeded.photos} photos, ${seeded.transactions ?? 0} orders, bookings and conversations`,
  );
  return true;
}

// The server's modules load here while the build finishes; the server starts once both are done.
let serverModule;
let setup = Promise.resolve(true);
const startSetup = () => {
  if (!serverModule) {
    serverModule = import(pathToFileURL(server).href);
    // Awaited below; a failed build exits before that, and must not also report it unhandled.
    serverModule.catch(() => {});
  }
  if (deployment !== 'production') setup = prepareDatabase();
};
let built = true;
if (needsBuild()) built = await build(startSetup);
else startSetup();
const ready = await setup;
if (!built || !ready) process.exit(1);

try {
  const { runServer } = await (serverModule ?? import(pathToFileURL(server).href));
  await runServer({ deployment });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Static files the first start's build left without a Brotli version (or an interrupted start):
// written now, at the lowest priority, by a process of their own (build.mjs --brotli).
if (existsSync(clientFiles) && filesMissingBrotli(clientFiles).length > 0) {
  spawn(process.execPath, [buildScript, '--brotli'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  }).unref();
}
