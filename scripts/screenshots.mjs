#!/usr/bin/env node
// npm run screenshots [-- <directory>]: starts a fresh demo marketplace (its own database and
// uploads, as a first `npm start` makes them) and writes PNGs of its key screens at a desktop
// (1280×900) and a phone (390×844) size into <directory> (default `screenshots/`), one folder each.
// Debian's Chromium draws them (CHROMIUM_PATH overrides); nothing leaves the machine.

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort } from './lib/free-port.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(process.argv[2] ?? join(root, 'screenshots'));
const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
const PASSWORD = 'mercato-demo';
const ADA = 'ada@demo.mercato.test';
const BEN = 'ben@demo.mercato.test';

/** A listing of each kind the demo has. */
const LISTINGS = {
  'listing-hourly': 'Sunrise yoga by the sea',
  'listing-sessions': 'Beginner guitar lessons',
  'listing-by-day': 'Touring kayak with paddle and vest',
  'listing-by-night': 'Archipelago sauna cabin',
  'listing-item': 'Hand-thrown stoneware mug',
  'listing-item-versions': 'Washed linen apron',
  'listing-download': 'Sourdough starter handbook',
  'listing-conversation': 'Ask me about moving to Lisbon',
};

/** `npm start` on a fresh database, resolved once it says it is ready. */
async function startDemo(dataDir, port) {
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      // The browser reaches 127.0.0.1 only (no name resolves): images and links must name it too,
      // not the default localhost, or every photo shows broken.
      ROOT_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: `file:${join(dataDir, 'mercato.db')}`,
      STORAGE_DIR: join(dataDir, 'storage'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((ready, fail) => {
    const read = (chunk) => {
      output += chunk;
      if (output.includes('Mercato is ready at')) ready();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => fail(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  return child;
}

async function api(baseUrl, email, path) {
  const token = await fetch(`${baseUrl}/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'mercato-web',
      grant_type: 'password',
      username: email,
      password: PASSWORD,
    }),
  }).then((res) => res.json());
  const res = await fetch(`${baseUrl}/v1/api/${path}`, {
    headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

/** The screens to draw: a name and a path, and who is logged in (nobody when absent). */
async function screensOf(baseUrl) {
  const listings = (await api(baseUrl, BEN, 'listings/query?perPage=100')).data;
  const idOf = (title) => listings.find((l) => l.attributes.title === title)?.id;
  const orders = (await api(baseUrl, BEN, 'transactions/query?only=order&perPage=100&include=listing')).data;
  const orderOf = (state) => orders.find((t) => t.attributes.state === state)?.id;
  const sales = (await api(baseUrl, ADA, 'transactions/query?only=sale&perPage=100')).data;
  const ada = (await api(baseUrl, ADA, 'current_user/show')).data;
  const mug = idOf(LISTINGS['listing-item']);
  const yoga = idOf(LISTINGS['listing-hourly']);
  return [
    { name: 'landing', path: '/' },
    { name: 'search', path: '/s' },
    // A phone shows the map on its own (`view=map`); a desktop shows it beside the results either way.
    { name: 'search-map', path: '/s?bounds=61%2C26%2C59%2C24&view=map' },
    ...Object.entries(LISTINGS).map(([name, title]) => ({ name, path: `/l/${idOf(title)}` })),
    { name: 'login', path: '/login' },
    { name: 'signup', path: '/signup' },
    { name: 'profile', path: `/u/${ada.id}` },
    { name: 'checkout', path: `/l/${mug}`, as: BEN, act: buyNow },
    { name: 'order-reviewed', path: `/order/${orderOf('state/reviewed')}`, as: BEN },
    { name: 'order-accepted', path: `/order/${orderOf('state/accepted')}`, as: BEN },
    { name: 'order-disputed', path: `/order/${orderOf('state/disputed')}`, as: BEN },
    {
      name: 'sale',
      path: `/sale/${sales.find((t) => t.attributes.state === 'state/purchased')?.id}`,
      as: ADA,
    },
    { name: 'inbox-orders', path: '/inbox/orders', as: BEN },
    { name: 'inbox-sales', path: '/inbox/sales', as: ADA },
    ...['details', 'location', 'pricing', 'availability', 'photos'].map((tab) => ({
      name: `editor-${tab}`,
      path: `/l/listing/${yoga}/edit/${tab}`,
      as: ADA,
    })),
    { name: 'editor-stock', path: `/l/listing/${mug}/edit/pricing-and-stock`, as: ADA },
    { name: 'account-profile', path: '/profile-settings', as: BEN },
    { name: 'account-contact', path: '/account/contact-details', as: BEN },
    { name: 'account-password', path: '/account/change-password', as: BEN },
    { name: 'account-payments', path: '/account/payments', as: ADA },
  ];
}

async function buyNow(page) {
  await page.getByRole('button', { name: 'Buy now' }).first().click();
  await page.waitForURL(/\/checkout(\?|$)/);
}

async function logIn(page, baseUrl, email) {
  await page.context().clearCookies();
  if (!email) return;
  await page.goto(`${baseUrl}/login`);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

const dataDir = mkdtempSync(join(tmpdir(), 'mercato-screenshots-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = await startDemo(dataDir, port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
  ],
});
let failed = false;
try {
  const screens = await screensOf(baseUrl);
  for (const [size, viewport] of Object.entries(SIZES)) {
    const dir = join(outDir, size);
    mkdirSync(dir, { recursive: true });
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      isMobile: size === 'phone',
      hasTouch: size === 'phone',
      timezoneId: 'America/New_York',
    });
    const page = await context.newPage();
    let loggedIn;
    for (const screen of screens) {
      try {
        if (screen.as !== loggedIn) {
          await logIn(page, baseUrl, screen.as);
          loggedIn = screen.as;
        }
        await page.goto(`${baseUrl}${screen.path}`);
        await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
        if (screen.act) await screen.act(page);
        // A full-page picture shows the photos below the fold too: load the lazy ones now.
        await page.evaluate(() => {
          for (const img of document.querySelectorAll('img[loading="lazy"]')) img.loading = 'eager';
        });
        await page.waitForLoadState('networkidle');
        const file = join(dir, `${screen.name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.info(`${size}/${screen.name}.png  ${screen.path}`);
      } catch (error) {
        failed = true;
        console.error(`${size}/${screen.name}: ${error instanceof Error ? error.message : error}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
console.info(`Screenshots in ${outDir}`);
process.exit(failed ? 1 : 0);
