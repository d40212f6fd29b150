import { existsSync } from 'node:fs';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible, pageKind } from './accessibility.ts';

/**
 * Debian's headless build of Chromium (package `chromium-headless-shell`): the same Blink and V8 as
 * `chromium`, without the desktop browser around them, which the journeys never see. It cost a fifth
 * less CPU than `chromium --headless` over the same suites. Where only `chromium` is installed, that.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Whether the journeys' browsers render in one process (`E2E_SINGLE_PROCESS=false` turns it off). */
const SINGLE_PROCESS = process.env.E2E_SINGLE_PROCESS !== 'false';

/** A running browser and its one context. */
export interface RunningBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Where the suites' browsers are, unless a journey says otherwise: not UTC, as most of the world is
 * not, so that a page which only works in the test machine's zone fails here first.
 */
export const BROWSER_TIME_ZONE = 'America/New_York';

/** What a journey's browser is like. */
export interface BrowserOptions {
  /** `false` gives a browser that runs no scripts at all. */
  javaScriptEnabled?: boolean;
  /** The browser's IANA time zone (default `BROWSER_TIME_ZONE`). */
  timezoneId?: string;
}

/**
 * Debian's Chromium, headless, with nothing that phones home and no request leaving 127.0.0.1
 * (an identity provider's pages import a web font, for one); a fresh context per launch.
 */
export async function launchBrowser(options: BrowserOptions = {}): Promise<RunningBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // No host but 127.0.0.1 resolves, so nothing leaves the machine. A rule in the browser, not
      // Playwright's request routing: routing pauses every request for the test process to decide
      // and turns the HTTP cache off, which made each page load fetch and compile its scripts
      // again (a third of a journey's CPU time).
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
      // Pages render in the browser's own process, not one process a tab: a fifth less CPU a page
      // load (ADR 023). Such a browser cannot hold a second context (it crashes), so each one has
      // exactly one: a journey that needs another browser state launches another browser.
      ...(SINGLE_PROCESS ? ['--single-process'] : []),
    ],
  });
  // A context of its own, kept in memory: a profile on disk (history, cache and cookie databases)
  // cost the browser process a tenth more CPU, and no journey reads it back.
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    timezoneId: options.timezoneId ?? BROWSER_TIME_ZONE,
  });
  browser.newContext = () => {
    throw new Error(
      'A journey’s browser has one context: launch another browser (launchBrowser) for another',
    );
  };
  if (options.javaScriptEnabled ?? true) context.on('page', waitForScriptsAfterGoto);
  return {
    context,
    close: async () => {
      await context.close();
      await browser.close();
    },
  };
}

/** Collects console errors and uncaught page errors; a journey fails if any appear. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/**
 * Waits until the page's scripts have taken over (root sets `data-hydrated` on <html>): a click
 * before that posts the form natively, which the server answers too, but with a 4xx the console
 * reports — and not the browser-side checks a journey may be looking at.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Makes `page.goto` also wait, on Mercato's pages, for the scripts to take over: journeys act on a
 * page right after opening it, and on a busy machine they would otherwise race hydration. Best
 * effort: a page that navigates on or never hydrates is left to the journey's own checks.
 */
function waitForScriptsAfterGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const mercato = await page
      .waitForFunction(
        () => !('__reactRouterContext' in window) || document.documentElement.dataset.hydrated === 'true',
        undefined,
        { timeout: 15_000 },
      )
      .then(() => page.evaluate(() => '__reactRouterContext' in window))
      .catch(() => false);
    if (mercato) await checkOnce(page);
    return response;
  };
}

// The kinds of Mercato page each suite (test file) has checked for accessibility. A worker runs
// several suites one after another and keeps this module between them (vitest.config.ts).
const checkedKinds = new Map<string, Set<string>>();

/**
 * Every kind of Mercato page a journey opens is checked against WCAG 2.2 A/AA once a suite, as it
 * is first opened (`expectAccessible` checks a page in other states: forms with their errors…).
 */
async function checkOnce(page: Page): Promise<void> {
  const suite = expect.getState().testPath ?? '';
  const checked = checkedKinds.get(suite) ?? new Set<string>();
  checkedKinds.set(suite, checked);
  const kind = pageKind(page.url());
  if (checked.has(kind)) return;
  checked.add(kind);
  await expectAccessible(page, `${kind} (first opened as ${page.url()})`);
}
