import { createServer, type Server } from 'node:http';
import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';
import {
  ADA,
  addException,
  dateAfter,
  fillNewListing,
  logInOnce,
  submitLogin,
} from './support/marketplace.ts';

// The wizard's location and availability tabs (spec §2, §3, §5): an address picked from the bundled
// gazetteer's suggestions, a weekly plan in the listing's time zone and an exception, which the
// listing's time slots then leave out. Maps are drawn offline: nothing is fetched from elsewhere.

const ZONE = 'Europe/Lisbon';

const tabOf = (page: Page) => /\/(new|draft|edit)\/([a-z-]+)$/.exec(new URL(page.url()).pathname)?.[2];

/** `YYYY-MM-DD` of the day `days` after today in Lisbon. */
const lisbonDate = (days: number) => dateAfter(days, ZONE);

async function api(baseUrl: string, token: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/v1/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data: unknown; meta?: Record<string, unknown> },
  };
}

describe('listing location and availability', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true' } });

  it('answers address suggestions from the bundled gazetteer, and refuses a bad query', async () => {
    const res = await fetch(`${server.baseUrl}/api/places?q=zur`);
    expect(res.status).toBe(200);
    const { suggestions } = (await res.json()) as { suggestions: { label: string; origin: unknown }[] };
    expect(suggestions[0]).toEqual({
      id: expect.any(String),
      label: 'Zürich, Switzerland',
      origin: { lat: 47.36667, lng: 8.55 },
    });
    const bad = await fetch(`${server.baseUrl}/api/places?q=${'x'.repeat(200)}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [{ status: 400, code: 'validation-invalid-params' }] });
  });

  it('places a draft from a suggestion, plans its week with an exception, and the exception day has no time slots', async () => {
    const { page, problems } = await browser.newPage();
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname !== '127.0.0.1') foreign.push(request.url());
    });
    await logInOnce(page, server.baseUrl);
    await fillNewListing(page, server.baseUrl, {
      title: 'Azulejo painting class',
      description: 'Two hours with a tile painter in Alfama; all materials included.',
      listingType: 'service-with-calendar',
    });
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => tabOf(page)).toBe('location');
    const listingId = /\/([0-9a-f-]{36})\//.exec(new URL(page.url()).pathname)![1]!;

    // Location: nothing typed is refused; typing offers suggestions; picking one shows the map.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => page.getByText('Location required', { exact: true }).count()).toBe(1);
    const address = page.getByRole('combobox', { name: 'Address' });
    await address.fill('lisb');
    const option = page.getByRole('option', { name: 'Lisbon, Portugal' });
    await expect.poll(() => option.count()).toBe(1);
    await address.press('ArrowDown');
    await option.click();
    expect(await address.inputValue()).toBe('Lisbon, Portugal');
    await expect.poll(() => page.getByTestId('offline-map').count()).toBe(1);
    // The place was picked in the browser; its map comes from the server, with the city's name on it.
    const editorMap = page.getByTestId('offline-map');
    await expect.poll(() => editorMap.getAttribute('data-base-map')).toBe('drawn');
    expect(await editorMap.getByTestId('map-place-names').textContent()).toContain('Lisbon');
    await page.getByLabel('Building, floor or apartment (optional)').fill('Rua dos Remédios 12, 2nd floor');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => tabOf(page)).toBe('pricing');
    await expect.poll(() => page.getByLabel('Price per hour').count()).toBe(1);
    await page.getByLabel('Price per hour').fill('35');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => tabOf(page)).toBe('availability');

    // Availability: a week without hours is refused; then 09:00–17:00 every day in Lisbon.
    await page.getByLabel('Time zone').selectOption(ZONE);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect
      .poll(() =>
        page.getByText('Add the hours of at least one day, or the listing cannot be booked').count(),
      )
      .toBe(1);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await page.getByRole('button', { name: `+ Add hours on ${day}` }).click();
    }
    // On a phone the tab fits the screen, its time-zone menu too.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const zoneMenu = await page.getByLabel('Time zone').boundingBox();
    expect((zoneMenu?.x ?? 0) + (zoneMenu?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: '+ Add hours on Saturday' }).click();
    // Saturday's second row starts where the first ends; make it overlap to see the refusal.
    await page.getByLabel('Saturday hours 2, start').fill('16:00');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect
      .poll(() => page.getByText('These hours overlap other hours of the same day').count())
      .toBe(1);
    await page.getByRole('button', { name: 'Remove Saturday hours 2' }).click();

    // One whole day closed, ten days from now: the weekly hours typed but not saved yet go with it
    // and are saved too (they were once dropped, and the page still said "Your changes are saved").
    const closed = lisbonDate(10);
    await addException(page, [closed, '00:00'], [lisbonDate(11), '00:00']);
    await expect.poll(() => page.getByText('Your changes are saved.').count()).toBe(1);
    expect(await page.getByLabel('Time zone').inputValue()).toBe(ZONE);
    expect(await page.getByLabel('Sunday hours 1, start').inputValue()).toBe('09:00');

    // The same range again is refused before it reaches the platform, naming the one there.
    await page.goto(`${server.baseUrl}${new URL(page.url()).pathname}?month=${closed.slice(0, 7)}`);
    await expect.poll(() => page.getByTestId('exception-item').count()).toBe(1);
    expect(await page.getByLabel('Sunday hours 1, start').inputValue()).toBe('09:00');
    expect(await page.getByLabel('Time zone').inputValue()).toBe(ZONE);
    const cell = page.locator(`td[data-date="${closed}"]`);
    expect(await cell.textContent()).toContain('Closed');
    await addException(page, [closed, '12:00'], [closed, '14:00']);
    await expect
      .poll(() =>
        page
          .getByText(/^This overlaps your exception of .+\. Delete that one first, or choose other dates\.$/)
          .count(),
      )
      .toBe(1);
    expect(await page.getByTestId('exception-item').count()).toBe(1);

    // The plan saved with the exception survived the reload above: on to the next tab.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => tabOf(page)).toBe('photos');

    // Published (through the API: the photos tab is another journey's), the slots miss that day.
    const token = await accessTokenOf(server.baseUrl, ADA.email, ADA.password);
    const shown = await api(server.baseUrl, token, `own_listings/show?id=${listingId}`);
    expect(shown.body.data).toMatchObject({
      attributes: {
        geolocation: { lat: 38.71667, lng: -9.13333 },
        publicData: { location: { address: 'Lisbon, Portugal', building: 'Rua dos Remédios 12, 2nd floor' } },
        availabilityPlan: { type: 'availability-plan/time', timezone: ZONE },
      },
    });
    const priced = await api(server.baseUrl, token, 'own_listings/update', {
      id: listingId,
      price: { amount: 3500, currency: 'USD' },
    });
    expect(priced.status).toBe(200);
    expect(await api(server.baseUrl, token, 'own_listings/publish_draft', { id: listingId })).toMatchObject({
      status: 200,
    });
    const from = new Date(Date.parse(`${lisbonDate(9)}T12:00:00Z`));
    const to = new Date(Date.parse(`${lisbonDate(12)}T12:00:00Z`));
    const slots = await api(
      server.baseUrl,
      token,
      `timeslots/query?listingId=${listingId}&start=${from.toISOString()}&end=${to.toISOString()}`,
    );
    expect(slots.status).toBe(200);
    const days = (slots.body.data as { attributes: { start: string; end: string } }[]).map((slot) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(slot.attributes.start)),
    );
    expect(days).toContain(lisbonDate(11));
    expect(days).toContain(lisbonDate(9));
    expect(days).not.toContain(closed);

    // The listing page draws the place offline; nothing was requested from another host.
    await page.goto(`${server.baseUrl}/l/${listingId}`);
    await expect.poll(() => page.getByTestId('offline-map').count()).toBe(1);
    const map = page.getByTestId('offline-map');
    expect(await map.textContent()).toContain('38.7167° N, 9.1333° W');
    // On a map of the city drawn by the server: land, sea and place names.
    expect(await map.getAttribute('data-base-map')).toBe('drawn');
    expect(await map.locator('.offline-map__land').getAttribute('d')).toMatch(/^M/);
    expect(await map.getByTestId('map-place-names').textContent()).toContain('Lisbon');
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('without JavaScript, finds a typed address on the server or says it cannot', async () => {
    const noScript = await launchBrowser({ javaScriptEnabled: false });
    const page = await noScript.context.newPage();
    try {
      await page.goto(`${server.baseUrl}/login`);
      await submitLogin(page);
      await fillNewListing(page, server.baseUrl, {
        title: 'Harbour kayak tour',
        description: 'Two hours along the harbour at sunrise.',
        listingType: 'service-with-calendar',
      });
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      expect(tabOf(page)).toBe('location');
      await page.getByLabel('Address').fill('Qqqxz Nowhere');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      expect(await page.getByText('We could not find this place.', { exact: false }).count()).toBe(1);
      await page.getByLabel('Address').fill('porto portugal');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      expect(tabOf(page)).toBe('pricing');
      await page.goto(`${server.baseUrl}${new URL(page.url()).pathname.replace(/\/pricing$/, '/location')}`);
      expect(await page.getByLabel('Address').inputValue()).toBe('Porto, Portugal');
      expect(await page.getByTestId('offline-map').count()).toBe(1);

      // Availability by plain posts: a row of hours added by the server, the plan saved, then an
      // exception added and deleted.
      const availability = new URL(page.url()).pathname.replace(/\/location$/, '/availability');
      await page.goto(`${server.baseUrl}${availability.replace(/\/availability$/, '/pricing')}`);
      await page.getByLabel('Price per hour').fill('20');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      expect(tabOf(page)).toBe('availability');
      await page.getByRole('button', { name: '+ Add hours on Wednesday' }).click();
      expect(await page.getByLabel('Wednesday hours 1, start').inputValue()).toBe('09:00');
      await page.getByLabel('Time zone').selectOption('Europe/Lisbon');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      expect(tabOf(page)).toBe('photos');

      const day = lisbonDate(3);
      await page.goto(`${server.baseUrl}${availability}?month=${day.slice(0, 7)}`);
      await page.getByLabel('Starts on').fill(day);
      await page.getByLabel('Ends on').fill(day);
      await page.getByLabel('Available', { exact: true }).check();
      await page.getByRole('button', { name: 'Add exception' }).click();
      await page.goto(`${server.baseUrl}${availability}?month=${day.slice(0, 7)}`);
      expect(await page.getByTestId('exception-item').count()).toBe(1);
      expect(await page.getByTestId('exception-item').textContent()).toContain('Available, 1 seat');
      await page.getByRole('button', { name: /^Delete/ }).click();
      await page.goto(`${server.baseUrl}${availability}?month=${day.slice(0, 7)}`);
      expect(await page.getByTestId('exception-item').count()).toBe(0);
    } finally {
      await noScript.close();
    }
  });
});

describe('listing map with a configured style', () => {
  let style: Server | undefined;
  const stylePort = 47000 + Math.floor(Math.random() * 2000);
  const styleUrl = `http://127.0.0.1:${stylePort}/style.json`;
  beforeAll(async () => {
    style = createServer((request, response) => {
      response.setHeader('access-control-allow-origin', '*');
      if (request.url !== '/style.json') return response.writeHead(404).end();
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          version: 8,
          sources: {},
          layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#e8efe4' } }],
        }),
      );
    });
    await new Promise<void>((resolve) => style!.listen(stylePort, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => (style ? style.close(() => resolve()) : resolve())));

  const { server, browser } = useMercato({
    env: { SEED_DEMO_DATA: 'true' },
    marketplaceConfig: { maps: { ...DEFAULT_MARKETPLACE_CONFIG.maps, mapStyleUrl: styleUrl } },
  });

  it('lets pages fetch the style origin and draws the listing with MapLibre', async () => {
    const token = await accessTokenOf(server.baseUrl, ADA.email, ADA.password);
    const own = await api(server.baseUrl, token, 'own_listings/query?states=published&perPage=1');
    const id = (own.body.data as { id: string }[])[0]!.id;
    const res = await fetch(`${server.baseUrl}/l/${id}`);
    expect(res.headers.get('content-security-policy')).toContain(
      `connect-src 'self' http://127.0.0.1:${stylePort}`,
    );
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/l/${id}`);
    await expect
      .poll(() => page.locator('.map-view').getAttribute('data-map-status'), { timeout: 20_000 })
      .toBe('ready');
    expect(await page.locator('.maplibregl-marker').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });
});
