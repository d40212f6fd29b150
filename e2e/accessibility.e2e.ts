import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { launchBrowser, type RunningBrowser } from './support/browser.ts';

// Issue #26: every kind of Mercato page the journeys open is checked against WCAG 2.2 A/AA when
// first opened (support/browser.ts), and a journey checks its other states with expectAccessible.
// These tests show the check fails on a violation: a page with an unlabelled input.

/** A page as Mercato's look to the check (React Router's context, hydrated), with a text field. */
function pageWith(field: string): string {
  return `<!doctype html><html lang="en" data-hydrated="true"><head><meta charset="utf-8">
    <title>Contact the provider</title><script>window.__reactRouterContext = {};</script></head>
    <body><main><h1>Contact the provider</h1><form>${field}<button type="submit">Send</button></form></main></body></html>`;
}

const UNLABELLED = '<input type="text" name="message">';
const LABELLED = '<label for="message">Message</label><input id="message" type="text" name="message">';

describe('the accessibility check', () => {
  let browser: RunningBrowser;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(pageWith(req.url?.startsWith('/unlabelled') ? UNLABELLED : LABELLED));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('fails opening a kind of page with an unlabelled input, and passes it labelled', async () => {
    const page = await browser.context.newPage();
    await expect(page.goto(`${baseUrl}/unlabelled`)).rejects.toThrow(
      /violations at \/unlabelled[\s\S]*label \(critical\): Form elements must have labels — input/,
    );
    await page.goto(`${baseUrl}/labelled`);
    await page.close();
  });

  it('fails a page whose state gains an unlabelled input', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}/a-form`);
    await expectAccessible(page, 'the form');
    await page
      .locator('form')
      .evaluate((form, field) => form.insertAdjacentHTML('afterbegin', field), UNLABELLED);
    await expect(expectAccessible(page, 'the form with a new field')).rejects.toThrow(
      /violations at the form with a new field:\n {2}label \(critical\)/,
    );
    await page.close();
  });
});
