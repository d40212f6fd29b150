import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A running browser: one persistent context on a throwaway profile. */
export interface RunningBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Debian's Chromium, headless, with nothing that phones home and no request leaving 127.0.0.1
 * (an identity provider's pages import a web font, for one); a fresh profile per launch.
 * `javaScriptEnabled: false` gives a browser that runs no scripts at all.
 */
export async function launchBrowser(options: { javaScriptEnabled?: boolean } = {}): Promise<RunningBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'mercato-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  await context.route(
    (url) => url.protocol.startsWith('http') && url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
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
