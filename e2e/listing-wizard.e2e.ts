import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { accessTokenOf } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { type MercatoServer, useMercato } from './support/fixture.ts';
import {
  ADA,
  addException,
  dateAfter,
  fillNewListing,
  logInOnce,
  sessionCookieOf,
} from './support/marketplace.ts';

// EditListingPage (spec §2 `/l/new`, `/l/:slug/:id/:type/:tab`): providers create listings tab by tab
// and publish them; the same forms work without JavaScript.

const WIZARD_PATH = /^\/l\/[a-z0-9-]+\/([0-9a-f-]{36})\/(new|draft|edit)\/([a-z-]+)$/;

/** The wizard tab the page shows, from its path. */
function tabOf(page: Page): string | undefined {
  return WIZARD_PATH.exec(new URL(page.url()).pathname)?.[3];
}

async function onTab(page: Page, tab: string) {
  await expect.poll(() => tabOf(page)).toBe(tab);
}

async function shows(page: Page, text: string) {
  await expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
}

/** A PNG of one colour, drawn by sharp. */
function png(background = '#0e7490'): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .png()
    .toBuffer();
}

/** The id of the listing the wizard page shows. */
function listingIdOf(page: Page): string {
  const id = WIZARD_PATH.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`not a wizard page: ${page.url()}`);
  return id;
}

const ZONE = 'Europe/Lisbon';
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** `YYYY-MM-DD` of the day `days` after today in Lisbon. */
const lisbonDate = (days: number) => dateAfter(days, ZONE);

/** Picks a place from the address field's suggestions (the bundled gazetteer). */
async function pickPlace(page: Page, field: string, typed: string, place: string) {
  const address = page.getByRole('combobox', { name: field });
  await address.fill(typed);
  const option = page.getByRole('option', { name: place, exact: true });
  await expect.poll(() => option.count()).toBe(1);
  await option.click();
  expect(await address.inputValue()).toBe(place);
}

/** Chooses photo files on the photos tab and waits until the uploader has uploaded them all. */
async function addPhotos(page: Page, files: { name: string; color: string }[]) {
  const before = await uploadedPhotoCount(page);
  await page.locator('input[type="file"][name="addImages"]').setInputFiles(
    await Promise.all(
      files.map(async (file) => ({
        name: file.name,
        mimeType: 'image/png',
        buffer: await png(file.color),
      })),
    ),
  );
  await expect.poll(() => uploadedPhotoCount(page), { timeout: 30_000 }).toBe(before + files.length);
}

/** The photos the photos form would post. */
function uploadedPhotoCount(page: Page): Promise<number> {
  return page.locator('input[type="hidden"][name="images"]').count();
}

async function next(page: Page, label = 'Next') {
  await page.getByRole('button', { name: label, exact: true }).click();
}

describe('listing wizard', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true' } });

  it('sends visitors to sign up first', async () => {
    const res = await fetch(`${server.baseUrl}/l/new`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/signup?from=${encodeURIComponent('/l/new')}`);
  });

  it('creates an hourly service through every tab in the browser, publishes it, closes and reopens it', async () => {
    const { page, problems } = await browser.newPage();
    await logInOnce(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/l/new`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'New listing' }).count()).toBe(1);

    // Details: the browser checks with the core schema before anything is created.
    await next(page);
    await shows(page, 'this field is required');
    await expectAccessible(page, 'the new listing form with its errors');
    expect(new URL(page.url()).pathname).toBe('/l/new');
    const required = page.getByText('this field is required');
    const before = await required.count();
    await page.getByLabel('Listing title').fill('Tile painting workshop');
    // The title's message goes once it is filled in; the others stay until they are.
    await expect.poll(() => required.count()).toBe(before - 1);
    await page
      .getByLabel('Description')
      .fill('Paint your own azulejo tile in two hours; all materials included.');
    await page.getByLabel('Listing type').selectOption('service-with-calendar');
    // The steps show the chosen type's tabs at once, not yet open.
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Listing steps' }).textContent())
      .toContain('Availability');
    expect(await page.getByRole('link', { name: /Availability/ }).count()).toBe(0);
    await next(page);
    await onTab(page, 'location');
    expect(new URL(page.url()).pathname).toMatch(
      /^\/l\/tile-painting-workshop\/[0-9a-f-]{36}\/draft\/location$/,
    );
    const listingId = listingIdOf(page);
    // The tabs after the one reached cannot be opened yet.
    await expect.poll(() => page.getByRole('link', { name: /Photos/ }).count()).toBe(0);

    // Location: a place picked from the bundled gazetteer's suggestions, drawn on the offline map.
    await pickPlace(page, 'Address', 'lisb', 'Lisbon, Portugal');
    await expect.poll(() => page.getByTestId('offline-map').count()).toBe(1);
    await next(page);
    await onTab(page, 'pricing');

    await page.getByLabel('Price per hour').fill('4');
    await next(page);
    await shows(page, 'price must be at least $5.00');
    await page.getByLabel('Price per hour').fill('30');
    await next(page);
    await onTab(page, 'availability');

    // Availability: 09:00–17:00 every day in Lisbon, and one whole day closed ten days from now.
    await page.getByLabel('Time zone').selectOption(ZONE);
    for (const day of WEEK) await page.getByRole('button', { name: `+ Add hours on ${day}` }).click();
    const closed = lisbonDate(10);
    await addException(page, [closed, '00:00'], [lisbonDate(11), '00:00']);
    await shows(page, 'Your changes are saved.');
    // The week typed before the exception was added is still there.
    expect(await page.getByLabel('Sunday hours 1, start').inputValue()).toBe('09:00');
    await next(page);
    await onTab(page, 'photos');

    // Photos: two files chosen in the uploader, then published.
    await addPhotos(page, [
      { name: 'tiles.png', color: '#0e7490' },
      { name: 'brushes.png', color: '#b45309' },
    ]);
    await next(page, 'Publish listing');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/tile-painting-workshop/${listingId}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Tile painting workshop' }).count())
      .toBe(1);
    await shows(page, '$30.00 per hour');
    expect(await page.locator('main img').first().getAttribute('src')).toContain('/images/');
    await expect.poll(() => page.getByTestId('offline-map').count()).toBe(1);

    // What the tabs stored: the place, the plan, two photos, and time slots without the closed day.
    const token = await accessTokenOf(server.baseUrl, ADA.email);
    const stored = await apiGet(server.baseUrl, token, `own_listings/show?id=${listingId}&include=images`);
    expect(stored.data).toMatchObject({
      attributes: {
        state: 'published',
        geolocation: { lat: 38.71667, lng: -9.13333 },
        publicData: { location: { address: 'Lisbon, Portugal' } },
        availabilityPlan: { type: 'availability-plan/time', timezone: ZONE },
      },
      relationships: { images: { data: [{ type: 'image' }, { type: 'image' }] } },
    });
    const from = new Date(Date.parse(`${lisbonDate(9)}T12:00:00Z`)).toISOString();
    const to = new Date(Date.parse(`${lisbonDate(12)}T12:00:00Z`)).toISOString();
    const slots = await apiGet(
      server.baseUrl,
      token,
      `timeslots/query?listingId=${listingId}&start=${from}&end=${to}`,
    );
    const days = (slots.data as { attributes: { start: string } }[]).map((slot) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(slot.attributes.start)),
    );
    expect(days).toContain(lisbonDate(9));
    expect(days).toContain(lisbonDate(11));
    expect(days).not.toContain(closed);

    // A visitor (no session) opens the published page: its booking calendar offers the days around
    // the exception but not the closed one, and a chosen day shows its free hours.
    const visitorBrowser = await launchBrowser();
    try {
      const visitor = await visitorBrowser.context.newPage();
      const listingUrl = `${server.baseUrl}/l/tile-painting-workshop/${listingId}`;
      const offered = async (date: string) => {
        await visitor.goto(`${listingUrl}?month=${date.slice(0, 7)}`);
        return visitor.locator(`a[data-date="${date}"]`).count();
      };
      expect(await offered(lisbonDate(9))).toBe(1);
      expect(await offered(lisbonDate(11))).toBe(1);
      expect(await offered(closed)).toBe(0);
      expect(await visitor.getByTitle(/not available/).count()).toBeGreaterThan(0);
      await visitor.goto(`${listingUrl}?month=${lisbonDate(9).slice(0, 7)}`);
      await visitor.locator(`a[data-date="${lisbonDate(9)}"]`).click();
      await expect.poll(() => visitor.getByTestId('booking-times').textContent()).toContain('09:00 – 17:00');
      expect(await visitor.getByRole('button', { name: 'Request to book' }).count()).toBe(1);
    } finally {
      await visitorBrowser.close();
    }

    // Manage listings: closed and opened again.
    await page.goto(`${server.baseUrl}/listings`);
    const card = page
      .getByTestId('manage-listing-card')
      .filter({ has: page.getByRole('heading', { name: 'Tile painting workshop' }) });
    await card.getByRole('button', { name: 'Close listing' }).click();
    await expect.poll(() => card.getByTestId('state-badge').textContent()).toBe('Closed');
    await card.getByRole('button', { name: 'Open listing' }).click();
    await expect.poll(() => card.getByTestId('state-badge').textContent()).toBe('Published');

    // Editing: every tab opens, the button saves and stays.
    await card.getByRole('link', { name: 'Edit' }).click();
    await onTab(page, 'details');
    expect(new URL(page.url()).pathname).toContain('/edit/details');
    await page.getByRole('link', { name: /Pricing/ }).click();
    await onTab(page, 'pricing');
    await page.getByLabel('Price per hour').fill('32.50');
    await next(page, 'Save changes');
    await shows(page, 'Your changes are saved.');
    await expect.poll(() => page.getByLabel('Price per hour').inputValue()).toBe('32.50');

    expect(problems).toEqual([]);
    await page.close();
  });

  it('sells handmade goods with stock and shipping', async () => {
    const { page, problems } = await browser.newPage();
    await logInOnce(page, server.baseUrl);
    await fillNewListing(page, server.baseUrl, {
      title: 'Glazed tea bowl',
      description: 'Stoneware, thrown and glazed by hand. Each one is a little different.',
      listingType: 'handmade-goods',
    });
    await next(page);
    await onTab(page, 'pricing-and-stock');
    await expect.poll(() => page.getByRole('heading', { name: 'Pricing and stock' }).count()).toBe(1);

    await page.getByLabel('Price per item').fill('24');
    await page.getByLabel('Stock').fill('-1');
    await next(page);
    await shows(page, 'stock must be 0 or more');
    await page.getByLabel('Stock').fill('6');
    await next(page);
    await onTab(page, 'delivery');

    // Delivery: pickup from a place picked in the same address field as the location tab's, and
    // shipping with both fees.
    await page.getByLabel('Pickup', { exact: true }).check();
    await pickPlace(page, 'Pickup address', 'porto portugal', 'Porto, Portugal');
    await page.getByLabel('Shipping', { exact: true }).check();
    await next(page);
    await shows(page, 'this field is required');
    await page.getByLabel('Shipping fee for one item').fill('5');
    await page.getByLabel('Shipping fee for each additional item').fill('2.50');
    await next(page);
    await onTab(page, 'photos');

    await addPhotos(page, [{ name: 'bowl.png', color: '#7c2d12' }]);
    await next(page, 'Publish listing');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/l\/glazed-tea-bowl\/[0-9a-f-]{36}$/);
    await shows(page, '$24.00 per item');
    // Six in stock: the listing is not shown as sold out.
    await expect.poll(() => page.getByText('Out of stock').count()).toBe(0);

    // The stock the author saw is the compare-and-set's old total.
    await page.goto(`${server.baseUrl}/listings`);
    const card = page
      .getByTestId('manage-listing-card')
      .filter({ has: page.getByRole('heading', { name: 'Glazed tea bowl' }) });
    await card.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('link', { name: /Pricing and stock/ }).click();
    await expect.poll(() => page.getByLabel('Stock').inputValue()).toBe('6');
    await page.getByRole('link', { name: /Delivery/ }).click();
    await onTab(page, 'delivery');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Pickup address' }).inputValue())
      .toBe('Porto, Portugal');
    expect(await page.getByLabel('Shipping fee for each additional item').inputValue()).toBe('2.50');

    expect(problems).toEqual([]);
    await page.close();
  });

  it('discards a draft after the author confirms', async () => {
    const { page, problems } = await browser.newPage();
    await logInOnce(page, server.baseUrl);
    await fillNewListing(page, server.baseUrl, {
      title: 'Half an idea',
      description: 'Not sure yet.',
      listingType: 'gear-rental',
    });
    await next(page);
    await onTab(page, 'location');
    await page.getByRole('link', { name: 'Discard draft' }).click();
    await shows(page, 'Discard this draft? Everything you entered will be lost.');
    await page.getByRole('button', { name: 'Yes, discard draft' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/listings');
    expect(
      await page
        .getByTestId('manage-listing-card')
        .filter({ has: page.getByRole('heading', { name: 'Half an idea' }) })
        .count(),
    ).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  describe('without JavaScript (plain form posts)', () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await sessionCookieOf(server);
    });

    it('answers a refused details form with the messages, and a valid one with the draft', async () => {
      const refused = await postForm(
        server,
        '/l/new',
        { title: '', description: '', listingType: '' },
        cookie,
      );
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain('this field is required');
      expect(html).toContain('aria-invalid="true"');

      const created = await postForm(
        server,
        '/l/new',
        {
          title: 'Kayak for a day',
          description: 'A sit-on-top kayak with paddle.',
          listingType: 'gear-rental',
        },
        cookie,
      );
      expect(created.status).toBe(302);
      const location = created.headers.get('location') ?? '';
      expect(location).toMatch(/^\/l\/kayak-for-a-day\/[0-9a-f-]{36}\/draft\/location$/);

      const pricing = location.replace(/\/location$/, '/pricing');
      // Pricing is not reached before location: the wizard sends the author back.
      const early = await fetch(`${server.baseUrl}${pricing}`, { headers: { cookie }, redirect: 'manual' });
      expect(early.status).toBe(302);
      expect(early.headers.get('location')).toBe(location);

      const located = await postForm(
        server,
        location,
        { address: 'Porto', lat: '41.15', lng: '-8.61' },
        cookie,
      );
      expect(located.headers.get('location')).toBe(pricing);
      const tooCheap = await postForm(server, pricing, { price: '1,5' }, cookie);
      expect(tooCheap.status).toBe(400);
      expect(await tooCheap.text()).toContain('price must be at least $5.00');
      const priced = await postForm(server, pricing, { price: '45' }, cookie);
      expect(priced.headers.get('location')).toBe(pricing.replace(/\/pricing$/, '/availability'));
    });

    it('finds a typed pickup address on the server, or says it cannot', async () => {
      const created = await postForm(
        server,
        '/l/new',
        { title: 'Cork coasters', description: 'A set of four.', listingType: 'handmade-goods' },
        cookie,
      );
      const pricing = created.headers.get('location') ?? '';
      expect(pricing).toMatch(/\/draft\/pricing-and-stock$/);
      const delivery = (await postForm(server, pricing, { price: '12', stock: '3' }, cookie)).headers.get(
        'location',
      );
      expect(delivery).toBe(pricing.replace(/\/pricing-and-stock$/, '/delivery'));
      const unknown = await postForm(
        server,
        delivery ?? '',
        { pickupEnabled: 'on', address: 'Qqqxz Nowhere', building: 'Loja 2' },
        cookie,
      );
      expect(unknown.status).toBe(400);
      const refusedHtml = await unknown.text();
      expect(refusedHtml).toContain('We could not find this place.');
      expect(refusedHtml).toContain('value="Qqqxz Nowhere"');
      const found = await postForm(
        server,
        delivery ?? '',
        { pickupEnabled: 'on', address: 'porto portugal', building: 'Loja 2' },
        cookie,
      );
      expect(found.headers.get('location')).toBe(pricing.replace(/\/pricing-and-stock$/, '/photos'));
      const saved = await fetch(`${server.baseUrl}${delivery}`, { headers: { cookie } }).then((r) =>
        r.text(),
      );
      expect(saved).toContain('value="Porto, Portugal"');
      expect(saved).toContain('value="Loja 2"');
    });

    it("refuses other users' listings, unknown listings and unknown tabs", async () => {
      const token = await accessTokenOf(server.baseUrl, 'ben@demo.mercato.test');
      const created = await fetch(`${server.baseUrl}/v1/api/own_listings/create_draft`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ title: "Ben's draft" }),
      });
      const bens = ((await created.json()) as { data: { id: string } }).data.id;
      const other = await fetch(`${server.baseUrl}/l/bens-draft/${bens}/draft/details`, {
        headers: { cookie },
        redirect: 'manual',
      });
      expect(other.status).toBe(404);
      const posted = await postForm(
        server,
        `/l/bens-draft/${bens}/draft/details`,
        { title: 'Mine now', description: 'x', listingType: 'gear-rental' },
        cookie,
      );
      expect(posted.status).toBe(404);
      const unknown = await fetch(`${server.baseUrl}/l/x/00000000-0000-4000-8000-000000000000/edit/details`, {
        headers: { cookie },
        redirect: 'manual',
      });
      expect(unknown.status).toBe(404);
      const badTab = await fetch(`${server.baseUrl}/l/x/00000000-0000-4000-8000-000000000000/edit/extras`, {
        headers: { cookie },
        redirect: 'manual',
      });
      expect(badTab.status).toBe(404);
    });
  });
});

describe('listing wizard in a marketplace that approves listings', () => {
  const { server } = useMercato({
    browser: false,
    env: { SEED_DEMO_DATA: 'true' },
    marketplaceConfig: {
      accessControl: {
        marketplace: { private: false },
        users: { requireApprovalToJoin: false },
        listings: { requireApprovalToPublish: true },
      },
      listingTypes: [
        ...DEFAULT_MARKETPLACE_CONFIG.listingTypes,
        {
          listingType: 'private-session',
          label: 'Private session',
          transactionType: {
            process: 'default-booking',
            alias: 'default-booking/release-1',
            unitType: 'fixed',
          },
          priceVariations: { enabled: true },
        },
        {
          listingType: 'ask-me',
          label: 'Ask me anything',
          transactionType: {
            process: 'default-inquiry',
            alias: 'default-inquiry/release-1',
            unitType: 'inquiry',
          },
          defaultListingFields: { price: false, location: false, images: false },
        },
      ],
    },
  });

  it('prices a session by variations, rows added by the server without JavaScript', async () => {
    const cookie = await sessionCookieOf(server);
    const created = await postForm(
      server,
      '/l/new',
      { title: 'Portrait session', description: 'Studio portraits.', listingType: 'private-session' },
      cookie,
    );
    const location = created.headers.get('location') ?? '';
    const pricing =
      (
        await postForm(server, location, { address: 'Lisbon', lat: '38.72', lng: '-9.13' }, cookie)
      ).headers.get('location') ?? '';
    expect(pricing).toMatch(/\/draft\/pricing$/);
    const row = (index: number, name: string, price: string, minutes: string) => ({
      [`variants.${index}.name`]: name,
      [`variants.${index}.price`]: price,
      [`variants.${index}.bookingLengthInMinutes`]: minutes,
    });
    const added = await postForm(
      server,
      pricing,
      { ...row(0, 'Short', '40', '30'), intent: 'add-variant' },
      cookie,
    );
    expect(added.status).toBe(200);
    const form = await added.text();
    expect(form).toContain('name="variants.1.name"');
    expect(form).toContain('value="Short"');
    const refused = await postForm(
      server,
      pricing,
      { ...row(0, 'Short', '40', '30'), ...row(1, 'short', '60', '10') },
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('booking length must be at least 15 minutes');
    const saved = await postForm(
      server,
      pricing,
      { ...row(0, 'Short', '40', '30'), ...row(1, 'Long', '70', '60') },
      cookie,
    );
    expect(saved.headers.get('location')).toMatch(/\/draft\/availability$/);
    const stored = await fetch(`${server.baseUrl}${pricing}`, { headers: { cookie } }).then((r) => r.text());
    expect(stored).toContain('value="Long"');
    expect(stored).toContain('value="70.00"');
  });

  it('styles the card of a type without photos, its last step', async () => {
    const cookie = await sessionCookieOf(server);
    const created = await postForm(
      server,
      '/l/new',
      { title: 'Ask me about Lisbon', description: 'Where to eat, what to see.', listingType: 'ask-me' },
      cookie,
    );
    const style = created.headers.get('location') ?? '';
    expect(style).toMatch(/^\/l\/ask-me-about-lisbon\/[0-9a-f-]{36}\/draft\/style$/);
    const page = await fetch(`${server.baseUrl}${style}`, { headers: { cookie } }).then((r) => r.text());
    expect(page).toContain('Publish listing');
    const unstyled = await postForm(server, style, {}, cookie);
    expect(unstyled.status).toBe(400);
    expect(await unstyled.text()).toContain('please choose a card style');
    const published = await postForm(server, style, { cardStyle: 'sea' }, cookie);
    expect(published.headers.get('location')).toMatch(
      /^\/l\/ask-me-about-lisbon\/[0-9a-f-]{36}\/pending-approval$/,
    );
    const listings = await fetch(`${server.baseUrl}/listings`, { headers: { cookie } }).then((r) => r.text());
    expect(listings).toContain('listing-card__styled');
  });

  it('publishes to the pending-approval preview', async () => {
    const cookie = await sessionCookieOf(server);
    const created = await postForm(
      server,
      '/l/new',
      {
        title: 'Guided city walk',
        description: 'Two hours through the old town.',
        listingType: 'service-with-calendar',
      },
      cookie,
    );
    let location = created.headers.get('location') ?? '';
    expect(location).toMatch(/\/draft\/location$/);
    location =
      (
        await postForm(server, location, { address: 'Lisbon', lat: '38.72', lng: '-9.13' }, cookie)
      ).headers.get('location') ?? '';
    location = (await postForm(server, location, { price: '20' }, cookie)).headers.get('location') ?? '';
    expect(location).toMatch(/\/draft\/availability$/);
    // The weekly plan and a photo by the tabs' own plain posts: Mondays 10:00–16:00 in Lisbon, then
    // a file sent with the photos tab's upload button, and the tab sent with the photo it shows.
    location =
      (
        await postForm(
          server,
          location,
          { timezone: ZONE, 'mon.0.start': '10:00', 'mon.0.end': '16:00', 'mon.0.seats': '1' },
          cookie,
        )
      ).headers.get('location') ?? '';
    expect(location).toMatch(/\/draft\/photos$/);
    const upload = new FormData();
    upload.set('addImages', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'walk.png');
    upload.set('photoEdit', 'upload');
    const uploaded = await fetch(`${server.baseUrl}${location}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.baseUrl, cookie },
      body: upload,
    });
    expect(uploaded.status).toBeLessThan(400);
    const photos = await fetch(`${server.baseUrl}${location}`, { headers: { cookie } }).then((r) => r.text());
    const imageId = /<input[^>]*name="images"[^>]*value="([0-9a-f-]{36})"/.exec(photos)?.[1] ?? '';
    expect(imageId).toMatch(/^[0-9a-f-]{36}$/);
    const published = await postForm(server, location, { images: imageId }, cookie);
    expect(published.status).toBe(302);
    const preview = published.headers.get('location') ?? '';
    expect(preview).toMatch(/^\/l\/guided-city-walk\/[0-9a-f-]{36}\/pending-approval$/);
    const html = await fetch(`${server.baseUrl}${preview}`, { headers: { cookie } }).then((r) => r.text());
    expect(html).toContain('It is waiting for approval');
  });
});

/** GETs a platform API path as a user (JSON). */
async function apiGet(baseUrl: string, token: string, path: string): Promise<{ data: unknown }> {
  const res = await fetch(`${baseUrl}/v1/api/${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: unknown };
}

/** Posts a form the way a browser without scripts does (same-origin `Origin`), not following redirects. */
function postForm(server: MercatoServer, path: string, fields: Record<string, string>, cookie: string) {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.baseUrl, cookie },
    body: new URLSearchParams(fields),
  });
}
