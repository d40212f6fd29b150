import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessTokenOf } from './support/api.ts';
import { useMercato } from './support/fixture.ts';
import { apiAs } from './support/marketplace.ts';

/** Creates a draft of a demo user through the platform API, over HTTP. */
async function createDraftAs(baseUrl: string, email: string, title: string): Promise<string> {
  const token = await accessTokenOf(baseUrl, email);
  const res = await fetch(`${baseUrl}/v1/api/own_listings/create_draft`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ title, description: 'Still deciding what to offer.' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const cardOf = (page: Page, title: string) =>
  page.getByTestId('manage-listing-card').filter({ has: page.getByRole('heading', { name: title }) });

// ManageListingsPage (spec §2 `/listings`): ada's listings, their states and lifecycle steps.
describe('manage listings', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true' } });

  it('sends visitors to sign up first', async () => {
    const res = await fetch(`${server.baseUrl}/listings?page=2`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/signup?from=${encodeURIComponent('/listings?page=2')}`);
  });

  it('closes a listing, which the public page then calls closed, and opens it again', async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('Email').fill('ada@demo.mercato.test');
    await page.getByLabel('Password').fill('mercato-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByLabel('Account menu for Ada P').click();
    await page.getByRole('link', { name: 'Your listings' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/listings');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Your listings' }).count()).toBe(1);
    // Every listing of Ada's of the demo seed, each as a card.
    const own = await apiAs(server.baseUrl, 'ada@demo.mercato.test', 'own_listings/query?perPage=100');
    expect((own.data as unknown[]).length).toBeGreaterThan(10);
    expect(await page.getByTestId('manage-listing-card').count()).toBe((own.data as unknown[]).length);

    const card = cardOf(page, 'Sunrise yoga by the sea');
    expect(await card.getByTestId('state-badge').textContent()).toBe('Published');
    expect(await card.getByText('$25.00 per hour').count()).toBe(1);
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await card.getByRole('button', { name: 'Close listing' }).click();
    await expect.poll(() => card.getByTestId('state-badge').textContent()).toBe('Closed');
    expect(await card.getByRole('button', { name: 'Close listing' }).count()).toBe(0);

    // Visitors still find it by its address, marked closed and without a booking button.
    const path = await card.getByRole('link', { name: 'Sunrise yoga by the sea' }).getAttribute('href');
    expect(path).toMatch(/^\/l\/sunrise-yoga-by-the-sea\/[0-9a-f-]{36}$/);
    const html = await fetch(`${server.baseUrl}${path}`).then((r) => r.text());
    expect(html).toContain('This listing is closed');
    expect(html).not.toContain('Request to book');
    await page.goto(`${server.baseUrl}${path}`);
    expect(await page.getByTestId('listing-closed').textContent()).toBe('This listing is closed');
    expect(await page.getByText('This is your listing.').count()).toBe(1);

    await page.goto(`${server.baseUrl}/listings`);
    await card.getByRole('button', { name: 'Open listing' }).click();
    await expect.poll(() => card.getByTestId('state-badge').textContent()).toBe('Published');
    const reopened = await fetch(`${server.baseUrl}${path}`).then((r) => r.text());
    // Open again: the booking calendar is back in place of the closed notice.
    expect(reopened).not.toContain('This listing is closed');
    expect(reopened).toContain('Choose a day in the calendar to book.');

    expect(problems).toEqual([]);
    await page.close();
  });

  it('discards a draft after the author confirms', async () => {
    const draftId = await createDraftAs(server.baseUrl, 'ada@demo.mercato.test', 'Pottery for two');
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/listings`);
    const card = cardOf(page, 'Pottery for two');
    expect(await card.getByTestId('state-badge').textContent()).toBe('Draft');
    expect(await card.getByText('No photo').count()).toBe(1);

    // The author previews the draft; nobody else can.
    await card.getByRole('link', { name: 'Pottery for two' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/pottery-for-two/${draftId}/draft`);
    await expect.poll(() => page.getByTestId('listing-preview').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Request to book' }).count()).toBe(0);

    await page.goto(`${server.baseUrl}/listings`);
    await card.getByRole('link', { name: 'Discard' }).click();
    await expect.poll(() => card.getByText('Discard this draft? It cannot be restored.').count()).toBe(1);
    // Cancelling keeps it.
    await card.getByRole('link', { name: 'Cancel' }).click();
    await expect.poll(() => card.getByText('Discard this draft?').count()).toBe(0);
    await card.getByRole('link', { name: 'Discard' }).click();
    await card.getByRole('button', { name: 'Yes, discard draft' }).click();
    await expect.poll(() => card.count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');

    // A discarded listing is gone, for its author too.
    expect((await page.goto(`${server.baseUrl}/l/pottery-for-two/${draftId}/draft`))?.status()).toBe(404);
    expect((await page.goto(`${server.baseUrl}/l/pottery-for-two/${draftId}`))?.status()).toBe(404);

    // Browsers log failed document loads; those 404s are what this test asks for.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await page.close();
  });

  it('says so when a user has no listings yet', async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/listings`);
    await page.getByLabel('Account menu for Ada P').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Log in' }).count()).toBe(1);
    await page.goto(`${server.baseUrl}/login?from=${encodeURIComponent('/listings')}`);
    await page.getByLabel('Email').fill('ben@demo.mercato.test');
    await page.getByLabel('Password').fill('mercato-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/listings');
    await expect.poll(() => page.getByText('No listings yet').count()).toBe(1);
    expect(await page.getByTestId('manage-listing-card').count()).toBe(0);
    // The empty page leads to posting one.
    await page.locator('.empty-state').getByRole('link', { name: 'Post a new listing' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/l\/new/);
    expect(problems).toEqual([]);
    await page.close();
  });
});
