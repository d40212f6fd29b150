import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';
import { enumOptionsOf, userIdOf } from './support/marketplace.ts';

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

/**
 * Publishes a listing as the token's user through the platform API, over HTTP: an hourly drawing
 * class in Lisbon unless `overrides` says otherwise (its `publicData` is merged, the rest replaced).
 */
async function publishListing(
  baseUrl: string,
  token: string,
  title: string,
  amount: number,
  publicData: Record<string, unknown> = {},
  overrides: Record<string, unknown> = {},
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
      ...overrides,
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
    benId = await userIdOf(server.baseUrl, 'ben@demo.mercato.test');
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

  it('shows ratings on the cards of reviewed listings, as a visitor sees them', async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/s?keywords=sunrise`);
    // The demo's history: Ben gave the sunrise yoga class five stars; nobody reviewed Ben's own.
    const yoga = page.getByTestId('listing-card').filter({ hasText: 'Sunrise yoga by the sea' });
    await expect.poll(() => yoga.getByTestId('listing-card-rating').textContent()).toContain('5.0 (1)');
    expect(await yoga.getByText('Rated 5.0 out of 5 from 1 review').count()).toBe(1);
    await page.goto(`${server.baseUrl}/s?keywords=quokka`);
    expect(await page.getByTestId('listing-card').count()).toBe(3);
    expect(await page.getByTestId('listing-card-rating').count()).toBe(0);
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

    const noScript = await launchBrowser({ javaScriptEnabled: false });
    const page = await noScript.context.newPage();
    await page.goto(`${server.baseUrl}/s?keywords=quokka`);
    await page.getByRole('spinbutton', { name: 'Min' }).fill('100');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}/s?keywords=quokka&price=100%2C1000`);
    expect(await cardTitles(page)).toEqual(['Quokka portrait session']);
    await noScript.close();
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
          enumOptions: enumOptionsOf({ beginner: 'Beginner', advanced: 'Advanced' }),
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

/** The titles `listings/query` finds for a URL's search area, as a logged-in API client sees them. */
async function titlesIn(baseUrl: string, token: string, bounds: string): Promise<string[]> {
  const query = new URLSearchParams({ bounds, perPage: '100', minStock: '1', stockMode: 'match-undefined' });
  const body = await fetch(`${baseUrl}/v1/api/listings/query?${query}`, {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  }).then((r) => r.json() as Promise<{ data: { attributes: { title: string } }[] }>);
  return body.data.map((listing) => listing.attributes.title).sort();
}

/** Clicks one of the search map's controls and waits for the search of the moved area. */
async function moveMap(page: Page, control: string): Promise<void> {
  const before = page.url();
  await page.getByTestId('search-map').getByRole('link', { name: control }).click();
  await expect.poll(() => page.url()).not.toBe(before);
  await expect.poll(() => page.locator('.search-page__results[aria-busy="true"]').count()).toBe(0);
}

const boundsOfUrl = (url: string) => new URL(url).searchParams.get('bounds') ?? '';

/** The results on the search map: its single pins plus the counts of its clusters. */
async function pinsOnMap(page: Page): Promise<number> {
  const map = page.getByTestId('search-map');
  const counts = await map
    .getByTestId('map-cluster')
    .evaluateAll((links) =>
      links.map((link) => Number(/^(\d+) listings$/.exec(link.getAttribute('aria-label') ?? '')?.[1])),
    );
  return (await map.locator('a.search-map__pin').count()) + counts.reduce((sum, n) => sum + n, 0);
}

/** The next Monday after today (UTC), as `YYYY-MM-DD`: a day every demo plan has, never in the past. */
function nextMonday(): string {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

// Finding listings by place, by moving the map and by dates with seats; the demo marketplace has
// listings in eight cities, spread around each.
describe('search by place, map area and dates', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true' } });
  let token: string;
  const titlesInBounds = (bounds: string) => titlesIn(server.baseUrl, token, bounds);

  beforeAll(async () => {
    token = await accessTokenOf(server.baseUrl, 'ben@demo.mercato.test');
    // Two Lisbon rentals by the day, every day: one boat, and a fleet of four.
    for (const [title, seats, lat] of [
      ['Wombat sculling boat', 1, 38.709],
      ['Wombat canoe fleet', 4, 38.705],
    ] as const) {
      await publishListing(
        server.baseUrl,
        token,
        title,
        3500,
        { listingType: 'gear-rental', unitType: 'day', location: { address: 'Doca de Alcântara, Lisbon' } },
        {
          description: 'Boats for the calm mornings on the Tagus, life vests included.',
          geolocation: { lat, lng: -9.15 },
          availabilityPlan: {
            type: 'availability-plan/day',
            entries: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((dayOfWeek) => ({
              dayOfWeek,
              seats,
            })),
          },
        },
      );
    }
  });

  it('finds a place, then searches where the map is moved; reload and back keep the results', async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/s`);
    await page.getByRole('combobox', { name: 'Location' }).fill('Lisbo');
    await page.getByRole('option', { name: 'Lisbon, Portugal' }).click();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('address')).toBe('Lisbon, Portugal');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Listings near Lisbon, Portugal');
    const nearLisbon = await titlesInBounds(boundsOfUrl(page.url()));
    expect(nearLisbon).toEqual(expect.arrayContaining(['Wombat canoe fleet', 'Wombat sculling boat']));
    expect(nearLisbon.length).toBeGreaterThan(2);
    await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(nearLisbon);
    // Each result with a location is on the map: a pin linking to it, or one of a cluster's count
    // where pins are too close to tell apart (the two Wombat boats, 450 m apart, at least).
    const map = page.getByTestId('search-map');
    expect(await pinsOnMap(page)).toBe(nearLisbon.length);
    expect(await map.getByTestId('map-cluster').count()).toBeGreaterThan(0);
    // Drawn on a map of the place: land and sea, and the city's name.
    expect(await map.getByTestId('offline-map').getAttribute('data-base-map')).toBe('drawn');
    expect(await map.getByTestId('map-place-names').textContent()).toContain('Lisbon');

    // Zooming in searches the smaller area the map shows, and the URL says where.
    await moveMap(page, 'Zoom in');
    expect(new URL(page.url()).searchParams.get('mapSearch')).toBe('true');
    expect(new URL(page.url()).searchParams.has('address')).toBe(false);
    await moveMap(page, 'Zoom in');
    await moveMap(page, 'Zoom in');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Listings in the map area');
    const zoomedUrl = page.url();
    const zoomed = await titlesInBounds(boundsOfUrl(zoomedUrl));
    await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(zoomed);
    expect(zoomed.every((title) => nearLisbon.includes(title))).toBe(true);

    // Far out to sea: nothing there.
    for (let i = 0; i < 3; i++) await moveMap(page, 'Move the map west');
    await expect.poll(() => page.getByTestId('results-count').textContent()).toBe('No listings');

    // Back to the zoomed-in area, then a reload: the same results from the URL alone.
    for (let i = 0; i < 3; i++) await page.goBack();
    await expect.poll(() => page.url()).toBe(zoomedUrl);
    await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(zoomed);
    await page.reload();
    expect((await cardTitles(page)).sort()).toEqual(zoomed);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("draws the demo's cities on a map, and a city's pins as one marker that zooms in on them", async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/s`);
    const map = page.getByTestId('search-map');
    // Land, sea, borders and the names of large cities, drawn by the server: no map service.
    const offline = map.getByTestId('offline-map');
    expect(await offline.getAttribute('data-base-map')).toBe('drawn');
    expect(await offline.locator('.offline-map__land').getAttribute('d')).toMatch(/^M/);
    expect(await offline.locator('.offline-map__country-border').count()).toBe(1);
    expect(
      (await map.getByTestId('map-place-names').locator('text').allTextContents()).length,
    ).toBeGreaterThan(2);
    // The demo's listings sit within a kilometre or two of each city's centre: at this scale each
    // city's pins are one marker with their count, and together they are every located result.
    const clusters = map.getByTestId('map-cluster');
    expect(await clusters.count()).toBeGreaterThan(2);
    const located = await page.getByTestId('search-map').locator('.search-map__caption').textContent();
    expect(located).toMatch(new RegExp(`^${await pinsOnMap(page)} listings on the map`));

    // A cluster's link zooms the search to its pins: the results are then its listings (and any
    // close by), apart on the map. The keyboard reaches it.
    const label = (await clusters.first().getAttribute('aria-label'))!;
    const count = Number(/^(\d+) listings$/.exec(label)![1]);
    await clusters.first().focus();
    const before = page.url();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).not.toBe(before);
    await expect.poll(() => page.locator('.search-page__results[aria-busy="true"]').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('mapSearch')).toBe('true');
    await expect.poll(() => cardTitles(page).then((titles) => titles.length)).toBeGreaterThanOrEqual(count);
    expect(await pinsOnMap(page)).toBe((await cardTitles(page)).length);
    expect(await map.locator('a.search-map__pin').count()).toBeGreaterThan(1);
    expect(await map.getByTestId('offline-map').getAttribute('data-base-map')).toBe('drawn');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('without JavaScript finds a typed place and moves the map by its links', async () => {
    const noScript = await launchBrowser({ javaScriptEnabled: false });
    const page = await noScript.context.newPage();
    await page.goto(`${server.baseUrl}/s`);
    await page.getByRole('combobox', { name: 'Location' }).fill('lisbon');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('address')).toBe('Lisbon, Portugal');
    const nearLisbon = await titlesInBounds(boundsOfUrl(page.url()));
    expect((await cardTitles(page)).sort()).toEqual(nearLisbon);
    await page.getByRole('link', { name: 'Zoom out' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('mapSearch')).toBe('true');
    expect((await cardTitles(page)).sort()).toEqual(await titlesInBounds(boundsOfUrl(page.url())));

    // A place nobody knows is said so, and the search goes on without it.
    await page.goto(`${server.baseUrl}/s?keywords=wombat&address=Qwxzy+Vale`);
    expect(
      await page.getByText('We could not find “Qwxzy Vale”. Try the name of a city or town.').count(),
    ).toBe(1);
    expect((await cardTitles(page)).sort()).toEqual(['Wombat canoe fleet', 'Wombat sculling boat']);
    await noScript.close();
  });

  it('finds what is free on the chosen dates for the seats asked', async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/s?keywords=wombat`);
    await expect.poll(() => cardTitles(page)).toHaveLength(2);
    const monday = nextMonday();
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(monday);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(monday);
    await page.getByRole('spinbutton', { name: 'Seats' }).fill('2');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect
      .poll(() => page.url())
      .toBe(`${server.baseUrl}/s?keywords=wombat&dates=${monday}%2C${monday}&seats=2`);
    await expect.poll(() => cardTitles(page)).toEqual(['Wombat canoe fleet']);

    // One seat: both are free that Monday.
    await page.getByRole('spinbutton', { name: 'Seats' }).fill('1');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect
      .poll(async () => (await cardTitles(page)).sort())
      .toEqual(['Wombat canoe fleet', 'Wombat sculling boat']);
    await page.goBack();
    await expect.poll(() => cardTitles(page)).toEqual(['Wombat canoe fleet']);
    expect(await page.getByRole('spinbutton', { name: 'Seats' }).inputValue()).toBe('2');
    await page.reload();
    expect(await cardTitles(page)).toEqual(['Wombat canoe fleet']);
    expect(problems).toEqual([]);
    await page.close();
  });
});
