import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestToken } from './support/api.ts';
import { launchBrowser, type RunningBrowser } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const PRODUCTION_SECRETS = {
  CLIENT_SECRET: 'an-e2e-production-client-secret',
  TOKEN_SECRET: 'an-e2e-production-token-secret-0123456789',
  // No Stripe here: a production start on the sandbox, which production refuses unless told.
  ALLOW_TEST_PAYMENTS: 'true',
};

/** The bytes on the wire of a GET (node:http, which never decodes). */
async function wire(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function demoLoginStatus(baseUrl: string): Promise<number> {
  return (await requestToken(baseUrl, 'ada@demo.mercato.test')).status;
}

describe('npm start on a laptop (NODE_ENV unset): the production build as the local demo', () => {
  let server: RunningServer;
  let browser: RunningBrowser;

  beforeAll(async () => {
    server = await startServer({ LOG_LEVEL: 'info' }, undefined, { npmStart: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('runs React in production mode and says so, with the ROOT_URL, in one readable ready line', () => {
    const ready = server
      .output()
      .split('\n')
      .filter((line) => line.includes('Mercato is ready at'));
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatch(
      new RegExp(`Mercato is ready at ${server.baseUrl} in \\d+\\.\\d s \\(production build, local demo`),
    );
    // Readable lines, not JSON, for the person at the terminal.
    expect(ready[0]).not.toMatch(/^\{/);
  });

  it('seeds the demo marketplace with the development secrets', async () => {
    expect(await demoLoginStatus(server.baseUrl)).toBe(200);
  });

  it('prepares the database in a short-lived setup process that seeds the demo before the server starts', () => {
    const lines = server.output().split('\n');
    // One plain line a step (the build is done already), then the server's ready line.
    const migrated = lines.findIndex((line) => /^Preparing the database… done in \d+\.\d s$/.test(line));
    const seeded = lines.findIndex((line) =>
      /^Seeding the demo marketplace… done in \d+\.\d s: 29 listings, 41 photos, 17 orders, bookings and conversations$/.test(
        line,
      ),
    );
    const ready = lines.findIndex((line) => line.includes('Mercato is ready at'));
    expect(migrated).toBeGreaterThanOrEqual(0);
    expect(seeded).toBeGreaterThan(migrated);
    expect(ready).toBeGreaterThan(seeded);
    // The server found the data there and seeded nothing itself.
    expect(lines.filter((line) => line.includes('Seeded the demo marketplace'))).toEqual([]);
    // Nothing but those lines and the log's: no warnings, no colour codes in a log.
    expect(server.output()).not.toMatch(/warn|deprecat|experimental/i);
    expect(server.output()).not.toContain('\x1b[');
  });

  it('sends the landing page in Brotli, and gzip to a client that takes only gzip', async () => {
    const br = await wire(`${server.baseUrl}/`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toMatch(/^<!DOCTYPE html>/);
    const gz = await wire(`${server.baseUrl}/login`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('<h1');
    const head = await fetch(`${server.baseUrl}/`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.headers.get('content-encoding')).toBe('br');
  });

  it('serves hashed scripts and styles precompressed, cached for a year as immutable', async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.some((a) => a?.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a?.endsWith('.css'))).toBe(true);
    // The shell chunk (React and the layout, on every page) and the styles; files under 1 KiB go
    // out as they are.
    const big = assets.filter((a) => a?.includes('/shell-') || a?.endsWith('.css'));
    expect(big.some((a) => a?.includes('/shell-'))).toBe(true);
    for (const asset of big) {
      // npm start writes the Brotli versions in the background once the server is ready (gzip
      // until then): on a fresh build, and a busy machine, that can take a few seconds.
      await expect
        .poll(async () => (await wire(`${server.baseUrl}${asset}`, 'br, gzip')).headers['content-encoding'], {
          timeout: 30_000,
        })
        .toBe('br');
      const res = await wire(`${server.baseUrl}${asset}`, 'br, gzip');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(brotliDecompressSync(res.body).length).toBeGreaterThan(res.body.length);
    }
  });

  it('writes one log line per page, not one per in-process API call', async () => {
    const before = server.output().length;
    await fetch(`${server.baseUrl}/login?return=%2Fsecret`);
    await new Promise((r) => setTimeout(r, 200));
    const lines = server.output().slice(before).split('\n').filter(Boolean);
    expect(lines.filter((l) => l.includes('GET /login 200'))).toHaveLength(1);
    expect(lines.join('\n')).not.toMatch(/incoming request|request completed|\/v1\/|return=/);
  });

  it('has no Content-Security-Policy violation on /login, before or while a form is validated', async () => {
    const page = await browser.context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(`${server.baseUrl}/login`);
    await page.waitForLoadState('networkidle');
    // Client-side validation parses the form with zod, whose fast path would probe for eval.
    await page.getByLabel('Email').fill('someone@example.test');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByText(/this field is required/i).count()).toBe(1);
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
    await page.close();
  });
});

describe('NODE_ENV=production npm start: a real deployment', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(
      { LOG_LEVEL: 'info', NODE_ENV: 'production', ...PRODUCTION_SECRETS },
      undefined,
      {
        npmStart: true,
      },
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('seeds no demo accounts, logs JSON lines and says it is the production build', async () => {
    expect(await demoLoginStatus(server.baseUrl)).toBe(401);
    const ready = server
      .output()
      .split('\n')
      .filter((line) => line.includes('Mercato is ready at'));
    expect(ready).toHaveLength(1);
    const record = JSON.parse(ready[0] ?? '') as { msg: string };
    expect(record.msg).toMatch(
      new RegExp(
        `^Mercato is ready at ${server.baseUrl} in \\d+\\.\\d s \\(production build; job worker in this process\\)$`,
      ),
    );
  });

  it('compresses pages and API responses alike', async () => {
    const page = await wire(`${server.baseUrl}/login`, 'br');
    expect(page.headers['content-encoding']).toBe('br');
    const config = await wire(
      `${server.baseUrl}/v1/assets/pub/mercato-web/a/latest/mercato/config.json`,
      'gzip',
    );
    expect(config.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(config.body).toString()).meta.version).toBeTruthy();
  });
});
