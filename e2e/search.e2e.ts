import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from './support/api.ts';
import { useMercato } from './support/fixture.ts';

const weekdays = {
  type: 'availability-plan/time',
  timezone: 'Europe/Lisbon',
  entries: ['mon', 'tue', 'wed', 'thu', 'fri'].map((dayOfWeek) => ({
    dayOfWeek,
    seats: 1,
    startTime: '09:00',
    endTime: '17:00',
  })),
};

/** Ben's three listings, newest last; a word no demo listing uses, so searches find exactly these. */
const QUOKKA_LISTINGS = [
  { title: 'Quokka watercolour class', price: 3000 },
  { title: 'Quokka sketching walk', price: 8000 },
  { title: 'Quokka portrait session', price: 20000 },
];

/** Publishes an hourly listing as the token's user through the platform API, over HTTP. */
async function publishListing(
  baseUrl: string,
  token: string,
  title: string,
  amount: number,
  publicData: Record<string, unknown> = {},
): Promise<string> {
  const res = await fetch(`${baseUrl}/v1/api/own_listings/create`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      title,
      description: 'Drawing sessions in the park, materials included.',
      geolocation: { lat: 38.7223, lng: -9.1393 },
      price: { amount, currency: 'USD' },
      availabilityPlan: weekdays,
      publicData: {
        listingType: 'service-with-calendar',
        transactionProcessAlias: 'default-booking/release-1',
        unitType: 'hour',
        location: { address: 'Jardim da Estrela, Lisbon' },
        ...publicData,
      },
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const cardTitles = (page: Page) => page.getByTestId('listing-card').locator('h3').allTextContents();

// Finding listings: the landing page's lists, keyword search, filters, pages and a profile's list.
describe('search', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true' } });
  let benId: string;
  let total: number;

  beforeAll(async () => {
    const token = await accessTokenOf(server.baseUrl, 'ben@demo.mercato.test');
    const me = await fetch(`${server.baseUrl}/v1/api/current_user/show`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    }).then((r) => r.json() as Promise<{ data: { id: string } }>);
    benId = me.data.id;
    for (const listing of QUOKKA_LISTINGS) {
      await publishListing(server.baseUrl, token, listing.title, listing.price);
    }
    const all = await fetch(`${server.baseUrl}/v1/api/listings/query?perPage=1`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    }).then((r) => r.json() as Promise<{ meta: { totalItems: number } }>);
    total = all.meta.totalItems;
  });

  it('shows the featured and the newest listings on the landing page, server-rendered', async () => {
    const html = await fetch(`${server.baseUrl}/`).then((r) => r.text());
    expect(html).toContain('Newest listings');
    expect(html).toContain('Quokka portrait session');

    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/`);
    const newest = page.getByTestId('newest-listings');
    const titles = await newest.getByTestId('listing-card').locator('h3').allTextContents();
    expect(titles).toHaveLength(12);
    // Newest first: Ben's last listing leads.
    expect(titles.slice(0, 3)).toEqual(QUOKKA_LISTINGS.map((l) => l.title).reverse());
    expect(await newest.getByText('$200.00 per hour').count()).toBe(1);
    expect(await newest.getByText('by Ben C').count()).toBe(3);

    // The demo marketplace features a few listings, with photos in the listing-card variants.
    const featured = page.getByTestId('featured-listings').getByTestId('listing-card');
    expect(await featured.count()).toBeGreaterThan(0);
    const image = featured.first().locator('img');
    expect(await image.getAttribute('srcset')).toMatch(/ 400w, .* 800w, .* 1600w$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.getByTestId('newest-listings').getByRole('link', { name: 'See all' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/s');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('searches by keyword from the top bar, narrows by price and goes back', async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('searchbox', { name: 'Search listings' }).fill('quokka');
    await page.getByRole('searchbox', { name: 'Search listings' }).press('Enter');
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}/s?keywords=quokka`);
    await expect.poll(() => page.getByTestId('results-count').textContent()).toBe('3 listings');
    expect((await cardTitles(page)).sort()).toEqual(QUOKKA_LISTINGS.map((l) => l.title).sort());
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Results for “quokka”');

    // From $50 to $100: only the $80 walk is left, and the URL says so.
    await page.getByRole('spinbutton', { name: 'Min' }).fill('50');
    await page.getByRole('spinbutton', { name: 'Max' }).fill('100');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}/s?keywords=quokka&price=50%2C100`);
    await expect.poll(() => cardTitles(page)).toEqual(['Quokka sketching walk']);
    expect(await page.getByTestId('results-count').textContent()).toBe('1 listing');

    // Sorting applies at once.
    await page.getByRole('spinbutton', { name: 'Max' }).fill('');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => cardTitles(page)).toHaveLength(2);
    await page.getByLabel('Sort by').selectOption({ label: 'Highest price' });
    await expect
      .poll(() => page.url())
      .toBe(`${server.baseUrl}/s?keywords=quokka&price=50%2C1000&sort=price`);
    await expect.poll(() => cardTitles(page)).toEqual(['Quokka portrait session', 'Quokka sketching walk']);

    // Back restores the earlier results and the form's values.
    await page.goBack();
    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}/s?keywords=quokka&price=50%2C100`);
    await expect.poll(() => cardTitles(page)).toEqual(['Quokka sketching walk']);
    expect(await page.getByRole('spinbutton', { name: 'Max' }).inputValue()).toBe('100');
    // The slider moves the same bounds, a step of $5 at a time, and its handles cannot cross.
    await page.getByRole('slider', { name: 'Highest price' }).press('ArrowLeft');
    expect(await page.getByRole('spinbutton', { name: 'Max' }).inputValue()).toBe('95');
    await page.getByRole('slider', { name: 'Lowest price' }).press('End');
    expect(await page.getByRole('spinbutton', { name: 'Min' }).inputValue()).toBe('95');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('works without JavaScript: the form goes to the canonical URL and the server filters', async () => {
    const form = await fetch(`${server.baseUrl}/s?keywords=quokka&price_min=50&price_max=100&sort=`, {
      redirect: 'manual',
    });
    expect(form.status).toBe(302);
    expect(form.headers.get('location')).toBe('/s?keywords=quokka&price=50%2C100');
    const html = await fetch(`${server.baseUrl}/s?keywords=quokka&price=50%2C100`).then((r) => r.text());
    expect(html).toContain('Quokka sketching walk');
    expect(html).not.toContain('Quokka portrait session');

    const context = await browser.context.browser()?.newContext({ javaScriptEnabled: false });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/s?keywords=quokka`);
    await page.getByRole('spinbutton', { name: 'Min' }).fill('100');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}/s?keywords=quokka&price=100%2C1000`);
    expect(await cardTitles(page)).toEqual(['Quokka portrait session']);
    await context.close();
  });

  it('pages through every listing, 24 a page', async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/s`);
    await expect.poll(() => page.getByTestId('results-count').textContent()).toBe(`${total} listings`);
    expect(total).toBeGreaterThan(24);
    expect(await page.getByTestId('listing-card').count()).toBe(24);
    const firstPage = await cardTitles(page);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}/s?page=2`);
    await expect.poll(() => page.getByTestId('listing-card').count()).toBe(Math.min(24, total - 24));
    const secondPage = await cardTitles(page);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    await page.getByRole('link', { name: 'Page 1' }).click();
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}/s`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lists a user's published listings on their profile", async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/u/${benId}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: /Ben C's listings/ }).count())
      .toBe(1);
    expect(await cardTitles(page)).toEqual(QUOKKA_LISTINGS.map((l) => l.title).reverse());
    await page.getByRole('link', { name: 'Quokka sketching walk' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/l\/quokka-sketching-walk\//);
    expect(problems).toEqual([]);
    await page.close();
  });
});

// A marketplace with a category tree and a custom field to filter by (configuration as code).
describe('search by category and custom field', () => {
  const { server, browser } = useMercato({
    env: { SEED_DEMO_DATA: 'true' },
    marketplaceConfig: {
      categories: [
        {
          id: 'art',
          name: 'Art',
          subcategories: [
            { id: 'painting', name: 'Painting' },
            { id: 'drawing', name: 'Drawing' },
          ],
        },
        { id: 'wellness', name: 'Wellness' },
      ],
      listingFields: [
        {
          key: 'skillLevel',
          scope: 'public',
          schemaType: 'enum',
          enumOptions: [
            { option: 'beginner', label: 'Beginner' },
            { option: 'advanced', label: 'Advanced' },
          ],
          filterConfig: { indexForSearch: true, label: 'Skill level', filterType: 'SelectSingleFilter' },
          showConfig: { label: 'Skill level' },
          saveConfig: { label: 'Skill level' },
        },
      ],
    },
  });

  beforeAll(async () => {
    const token = await accessTokenOf(server.baseUrl, 'ben@demo.mercato.test');
    const classes: [string, string[], string][] = [
      ['Oil painting for beginners', ['art', 'painting'], 'beginner'],
      ['Advanced charcoal drawing', ['art', 'drawing'], 'advanced'],
      ['Gentle stretching hour', ['wellness'], 'beginner'],
    ];
    for (const [title, categories, skillLevel] of classes) {
      const levels = Object.fromEntries(categories.map((id, i) => [`categoryLevel${i + 1}`, id]));
      await publishListing(server.baseUrl, token, title, 4000, { ...levels, skillLevel });
    }
  });

  it('narrows by category links and applies a chosen option at once', async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/s`);
    const categories = page.getByRole('navigation', { name: 'Category' });
    await categories.getByRole('link', { name: 'Art' }).click();
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}/s?pub_categoryLevel1=art`);
    await expect
      .poll(async () => (await cardTitles(page)).sort())
      .toEqual(['Advanced charcoal drawing', 'Oil painting for beginners']);

    // Subcategories open under the chosen category.
    await categories.getByRole('link', { name: 'Drawing' }).click();
    await expect
      .poll(() => page.url())
      .toBe(`${server.baseUrl}/s?pub_categoryLevel1=art&pub_categoryLevel2=drawing`);
    await expect.poll(() => cardTitles(page)).toEqual(['Advanced charcoal drawing']);

    // Back to all of Art, then the custom field: a choice applies without pressing Apply.
    await categories.getByRole('link', { name: 'Art' }).click();
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}/s?pub_categoryLevel1=art`);
    await page.getByLabel('Skill level').selectOption({ label: 'Beginner' });
    await expect
      .poll(() => page.url())
      .toBe(`${server.baseUrl}/s?pub_categoryLevel1=art&pub_skillLevel=beginner`);
    await expect.poll(() => cardTitles(page)).toEqual(['Oil painting for beginners']);

    // Clearing the filters keeps nothing of them.
    await page.getByRole('link', { name: 'Clear all' }).click();
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}/s`);
    expect(problems).toEqual([]);
    await page.close();
  });
});
