import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hydrated, launchBrowser } from './support/browser.ts';
import { type MercatoServer, useMercato } from './support/fixture.ts';
import {
  ADA,
  type ApiResource,
  apiAs,
  fillNewListing,
  logInOnce,
  sessionCookieOf,
  submitLogin,
} from './support/marketplace.ts';

// The listing wizard's files tab (issue #29): a listing type that delivers files ("Digital guides",
// process default-download) gets a Files tab after pricing, where the author attaches what buyers
// receive once paid, with JavaScript (each file sent at once, with its progress and check) and
// without (the form posts the files).

const WIZARD_PATH = /^\/l\/[a-z0-9-]+\/([0-9a-f-]{36})\/(new|draft|edit)\/([a-z-]+)$/;
const AT_LEAST_ONE = 'Add at least one file: it is what buyers receive.';

/** A small valid PDF: what the worker's check reads as application/pdf. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

function tabOf(page: Page): string | undefined {
  return WIZARD_PATH.exec(new URL(page.url()).pathname)?.[3];
}

async function onTab(page: Page, tab: string) {
  await expect.poll(() => tabOf(page)).toBe(tab);
}

function listingIdOf(page: Page): string {
  const id = WIZARD_PATH.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`not a wizard page: ${page.url()}`);
  return id;
}

async function next(page: Page, label = 'Next') {
  await page.getByRole('button', { name: label, exact: true }).click();
}

function png(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#155e75' } })
    .png()
    .toBuffer();
}

/** The listing's protected files as the platform has them for its author: name and state, in order. */
async function attachedFiles(server: MercatoServer, listingId: string) {
  const answer = await apiAs(
    server.baseUrl,
    ADA.email,
    `own_listings/show?id=${listingId}&include=protectedFileAttachments,protectedFileAttachments.file`,
  );
  const listing = answer.data as ApiResource & {
    relationships: { protectedFileAttachments: { data: { id: string; type: string }[] } };
  };
  const included = answer.included ?? [];
  const files = listing.relationships.protectedFileAttachments.data.map((ref) => {
    const attachment = included.find((r) => r.type === 'fileAttachment' && r.id === ref.id) as
      | (ApiResource & { relationships: { file: { data: { id: string } } } })
      | undefined;
    const file = included.find((r) => r.type === 'file' && r.id === attachment?.relationships.file.data.id);
    return { name: file?.attributes.name, state: file?.attributes.state };
  });
  return { state: listing.attributes.state, files };
}

/** Posts a wizard form as a browser without scripts does (urlencoded), with the session cookie. */
function postForm(server: MercatoServer, path: string, fields: Record<string, string>, cookie: string) {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.baseUrl, cookie },
    body: new URLSearchParams(fields),
  });
}

describe('the listing wizard files tab', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true' } });

  it('creates a digital guide with a PDF sent from the browser, and publishes it', async () => {
    const { page, problems } = await browser.newPage();
    await logInOnce(page, server.baseUrl);
    await fillNewListing(page, server.baseUrl, {
      title: 'Lisbon walking guide',
      description: 'Five walks through the old town, with maps and where to eat.',
      listingType: 'digital-guides',
    });
    // The steps of a type that delivers files: Files after Pricing, before Photos; no location.
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Listing steps' }).textContent())
      .toMatch(/Details.*Pricing.*Files.*Photos/);
    expect(await page.getByRole('navigation', { name: 'Listing steps' }).textContent()).not.toContain(
      'Location',
    );
    await next(page);
    await onTab(page, 'pricing');
    const listingId = listingIdOf(page);
    await page.getByLabel('Price', { exact: true }).fill('12');
    await next(page);
    await onTab(page, 'files');
    await hydrated(page);
    // Photos cannot be opened before a file is attached.
    expect(await page.getByRole('link', { name: /Photos/ }).count()).toBe(0);

    // Nothing attached yet: the browser says what the tab is for.
    await next(page);
    await expect.poll(() => page.getByText(AT_LEAST_ONE, { exact: true }).count()).toBe(1);

    // A program is never sent; the PDF is sent at once and checked by the worker.
    await page.getByLabel('Add files').setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await expect
      .poll(() => page.getByTestId('picked-files').textContent())
      .toContain('setup.exe · 1 kB · not sent — this kind of file cannot be shared here');
    await page.getByRole('button', { name: 'Remove setup.exe' }).click();
    await page
      .getByLabel('Add files')
      .setInputFiles({ name: 'Lisbon walks.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect
      .poll(() => page.getByTestId('picked-files').textContent(), { timeout: 20_000 })
      .toBe('Lisbon walks.pdf · 1 kB · ready Remove Lisbon walks.pdf');
    expect(await page.getByText(AT_LEAST_ONE, { exact: true }).count()).toBe(0);
    await next(page);
    await onTab(page, 'photos');
    expect(await attachedFiles(server, listingId)).toEqual({
      state: 'draft',
      files: [{ name: 'Lisbon walks.pdf', state: 'available' }],
    });

    // Back on the Files tab the file is the listing's, with its size and state.
    await page.getByRole('link', { name: /Files/ }).click();
    await onTab(page, 'files');
    await expect
      .poll(() => page.getByTestId('listing-files').textContent())
      .toBe('Lisbon walks.pdf · 1 kB · ready Remove Lisbon walks.pdf');
    await page.getByRole('link', { name: /Photos/ }).click();
    await onTab(page, 'photos');

    await page.locator('input[type="file"][name="addImages"]').setInputFiles({
      name: 'alfama.png',
      mimeType: 'image/png',
      buffer: await png(),
    });
    await expect
      .poll(() => page.locator('input[type="hidden"][name="images"]').count(), { timeout: 30_000 })
      .toBe(1);
    await next(page, 'Publish listing');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/lisbon-walking-guide/${listingId}`);
    expect(await attachedFiles(server, listingId)).toEqual({
      state: 'published',
      files: [{ name: 'Lisbon walks.pdf', state: 'available' }],
    });
    // Visitors see no protected files.
    const publicAnswer = await fetch(
      `${server.baseUrl}/v1/api/listings/show?id=${listingId}&include=protectedFileAttachments`,
      { headers: { accept: 'application/json' } },
    );
    expect(JSON.stringify(await publicAnswer.json())).not.toContain('Lisbon walks.pdf');

    // Editing: a second file, then the first removed with its button; the last one stays.
    await page.goto(`${server.baseUrl}/l/lisbon-walking-guide/${listingId}/edit/files`);
    await hydrated(page);
    await page
      .getByLabel('Add files')
      .setInputFiles({ name: 'Maps.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect
      .poll(() => page.getByTestId('picked-files').textContent(), { timeout: 20_000 })
      .toContain('Maps.pdf · 1 kB · ready');
    await next(page, 'Save changes');
    await expect.poll(() => page.getByText('Your changes are saved.').count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('listing-files').locator('li').allTextContents())
      .toEqual([
        'Lisbon walks.pdf · 1 kB · ready Remove Lisbon walks.pdf',
        'Maps.pdf · 1 kB · ready Remove Maps.pdf',
      ]);
    await page.getByRole('button', { name: 'Remove Lisbon walks.pdf' }).click();
    await expect
      .poll(() => page.getByTestId('listing-files').locator('li').allTextContents())
      .toEqual(['Maps.pdf · 1 kB · ready Remove Maps.pdf']);
    await page.getByRole('button', { name: 'Remove Maps.pdf' }).click();
    await expect.poll(() => page.getByText(AT_LEAST_ONE, { exact: true }).count()).toBe(1);
    expect(await attachedFiles(server, listingId)).toEqual({
      state: 'published',
      files: [{ name: 'Maps.pdf', state: 'available' }],
    });

    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
    await page.close();
  });

  it('attaches files without JavaScript: the form posts them', async () => {
    const cookie = await sessionCookieOf(server);
    const created = await postForm(
      server,
      '/l/new',
      {
        title: 'Porto wine notes',
        description: 'Tasting notes of twelve cellars.',
        listingType: 'digital-guides',
      },
      cookie,
    );
    const pricing = created.headers.get('location') ?? '';
    expect(pricing).toMatch(/^\/l\/porto-wine-notes\/[0-9a-f-]{36}\/draft\/pricing$/);
    const files = (await postForm(server, pricing, { price: '8' }, cookie)).headers.get('location') ?? '';
    expect(files).toBe(pricing.replace(/\/pricing$/, '/files'));
    const listingId = WIZARD_PATH.exec(files)?.[1] ?? '';

    const noScript = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await noScript.context.newPage();
      await page.goto(`${server.baseUrl}/login`);
      await submitLogin(page);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(`${server.baseUrl}${files}`);

      await page.getByRole('button', { name: 'Next', exact: true }).click();
      expect(await page.getByText(AT_LEAST_ONE, { exact: true }).count()).toBe(1);

      await page.getByLabel('Add files').setInputFiles([
        { name: 'Cellars.pdf', mimeType: 'application/pdf', buffer: PDF },
        { name: 'index.html', mimeType: 'text/html', buffer: Buffer.from('<p>hi</p>') },
      ]);
      await page.getByRole('button', { name: 'Upload files' }).click();
      // The PDF is attached; the page is refused and says why.
      expect(
        await page
          .getByText(
            'index.html: this kind of file cannot be shared here: programs, scripts and web pages are refused.',
          )
          .count(),
      ).toBe(1);
      expect(await page.getByTestId('listing-files').textContent()).toMatch(
        /^Cellars\.pdf · 1 kB · (being checked|ready) Remove Cellars\.pdf$/,
      );
      expect((await attachedFiles(server, listingId)).files.map((f) => f.name)).toEqual(['Cellars.pdf']);

      // Next with a new file chosen: it is sent with the form, after the kept one, and the tab moves on.
      await page
        .getByLabel('Add files')
        .setInputFiles({ name: 'Map.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect.poll(() => tabOf(page)).toBe('photos');
      expect((await attachedFiles(server, listingId)).files.map((f) => f.name)).toEqual([
        'Cellars.pdf',
        'Map.pdf',
      ]);

      // Removed with its button, the tab staying.
      await page.goto(`${server.baseUrl}${files}`);
      await page.getByRole('button', { name: 'Remove Cellars.pdf' }).click();
      expect(await page.getByText('Your changes are saved.').count()).toBe(1);
      await expect
        .poll(() => page.getByTestId('listing-files').textContent())
        .toMatch(/^Map\.pdf · 1 kB · (being checked|ready) Remove Map\.pdf$/);
      expect(tabOf(page)).toBe('files');
      expect((await attachedFiles(server, listingId)).files.map((f) => f.name)).toEqual(['Map.pdf']);
    } finally {
      await noScript.close();
    }
  });
});
