import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/api.ts';
import { hydrated, launchBrowser, type RunningBrowser, watchConsole } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';
import { ADA, reloadUntil, submitLogin } from './support/marketplace.ts';

const OPERATOR = { email: 'operator@demo.mercato.test', password: DEMO_PASSWORD };

// Issue #30's Listings screens: in a marketplace that approves listings, a provider in Tokyo
// publishes a listing that waits for the operator; the operator approves it from the console, it
// is found in search, featured first on the landing page, then closed and gone from search; the
// audit log holds each of those decisions.
describe('running listings from the console', () => {
  const { server, browser } = useMercato({
    marketplaceConfig: {
      accessControl: {
        marketplace: { private: false },
        users: { requireApprovalToJoin: false },
        listings: { requireApprovalToPublish: true },
      },
    },
    env: { SEED_DEMO_DATA: 'true' },
  });
  // The provider's own browser, in Tokyo.
  let provider: RunningBrowser;
  let providerPage: Page;
  let providerProblems: string[];
  let operatorPage: Page;
  let operatorProblems: string[];
  const title = 'Moonlit harbour kayak tour';
  let listingId = '';

  beforeAll(async () => {
    provider = await launchBrowser({ timezoneId: 'Asia/Tokyo' });
    providerPage = await provider.context.newPage();
    providerProblems = watchConsole(providerPage);
    ({ page: operatorPage, problems: operatorProblems } = await browser.newPage());
  });
  afterAll(async () => {
    await provider?.close();
  });

  const path = (page: Page) => new URL(page.url()).pathname;
  const next = (page: Page, label = 'Next') => page.getByRole('button', { name: label, exact: true }).click();
  const tabOf = (page: Page) => /\/(new|draft|edit)\/([a-z-]+)$/.exec(path(page))?.[2];

  /** The cards with the listing's title on the provider's page. */
  const cardsOfListing = (page: Page) =>
    page.getByTestId('listing-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  /** How many of the listing's cards a search for its title shows (the provider's browser). */
  async function foundInSearch(): Promise<number> {
    await providerPage.goto(`${server.baseUrl}/s?keywords=${encodeURIComponent(title)}`);
    return cardsOfListing(providerPage).count();
  }

  /** The operator opens the listing's console page. */
  async function openListing() {
    await operatorPage.goto(`${server.baseUrl}/console/listings/${listingId}`);
    await expect.poll(() => operatorPage.getByRole('heading', { level: 1 }).textContent()).toBe(title);
  }

  /** Clicks one of the listing page's change buttons and waits for its confirmation. */
  async function change(button: string, done: string) {
    await operatorPage.getByRole('button', { name: button, exact: true }).click();
    await expect.poll(() => operatorPage.getByRole('status').allTextContents()).toContain(done);
  }

  it('has the provider publish a listing that waits for approval and is not in search', async () => {
    await operatorPage.goto(`${server.baseUrl}/console/listings`);
    await expect.poll(() => path(operatorPage)).toBe('/console/login');
    await operatorPage.getByLabel('Email').fill(OPERATOR.email);
    await operatorPage.getByLabel('Password').fill(OPERATOR.password);
    await operatorPage.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => path(operatorPage)).toBe('/console/listings');

    await providerPage.goto(`${server.baseUrl}/login`);
    await hydrated(providerPage);
    await submitLogin(providerPage, ADA.email);
    await expect.poll(() => path(providerPage)).not.toBe('/login');

    // The marketplace has one listing type (the default configuration's): the form asks for none.
    await providerPage.goto(`${server.baseUrl}/l/new`);
    await providerPage.getByLabel('Listing title').fill(title);
    await providerPage
      .getByLabel('Description')
      .fill('Two hours on the water under the full moon; kayaks, lights and tea included.');
    expect(await providerPage.getByLabel('Listing type').count()).toBe(0);
    await next(providerPage);
    await expect.poll(() => tabOf(providerPage)).toBe('location');
    listingId = /\/([0-9a-f-]{36})\//.exec(path(providerPage))?.[1] ?? '';
    const address = providerPage.getByRole('combobox', { name: 'Address' });
    await address.fill('lisb');
    const place = providerPage.getByRole('option', { name: 'Lisbon, Portugal', exact: true });
    await expect.poll(() => place.count()).toBe(1);
    await place.click();
    await next(providerPage);
    await expect.poll(() => tabOf(providerPage)).toBe('pricing');
    await providerPage.getByLabel('Price per hour').fill('45');
    await next(providerPage);
    await expect.poll(() => tabOf(providerPage)).toBe('availability');
    // A new week starts in the provider's own zone, which their browser gives.
    await expect.poll(() => providerPage.getByLabel('Time zone').inputValue()).toBe('Asia/Tokyo');
    await providerPage.getByRole('button', { name: '+ Add hours on Saturday' }).click();
    await next(providerPage);
    await expect.poll(() => tabOf(providerPage)).toBe('photos');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1e3a8a' } })
      .png()
      .toBuffer();
    await providerPage
      .locator('input[type="file"][name="addImages"]')
      .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: photo });
    await expect
      .poll(() => providerPage.locator('input[type="hidden"][name="images"]').count(), { timeout: 30_000 })
      .toBe(1);
    await next(providerPage, 'Publish listing');
    await expect
      .poll(() => path(providerPage))
      .toBe(`/l/moonlit-harbour-kayak-tour/${listingId}/pending-approval`);

    expect(await foundInSearch()).toBe(0);
  });

  it('lets the operator find it among those waiting, with its author, and approve it', async () => {
    await operatorPage.goto(`${server.baseUrl}/console/listings?states=pendingApproval`);
    expect(await operatorPage.getByLabel('State').inputValue()).toBe('pendingApproval');
    const row = operatorPage.getByRole('row').filter({ hasText: title });
    await expect.poll(() => row.count()).toBe(1);
    // Created today in UTC (the console's dates), whatever the day is in Tokyo.
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      title,
      `Ada P${ADA.email}`,
      'Waiting for approval',
      'Service with calendar',
      '$45.00',
      '',
      new Date().toISOString().slice(0, 10),
    ]);
    // The author's link leads to their page, whose "Their listings" lists this one.
    await row.getByRole('link', { name: 'Ada P', exact: true }).click();
    await expect.poll(() => path(operatorPage)).toMatch(/^\/console\/people\/[0-9a-f-]{36}$/);
    await operatorPage.getByRole('link', { name: 'Their listings' }).click();
    await expect
      .poll(() => new URL(operatorPage.url()).searchParams.get('authorId'))
      .toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => operatorPage.getByRole('link', { name: title, exact: true }).count()).toBe(1);
    await operatorPage.getByRole('link', { name: title, exact: true }).click();
    await expect.poll(() => path(operatorPage)).toBe(`/console/listings/${listingId}`);

    expect(
      await operatorPage.getByRole('link', { name: 'View on the marketplace' }).getAttribute('href'),
    ).toBe(`/l/${listingId}`);
    await change('Approve', 'Approved: the listing is published.');
    await expect.poll(() => operatorPage.locator('.console-facts').textContent()).toContain('Published');
    await expect.poll(foundInSearch).toBe(1);
  });

  it('features it, first on the landing page', async () => {
    // Another listing (a demo one, waiting for approval too) is approved and featured first.
    await operatorPage.goto(`${server.baseUrl}/console/listings?states=pendingApproval&featured=false`);
    const other = operatorPage.locator('tbody tr').first().getByRole('link').first();
    const otherTitle = (await other.textContent()) ?? '';
    expect(otherTitle).not.toBe('');
    await other.click();
    await expect.poll(() => operatorPage.getByRole('heading', { level: 1 }).textContent()).toBe(otherTitle);
    await change('Approve', 'Approved: the listing is published.');
    await change('Feature', 'Featured: the listing is first on the landing page.');

    await openListing();
    await change('Feature', 'Featured: the listing is first on the landing page.');
    await providerPage.goto(`${server.baseUrl}/`);
    const featuredTitles = () =>
      providerPage
        .getByTestId('featured-listings')
        .getByTestId('listing-card')
        .locator('h3')
        .allTextContents();
    await reloadUntil(providerPage, async () => (await featuredTitles()).slice(0, 2), 10_000).toEqual([
      title,
      otherTitle,
    ]);

    // The list finds it among the featured, and its CSV says so.
    await operatorPage.goto(`${server.baseUrl}/console/listings?featured=true`);
    await expect.poll(() => operatorPage.getByRole('link', { name: title, exact: true }).count()).toBe(1);
    const csv = await operatorPage.request.get(
      `${server.baseUrl}/console/listings.csv?featured=true&keywords=${encodeURIComponent('moonlit')}`,
    );
    expect(csv.status()).toBe(200);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${listingId},${title},published,service-with-calendar,4500,USD,true,`);
  });

  it('closes it, and it leaves search', async () => {
    await openListing();
    await change('Close', 'Closed: the listing has left search.');
    await expect.poll(foundInSearch).toBe(0);
  });

  it('finds those decisions in the listing’s audit history', async () => {
    await openListing();
    await operatorPage.getByRole('link', { name: 'Everything operators did to this listing' }).click();
    await expect.poll(() => new URL(operatorPage.url()).searchParams.get('subjectId')).toBe(listingId);
    const actions = operatorPage.locator('tbody tr td:nth-child(3)');
    await expect
      .poll(() => actions.allTextContents())
      .toEqual(['listing.close', 'listing.feature', 'listing.approve']);
    expect(operatorProblems).toEqual([]);
    expect(providerProblems).toEqual([]);
  });
});
