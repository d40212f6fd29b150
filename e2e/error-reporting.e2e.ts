import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSentryReceiver } from '@mercato/test-support/sentry-receiver';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { hydrated } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';

// Issue #31 (spec §2, §9): with SENTRY_DSN, server and browser errors reach a Sentry-compatible
// tracker (here a local receiver of its envelopes); with a `G-` analytics id, Google Analytics gets
// a page view 300 ms after each navigation (its script intercepted: nothing leaves the machine).
// Without either, pages load and allow neither.

const receiver = await startSentryReceiver();
// Storage that cannot be written (a directory under a file): an upload fails on the server's side.
const brokenStorage = mkdtempSync(join(tmpdir(), 'mercato-broken-storage-'));
writeFileSync(join(brokenStorage, 'not-a-directory'), 'a file where the uploads directory should be');
const MEASUREMENT_ID = 'G-MERCATO123';

afterAll(async () => {
  await receiver.close();
  rmSync(brokenStorage, { recursive: true, force: true });
});

/** Waits until the receiver has an event that `matches`; that event. */
async function eventWhere(
  matches: (event: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  await expect.poll(() => receiver.events().some(matches), { timeout: 15_000 }).toBe(true);
  return receiver.events().find(matches) as Record<string, unknown>;
}

const exceptionText = (event: Record<string, unknown>) =>
  JSON.stringify((event.exception as { values?: unknown[] } | undefined)?.values ?? []);

describe('with an error tracker and Google Analytics', () => {
  const { server, browser } = useMercato({
    env: {
      SENTRY_DSN: receiver.dsn,
      SENTRY_ENVIRONMENT: 'e2e',
      SEED_DEMO_DATA: 'false',
      STORAGE_DIR: join(brokenStorage, 'not-a-directory', 'uploads'),
    },
    marketplaceConfig: { analytics: { googleAnalyticsId: MEASUREMENT_ID } },
  });

  it('reports an API request that failed on the server, with its route and without the caller’s token', async () => {
    const base = server.baseUrl;
    const anonymous = await fetch(`${base}/v1/auth/token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: 'mercato-web',
        grant_type: 'client_credentials',
        scope: 'public-read',
      }),
    }).then((res) => res.json() as Promise<{ access_token: string }>);
    const email = `reporter-${Date.now()}@example.com`;
    const signup = await fetch(`${base}/v1/api/current_user/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${anonymous.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'correct horse battery',
        firstName: 'Ria',
        lastName: 'Porter',
      }),
    });
    expect(signup.status).toBe(200);
    const token = await fetch(`${base}/v1/auth/token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: 'mercato-web',
        grant_type: 'password',
        username: email,
        password: 'correct horse battery',
      }),
    }).then((res) => res.json() as Promise<{ access_token: string }>);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'a.jpg');
    const upload = await fetch(`${base}/v1/api/images/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
      body: form,
    });
    // The caller sees the API's error format, nothing of the cause.
    expect(upload.status).toBe(500);
    const answer = (await upload.json()) as { errors: { code: string; title: string }[] };
    expect(answer.errors.map((e) => e.code)).toEqual(['internal-server-error']);
    expect(JSON.stringify(answer)).not.toMatch(/ENOTDIR|not-a-directory/);
    const event = await eventWhere((e) => (e.tags as Record<string, string> | undefined)?.area === 'api');
    expect(event.tags).toMatchObject({ area: 'api', route: 'POST /v1/api/images/upload' });
    expect(event.environment).toBe('e2e');
    expect(exceptionText(event)).toMatch(/ENOTDIR|not a directory/i);
    expect(JSON.stringify(event)).not.toContain(token.access_token);
  });

  it('reports an error thrown in a visitor’s browser', async () => {
    const { page } = await browser.newPage();
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await page.goto(`${server.baseUrl}/`);
    await hydrated(page);
    const csp = (await page.request.get(`${server.baseUrl}/`)).headers()['content-security-policy'] ?? '';
    expect(csp).toContain(`connect-src 'self' ${receiver.origin}`);
    // The tracker's code arrives after the page runs.
    await page.waitForFunction(() => Boolean((window as { __SENTRY__?: unknown }).__SENTRY__));
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('A browser error for the tracker');
      }, 0);
    });
    const event = await eventWhere((e) => exceptionText(e).includes('A browser error for the tracker'));
    expect((event.sdk as { name: string }).name).toBe('sentry.javascript.browser');
    expect(event.environment).toBe('e2e');
    await page.close();
  });

  it('keeps a cancelled request out of the tracker and the console, and reports other rejected promises', async () => {
    const { page, problems } = await browser.newPage();
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await page.goto(`${server.baseUrl}/`);
    await page.waitForFunction(() => Boolean((window as { __SENTRY__?: unknown }).__SENTRY__));
    // What an interrupted navigation leaves behind: a fetch aborted without a reason, unhandled.
    await page.evaluate(() => {
      const controller = new AbortController();
      void fetch('/', { signal: controller.signal });
      controller.abort();
      setTimeout(() => void Promise.reject(new Error('A rejected promise for the tracker')), 50);
    });
    await eventWhere((e) => exceptionText(e).includes('A rejected promise for the tracker'));
    expect(receiver.events().filter((e) => /abort/i.test(exceptionText(e)))).toEqual([]);
    expect(problems).toEqual([expect.stringContaining('A rejected promise for the tracker')]);
    await page.close();
  });

  it('sends Google Analytics a page view 300 ms after the first load and after each navigation', async () => {
    const { page, problems } = await browser.newPage();
    const tagRequests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.googleTagRan = true;' });
    });
    await page.goto(`${server.baseUrl}/`);
    await hydrated(page);
    const pageViews = () =>
      page.evaluate(() =>
        ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
          .map((entry) => Array.from(entry))
          .filter((args) => args[0] === 'event' && args[1] === 'page_view')
          .map((args) => (args[2] as { page_path: string }).page_path),
      );
    await expect.poll(pageViews).toEqual(['/']);
    expect(tagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);
    // Requested is not yet run: the tag is an async script, run when it has arrived.
    await expect
      .poll(() => page.evaluate(() => (window as { googleTagRan?: boolean }).googleTagRan))
      .toBe(true);
    // Automatic page views are off: one per navigation, sent by Mercato.
    const config = await page.evaluate(() =>
      ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .find((args) => args[0] === 'config'),
    );
    expect(config).toEqual(['config', MEASUREMENT_ID, { send_page_view: false }]);

    await page.locator('a[href="/login"]').first().click();
    await page.waitForURL(/\/login$/);
    await expect.poll(pageViews).toEqual(['/', '/login']);
    // The tag is loaded once, not per navigation.
    expect(tagRequests).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('without them', () => {
  const { server } = useMercato({ browser: false });

  it('loads neither the tracker nor Google’s tag, and allows neither', async () => {
    const res = await fetch(`${server.baseUrl}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/googletagmanager|google-analytics|worker-src/);
    expect(csp).not.toContain(receiver.origin);
    const html = await res.text();
    expect(html).not.toContain('googletagmanager');
    expect(html).not.toContain('"errorReporting":{');
  });
});
