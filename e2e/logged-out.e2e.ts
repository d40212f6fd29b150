import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, DEMO_PASSWORD } from './support/api.ts';
import { hydrated } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';
import {
  type ApiResource,
  apiAs,
  bookableMonthPage,
  buyForPickup,
  fillBillingAddress,
  logInAs,
  ownListingId,
  reloadUntil,
  submitSignup,
} from './support/marketplace.ts';

const ADA = 'ada@demo.mercato.test';
const BEN = 'ben@demo.mercato.test';

/** The `from` of the signup page a visitor was sent to: a page's path, never its data. */
function returnPathOf(page: Page): string {
  const url = new URL(page.url());
  expect(url.pathname).toBe('/signup');
  const from = url.searchParams.get('from') ?? '';
  expect(from).not.toMatch(/\.data\b|_routes=/);
  return from;
}

/** From the signup page the visitor was sent to, to the login tab, and logs in as `email`. */
async function logInFromSignup(page: Page, email: string): Promise<void> {
  await hydrated(page);
  // The login tab of the authentication screen carries the return path (the top bar's link does not).
  await page.locator('nav.tabs').getByRole('link', { name: 'Log in' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/login');
}

/** A POST to the API as a demo user. */
async function apiPost(baseUrl: string, email: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl}/v1/api/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await accessTokenOf(baseUrl, email)}`,
      accept: 'application/json',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { data: { id: string; attributes: Record<string, unknown> } };
}

// Every action that needs an account, started by a visitor who is not logged in: they log in or
// sign up from where they are sent, come back to what they chose, and finish. These once ended on
// "Page not found" (the return path named the page's data, `…/checkout.data`), and lost the choice.
describe('actions that need an account, started logged out', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true', TEST_CLOCK: 'true' } });
  let workshopId: string;
  let mugId: string;
  let adviceId: string;

  beforeAll(async () => {
    workshopId = await ownListingId(server.baseUrl, ADA, 'Sourdough baking workshop');
    mugId = await ownListingId(server.baseUrl, ADA, 'Hand-thrown stoneware mug');
    adviceId = await ownListingId(server.baseUrl, ADA, 'Helsinki on a budget');
  });

  async function loggedOutPage() {
    await browser.context.clearCookies();
    return browser.newPage();
  }

  it('books: the chosen hour survives logging in', async () => {
    const { page, problems } = await loggedOutPage();
    await page.goto(bookableMonthPage(server.baseUrl, workshopId));
    await hydrated(page);
    await page.locator('a.booking-dates__free').nth(6).click();
    await expect.poll(() => page.getByLabel('Start time').count()).toBe(1);
    const start = await page.getByLabel('Start time').inputValue();
    await page.getByRole('button', { name: 'Request to book' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signup');
    const from = returnPathOf(page);
    expect(from.startsWith(`/l/${workshopId}/checkout?`)).toBe(true);
    await logInFromSignup(page, BEN);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/${workshopId}/checkout`);
    expect(new URL(page.url()).searchParams.get('bookingStart')).toBe(start);
    await expect.poll(() => page.getByTestId('price-total').textContent()).toBe('$65.00');
    await fillBillingAddress(page);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('transaction-state').textContent()).toBe('Requested');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('buys: a new account signs up on the way, and the quantity and delivery stay', async () => {
    const { page, problems } = await loggedOutPage();
    await page.goto(`${server.baseUrl}/l/${mugId}`);
    await hydrated(page);
    await page.getByLabel('Quantity').selectOption('3');
    await page.getByRole('radio', { name: /Pickup/ }).check();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signup');
    expect(returnPathOf(page).startsWith(`/l/${mugId}/checkout?`)).toBe(true);
    await hydrated(page);
    await submitSignup(page, {
      name: ['Noor', 'Visitor'],
      email: `noor-${Date.now()}@example.com`,
      password: 'a strong passphrase',
      accountType: 1,
    });
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/${mugId}/checkout`);
    const url = new URL(page.url());
    expect(url.searchParams.get('quantity')).toBe('3');
    expect(url.searchParams.get('deliveryMethod')).toBe('pickup');
    await expect.poll(() => page.getByTestId('checkout-order').textContent()).toBe('3 items, picked up');
    await fillBillingAddress(page, 'Noor Visitor');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('transaction-state').textContent()).toBe('Purchased');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('inquires: Contact leads to logging in first, and comes back to the open form', async () => {
    const { page, problems } = await loggedOutPage();
    await page.goto(`${server.baseUrl}/l/${adviceId}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Contact' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signup');
    expect(returnPathOf(page)).toMatch(/intent=contact/);
    await logInFromSignup(page, BEN);
    await page.getByLabel('Your message').fill('Is the sauna open in winter?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('activity-feed').textContent()).toContain('open in winter');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('inquires: a message written while the session ran out is kept through logging in', async () => {
    const { page, problems } = await loggedOutPage();
    await logInAs(server, browser, page, BEN);
    await page.goto(`${server.baseUrl}/l/${adviceId}?intent=contact`);
    await hydrated(page);
    await browser.context.clearCookies();
    await page.getByLabel('Your message').fill('Which museums are free on Sundays?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signup');
    expect(returnPathOf(page)).toMatch(/intent=contact/);
    await logInFromSignup(page, BEN);
    await expect
      .poll(() => page.getByLabel('Your message').inputValue())
      .toBe('Which museums are free on Sundays?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('activity-feed').textContent()).toContain('free on Sundays');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('messages and reviews: an order opened from a link logs in first, then both can be done', async () => {
    // Ben buys a mug for pickup; Ada hands it over, Ben confirms: the order completes.
    const { page, problems } = await loggedOutPage();
    await logInAs(server, browser, page, BEN);
    await page.goto(`${server.baseUrl}/l/${mugId}`);
    await buyForPickup(page, mugId);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\/[0-9a-f-]{36}$/);
    const orderPath = new URL(page.url()).pathname;
    const orderId = orderPath.split('/')[2] ?? '';
    await apiPost(server.baseUrl, ADA, 'transactions/transition', {
      id: orderId,
      transition: 'transition/mark-delivered',
      params: {},
    });
    await apiPost(server.baseUrl, BEN, 'transactions/transition', {
      id: orderId,
      transition: 'transition/mark-received',
      params: {},
    });

    await browser.context.clearCookies();
    await page.goto(`${server.baseUrl}${orderPath}`);
    expect(returnPathOf(page)).toBe(orderPath);
    await logInFromSignup(page, BEN);
    await expect.poll(() => new URL(page.url()).pathname).toBe(orderPath);
    await hydrated(page);
    await page.getByLabel('Message').fill('Thank you, it is lovely.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByTestId('activity-feed').textContent()).toContain('it is lovely');

    // Logged out again (another device): the review link logs in and the review is written.
    await browser.context.clearCookies();
    await page.goto(`${server.baseUrl}${orderPath}`);
    await logInFromSignup(page, BEN);
    await reloadUntil(page, () => page.getByTestId('review-form').count(), 20_000).toBe(1);
    await page.getByRole('radio', { name: '5 stars' }).check();
    await page.getByLabel('Your review').fill('Picked up in a minute, a lovely mug.');
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect.poll(() => page.getByTestId('transaction-state').textContent()).toBe('Reviewed');
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it("posts a listing: the top bar's link, then the editor opens after logging in", async () => {
    const { page, problems } = await loggedOutPage();
    await page.goto(server.baseUrl);
    await hydrated(page);
    await page.getByRole('link', { name: 'Post a new listing' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signup');
    expect(returnPathOf(page)).toBe('/l/new');
    await logInFromSignup(page, ADA);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/l\/new/);
    expect(problems).toEqual([]);
    await page.close();
  });

  // Public pages are kept for visitors without a session (ADR 016); what they see must still follow
  // every change at once, and what they get must still run under the page's own CSP.
  it('sees a kept public page follow a change at once, its inline scripts permitted by their hashes', async () => {
    const listingUrl = async () => (await fetch(`${server.baseUrl}/l/${adviceId}`)).url;
    const url = await listingUrl();
    const first = await fetch(url);
    const html = await first.text();
    const policy = first.headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain('nonce-');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, a]) => !/src=/.test(a ?? ''),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, , body] of scripts) {
      expect(policy).toContain(
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
      );
    }
    // Kept: the same bytes again.
    expect(await (await fetch(url)).text()).toBe(html);
    // A visitor with a session gets their own rendering, with a nonce.
    const withSession = await fetch(url, { headers: { cookie: 'mercato_session=expired' } });
    expect(withSession.headers.get('content-security-policy')).toContain('nonce-');
    // Kept or streamed, a page's scripts are preloaded after what its first paint needs (ADR 008).
    for (const page of [html, await withSession.text()]) {
      const preloads = page.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(preloads.length).toBeGreaterThan(2);
      for (const preload of preloads) expect(preload).toContain('fetchpriority="low"');
    }

    const own = await apiAs(server.baseUrl, ADA, `own_listings/show?id=${adviceId}`);
    const description = (own.data as ApiResource).attributes.description;
    const marker = `Updated ${Date.now()}: now with a map of the cheapest saunas.`;
    await apiPost(server.baseUrl, ADA, 'own_listings/update', { id: adviceId, description: marker });
    try {
      expect(await (await fetch(url)).text()).toContain(marker);
    } finally {
      await apiPost(server.baseUrl, ADA, 'own_listings/update', { id: adviceId, description });
    }
  });
});
