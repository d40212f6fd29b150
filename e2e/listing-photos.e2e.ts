import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { type MercatoServer, useMercato } from './support/fixture.ts';
import { ADA, type ApiResource, callApi, sessionCookieOf, submitLogin } from './support/marketplace.ts';

// The listing wizard's photos (issue #7): the upload route over HTTP, then the photos tab in
// Chromium with and without JavaScript.

const BEN = { email: 'ben@demo.mercato.test', password: 'mercato-demo' };
const TOO_BIG = 'The image is too big. Images must be 20 MB or smaller.';

/** A PNG of the given size and colour, drawn by sharp. */
function png(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Posts one file to the uploader's route as the page's script does (same-origin, multipart). */
async function upload(
  server: MercatoServer,
  cookie: string | null,
  file: { name: string; type: string; data: Uint8Array },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('image', new Blob([file.data as BlobPart], { type: file.type }), file.name);
  const res = await fetch(`${server.baseUrl}/api/listing-images`, {
    method: 'POST',
    headers: { origin: server.baseUrl, accept: 'application/json', ...(cookie ? { cookie } : {}) },
    body: form,
  });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * A draft of Ada's that has everything but photos: a copy of her demo yoga class (type, price,
 * location, calendar), so every tab before the photos tab is complete and the tab can be opened.
 */
async function draftWithoutPhotos(
  server: MercatoServer,
  title: string,
): Promise<{ id: string; path: string }> {
  const token = await accessTokenOf(server.baseUrl, ADA.email);
  const { data: listings } = await callApi(server.baseUrl, token, 'GET', 'own_listings/query?perPage=100');
  const model = (listings as ApiResource[]).find(
    (listing) => listing.attributes.title === 'Sunrise yoga by the sea',
  );
  if (!model) throw new Error('the demo yoga class is missing');
  const { description, price, geolocation, availabilityPlan, publicData } = model.attributes;
  const created = await callApi(server.baseUrl, token, 'POST', 'own_listings/create_draft?expand=true', {
    title,
    description,
    price,
    geolocation,
    availabilityPlan,
    publicData,
  });
  const { id } = created.data as ApiResource;
  return { id, path: `/l/${title.toLowerCase().replaceAll(' ', '-')}/${id}/draft/photos` };
}

/** The image ids of a listing, in its order, from the platform. */
async function imageIdsOf(server: MercatoServer, listingId: string): Promise<string[]> {
  const token = await accessTokenOf(server.baseUrl, ADA.email);
  const { data } = await callApi(
    server.baseUrl,
    token,
    'GET',
    `own_listings/show?id=${listingId}&include=images`,
  );
  const images = (data as ApiResource).relationships?.images?.data as { id: string }[];
  return images.map((ref) => ref.id);
}

/** The ids the photos form would post, in order. */
function postedIds(page: Page): Promise<string[]> {
  return page
    .locator('input[type="hidden"][name="images"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** Logs Ada in on the suite's browser, unless an earlier test of the shared context has. */
async function logInOn(page: Page, server: MercatoServer) {
  await page.goto(`${server.baseUrl}/login`);
  if ((await page.getByLabel('Email').count()) > 0) {
    await submitLogin(page);
  }
  await expect.poll(() => page.getByLabel('Account menu for Ada P').count()).toBe(1);
}

describe('listing photos', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true' } });

  describe('the upload route', () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await sessionCookieOf(server);
    });

    it('uploads a PNG and answers its id and listing-card thumbnail, which is served', async () => {
      const { status, body } = await upload(server, cookie, {
        name: 'sunset.png',
        type: 'image/png',
        data: await png(1200, 900, '#f59e0b'),
      });
      expect(status).toBe(200);
      expect(body.ok).toBe(true);
      expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.url).toMatch(new RegExp(`^${server.baseUrl}/images/[0-9a-f-]{36}/w400-h300-crop-`));
      expect(body.srcSet).toMatch(/^\S+ 400w, \S+ 800w, \S+ 1600w$/);
      const thumbnail = await fetch(body.url as string);
      expect(thumbnail.status).toBe(200);
      const { width, height } = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
      expect([width, height]).toEqual([400, 300]);
    });

    it('refuses a file over 20 MB with the 413 text of the profile page', async () => {
      const { status, body } = await upload(server, cookie, {
        name: 'huge.png',
        type: 'image/png',
        data: new Uint8Array(21 * 1024 * 1024),
      });
      expect(status).toBe(413);
      expect(body).toEqual({ ok: false, error: TOO_BIG, retry: false });
    });

    it('refuses what is not a JPG or PNG with the rule, and a broken image as unreadable', async () => {
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      const asGif = await upload(server, cookie, { name: 'anim.gif', type: 'image/gif', data: gif });
      expect(asGif).toEqual({
        status: 400,
        body: { ok: false, error: 'images must be JPG or PNG', retry: false },
      });

      const text = new TextEncoder().encode('these are my notes, not a photo');
      const asText = await upload(server, cookie, { name: 'notes.png', type: 'image/png', data: text });
      expect(asText).toEqual({
        status: 400,
        body: { ok: false, error: 'this file is not a JPG or PNG image we can read', retry: false },
      });

      // A PNG under a .jpg name is still welcome.
      const renamed = await upload(server, cookie, {
        name: 'really-a-png.jpg',
        type: 'image/jpeg',
        data: await png(40, 30, '#10b981'),
      });
      expect(renamed.status).toBe(200);
    });

    it('answers visitors and GETs without uploading anything', async () => {
      const anonymous = await upload(server, null, {
        name: 'a.png',
        type: 'image/png',
        data: await png(8, 8, '#fff'),
      });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.ok).toBe(false);
      const get = await fetch(`${server.baseUrl}/api/listing-images`, { headers: { cookie } });
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST');
      // From another site the post never reaches the route.
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(await png(8, 8, '#fff'))]), 'a.png');
      const crossSite = await fetch(`${server.baseUrl}/api/listing-images`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', cookie },
        body: form,
      });
      expect(crossSite.status).toBe(403);
    });
  });
  it('adds two photos with progress, reorders them by dragging and by keyboard, and publishes them in that order', async () => {
    const draft = await draftWithoutPhotos(server, 'Yoga in the dunes');
    const { page, problems } = await browser.newPage();
    await logInOn(page, server);
    await page.goto(`${server.baseUrl}${draft.path}`);
    await expect.poll(() => page.getByRole('group', { name: 'Photos' }).count()).toBe(1);

    // Nothing to publish without a photo; the browser says so before posting.
    await page.getByRole('button', { name: 'Publish listing' }).click();
    await expect.poll(() => page.getByText('you need to add at least one photo').count()).toBe(1);

    // A slow line makes the progress bars visible while the two photos upload.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      // Slow enough that the progress bar stays up for seconds even on a busy machine.
      uploadThroughput: 32 * 1024,
    });
    // Random pixels do not compress: each PNG is a few hundred kilobytes on the wire.
    const noise = (_seed: number) =>
      sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
        .png()
        .toBuffer();
    const [red, blue] = await Promise.all([
      sharp(await noise(3))
        .tint('#dc2626')
        .png()
        .toBuffer(),
      sharp(await noise(5))
        .tint('#2563eb')
        .png()
        .toBuffer(),
    ]);
    await page.locator('input[type="file"][name="addImages"]').setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: red },
      { name: 'blue.png', mimeType: 'image/png', buffer: blue },
    ]);
    await expect.poll(() => page.getByRole('progressbar', { name: 'Uploading red.png' }).count()).toBe(1);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect.poll(() => postedIds(page).then((ids) => ids.length), { timeout: 30_000 }).toBe(2);
    const [redId, blueId] = await postedIds(page);
    // The thumbnails are the listing-card variant, rendered and served.
    const thumbnails = page.getByTestId('photo-tile').locator('img');
    await expect
      .poll(() =>
        thumbnails.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    expect(await page.getByRole('img', { name: 'Photo 1 of 2' }).getAttribute('src')).toContain(
      `/images/${redId}/`,
    );

    // Drag the blue photo onto the first half of the red one: blue comes first.
    const tiles = page.getByTestId('photo-tile');
    const target = await tiles.nth(0).boundingBox();
    if (!target) throw new Error('no first tile');
    await tiles.nth(1).dragTo(tiles.nth(0), { targetPosition: { x: 10, y: target.height / 2 } });
    await expect.poll(() => postedIds(page)).toEqual([blueId, redId]);

    // By keyboard: blue one place later, focus staying with it, then back again.
    await page.getByRole('button', { name: 'Move photo 1 later' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => postedIds(page)).toEqual([redId, blueId]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Move photo 2 earlier',
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => postedIds(page)).toEqual([blueId, redId]);
    expect(await page.locator('[aria-live="polite"]').textContent()).toBe(
      'Photo 2 moved to position 1 of 2.',
    );

    // Not yet saved: the listing still has no photos until the form is sent.
    expect(await imageIdsOf(server, draft.id)).toEqual([]);
    await page.getByRole('button', { name: 'Publish listing' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/yoga-in-the-dunes/${draft.id}`);
    expect(await imageIdsOf(server, draft.id)).toEqual([blueId, redId]);
    const cover = page.locator('main img').first();
    expect(await cover.getAttribute('src')).toContain(`/images/${blueId}/`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('refuses a wrong file in the browser, retries a failed upload and removes a photo before saving', async () => {
    const draft = await draftWithoutPhotos(server, 'Yoga at dawn');
    const { page, problems } = await browser.newPage();
    await logInOn(page, server);
    await page.goto(`${server.baseUrl}${draft.path}`);
    await expect.poll(() => page.getByRole('group', { name: 'Photos' }).count()).toBe(1);
    // The first upload meets a proxy's error page: the photo says so and offers another try.
    let failNext = true;
    await page.route('**/api/listing-images', async (route) => {
      if (!failNext) return route.continue();
      failNext = false;
      return route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
    });
    await page.locator('input[type="file"][name="addImages"]').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
      { name: 'keep.png', mimeType: 'image/png', buffer: await png(640, 480, '#16a34a') },
      { name: 'drop.png', mimeType: 'image/png', buffer: await png(640, 480, '#f97316') },
    ]);
    await expect.poll(() => page.getByText('images must be JPG or PNG').count()).toBe(1);
    await expect
      .poll(() => page.getByText('Uploading the image failed. Please try again.').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await expect.poll(() => postedIds(page).then((ids) => ids.length), { timeout: 30_000 }).toBe(1);
    await page.getByRole('button', { name: /^Try again to upload (keep|drop)\.png$/ }).click();
    await expect.poll(() => postedIds(page).then((ids) => ids.length), { timeout: 30_000 }).toBe(2);
    expect(await page.getByText('Uploading the image failed. Please try again.').count()).toBe(0);
    const [keepId] = await postedIds(page);
    await page.getByRole('button', { name: 'Dismiss notes.txt' }).click();
    await page.getByRole('button', { name: 'Remove photo 2' }).click();
    await expect.poll(() => postedIds(page)).toEqual([keepId]);
    // Focus goes to the photo that is left, not to the top of the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Remove photo 1',
    );
    expect(await page.getByTestId('photo-tile').count()).toBe(1);
    await page.getByRole('button', { name: 'Publish listing' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/yoga-at-dawn/${draft.id}`);
    expect(await imageIdsOf(server, draft.id)).toEqual([keepId]);
    // The one console error is the browser's report of the staged 502.
    expect(problems.filter((problem) => !problem.includes('502'))).toEqual([]);
    await page.close();
  });

  it('publishes once the photos it was sent with are uploaded', async () => {
    const draft = await draftWithoutPhotos(server, 'Yoga in a hurry');
    const { page, problems } = await browser.newPage();
    await logInOn(page, server);
    await page.goto(`${server.baseUrl}${draft.path}`);
    await expect.poll(() => page.getByRole('group', { name: 'Photos' }).count()).toBe(1);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 200,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    await page
      .locator('input[type="file"][name="addImages"]')
      .setInputFiles({ name: 'quick.png', mimeType: 'image/png', buffer: await png(1600, 1200, '#facc15') });
    await page.getByRole('button', { name: 'Publish listing' }).click();
    await expect
      .poll(() =>
        page.getByText('Your photos are still uploading. The form is sent as soon as they are done.').count(),
      )
      .toBe(1);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
      .toBe(`/l/yoga-in-a-hurry/${draft.id}`);
    expect((await imageIdsOf(server, draft.id)).length).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('works without JavaScript: upload on post, move, remove, at least one photo', async () => {
    const draft = await draftWithoutPhotos(server, 'Yoga without scripts');
    const noScript = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await noScript.context.newPage();
      await page.goto(`${server.baseUrl}/login`);
      await submitLogin(page);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(`${server.baseUrl}${draft.path}`);

      await page.getByRole('button', { name: 'Publish listing' }).click();
      expect(await page.getByText('you need to add at least one photo').count()).toBe(1);

      await page.getByLabel('Choose photos to add').setInputFiles([
        { name: 'one.png', mimeType: 'image/png', buffer: await png(800, 600, '#0ea5e9') },
        { name: 'two.png', mimeType: 'image/png', buffer: await png(800, 600, '#a855f7') },
      ]);
      await page.getByRole('button', { name: 'Upload photos' }).click();
      expect(await page.getByText('Your changes are saved.').count()).toBe(1);
      const [one, two] = await imageIdsOf(server, draft.id);
      expect(await postedIds(page)).toEqual([one, two]);
      expect(await page.getByRole('img', { name: 'Photo 2 of 2' }).getAttribute('src')).toContain(
        `/images/${two}/`,
      );

      await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
      expect(await imageIdsOf(server, draft.id)).toEqual([two, one]);
      expect(await postedIds(page)).toEqual([two, one]);
      await page.getByRole('button', { name: 'Remove photo 2' }).click();
      expect(await imageIdsOf(server, draft.id)).toEqual([two]);

      // A file that is not an image is named with the reason; nothing else changes.
      await page.getByLabel('Choose photos to add').setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not a photo at all'),
      });
      await page.getByRole('button', { name: 'Upload photos' }).click();
      expect(await page.getByText('notes.png: this file is not a JPG or PNG image we can read').count()).toBe(
        1,
      );
      expect(await imageIdsOf(server, draft.id)).toEqual([two]);

      await page.getByRole('button', { name: 'Publish listing' }).click();
      await page.waitForURL((url) => url.pathname === `/l/yoga-without-scripts/${draft.id}`);
      expect(await imageIdsOf(server, draft.id)).toEqual([two]);
    } finally {
      await noScript.close();
    }
  });

  it("refuses to attach another user's upload, changing nothing", async () => {
    const draft = await draftWithoutPhotos(server, 'Yoga with borrowed photos');
    const benCookie = await sessionCookieOf(server, BEN);
    const bens = await upload(server, benCookie, {
      name: 'ben.png',
      type: 'image/png',
      data: await png(64, 48, '#000'),
    });
    expect(bens.status).toBe(200);
    const adaCookie = await sessionCookieOf(server);
    const form = new FormData();
    form.append('images', bens.body.id as string);
    const res = await fetch(`${server.baseUrl}${draft.path}`, {
      method: 'POST',
      headers: { origin: server.baseUrl, cookie: adaCookie },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('One of the photos is no longer available. Please add it again.');
    expect(await imageIdsOf(server, draft.id)).toEqual([]);
  });
});
