import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/api.ts';
import { useMercato } from './support/fixture.ts';

// A front end on another origin — a tiny static page on its own port, as a Sharetribe Web Template
// in the browser would be — logs in with the official SDK's browser build through /v1/auth/token,
// reads the current user and hosted assets. CORS must let every call through without a console error.
const SDK_BUILD = createRequire(import.meta.url).resolve(
  'sharetribe-flex-sdk/build/sharetribe-flex-sdk-web.js',
);

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Other origin</title><link rel="icon" href="data:,">
<script src="/sdk.js"></script></head><body><p>A front end on another origin.</p>
<script>
window.runSdk = async (baseUrl, username, password) => {
  const sdk = sharetribeSdk.createInstance({
    clientId: 'mercato-web',
    baseUrl,
    assetCdnBaseUrl: baseUrl,
    tokenStore: sharetribeSdk.tokenStore.memoryStore(),
  });
  await sdk.login({ username, password });
  const me = await sdk.currentUser.show();
  const assets = await sdk.assetsByAlias({ paths: ['design/branding.json', 'content/translations.json'], alias: 'latest' });
  const page = await sdk.assetByVersion({ path: 'content/pages/landing-page.json', version: assets.data.meta.version });
  await sdk.logout();
  return {
    email: me.data.data.attributes.email,
    assetPaths: assets.data.data.map((a) => a.attributes.assetPath).sort(),
    sections: page.data.data.sections.length,
  };
};
</script></body></html>`;

describe('a front end on another origin', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true' } });
  let other: Server;
  let otherUrl: string;

  beforeAll(async () => {
    const sdk = readFileSync(SDK_BUILD);
    other = createServer((request, response) => {
      if (request.url === '/sdk.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' }).end(sdk);
      } else if (request.url === '/') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    // The browser keeps its connection alive; close() alone would wait for it (about 100 s).
    other?.closeAllConnections();
    await new Promise<void>((resolve) => other?.close(() => resolve()));
  });

  it('logs in through /v1/auth/token, shows the current user and reads assets, with no CORS error', async () => {
    expect(new URL(otherUrl).origin).not.toBe(new URL(server.baseUrl).origin);
    const { page, problems } = await browser.newPage();
    const crossOrigin: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(server.baseUrl))
        crossOrigin.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto(otherUrl);
    const result = await page.evaluate(
      ([baseUrl, password]) =>
        (
          window as unknown as {
            runSdk(
              b: string,
              u: string,
              p: string,
            ): Promise<{ email: string; assetPaths: string[]; sections: number }>;
          }
        ).runSdk(baseUrl ?? '', 'ada@demo.mercato.test', password ?? ''),
      [server.baseUrl, DEMO_PASSWORD],
    );
    expect(result).toEqual({
      email: 'ada@demo.mercato.test',
      assetPaths: ['/content/translations.json', '/design/branding.json'],
      sections: 2,
    });
    // GETs with an Authorization header and form POSTs (each preflighted by the browser), across origins.
    expect(crossOrigin).toEqual(
      expect.arrayContaining([
        'POST /v1/auth/token',
        'GET /v1/api/current_user/show',
        'POST /v1/auth/revoke',
      ]),
    );
    expect(problems).toEqual([]);
  });
});
