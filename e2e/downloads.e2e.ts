import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hydrated } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';
import { fillBillingAddress, logInAs, ownListingId } from './support/marketplace.ts';

const ADA = 'ada@demo.mercato.test';
const BEN = 'ben@demo.mercato.test';
const CLEO = 'cleo@demo.mercato.test';
const HANDBOOK = 'Sourdough starter handbook';

/** The attachment id a file link of the order or sale page asks for. */
async function attachmentIdOf(link: Locator): Promise<string> {
  const href = (await link.getAttribute('href')) ?? '';
  return href.split('/').pop() ?? '';
}

// Issue #29 through the browser: a digital guide of the demo marketplace bought with a card; the
// order page then lists the PDF the listing delivers, which the buyer downloads and nobody else
// reaches; a problem reported with the files goes to the thread and holds the payment.
describe('buying a download', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true' } });
  let handbookId: string;

  beforeAll(async () => {
    handbookId = await ownListingId(server.baseUrl, ADA, HANDBOOK);
  });

  const stateOf = (page: Page) => page.getByTestId('transaction-state').textContent();

  it('pays, downloads the files the listing delivers, and reports a problem with them', async () => {
    const { page, problems } = await browser.newPage();
    await logInAs(server, browser, page, BEN);
    await page.goto(`${server.baseUrl}/l/${handbookId}`);
    await hydrated(page);
    // One copy of the files: no quantity, no delivery.
    expect(await page.getByLabel('Quantity').count()).toBe(0);
    expect(await page.getByRole('radio', { name: /Pickup|Shipping/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/${handbookId}/checkout`);
    expect(await page.getByTestId('checkout-order').textContent()).toBe('Files to download once paid');
    expect(await page.getByTestId('price-total').textContent()).toBe('$9.00');
    await fillBillingAddress(page);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\/[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await expect.poll(() => stateOf(page)).toBe('Purchased: ready to download');

    // Paid: the order page lists the guide's PDF, and the link downloads it.
    const files = page.getByTestId('purchased-files');
    expect(await files.getByRole('heading').textContent()).toBe('Your files');
    const link = files.getByRole('link', { name: /^sourdough-starter-handbook\.pdf/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('sourdough-starter-handbook.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toContain(`(${HANDBOOK}) Tj`);
    const attachmentId = await attachmentIdOf(link);

    // Something is wrong with it: the reason goes to the thread, the order waits for the marketplace.
    await page.getByText('Something wrong with the files?').click();
    await page.getByLabel('What went wrong?').fill('Page two is missing from the PDF.');
    await page.getByRole('button', { name: 'Report a problem' }).click();
    await expect.poll(() => stateOf(page)).toBe('Problem reported');
    const feed = page.getByTestId('activity-feed');
    await expect.poll(() => feed.textContent()).toContain('Page two is missing from the PDF.');
    expect(await feed.textContent()).toContain('reported a problem with the files.');

    // The seller sees what the buyer received; a third user reaches neither the page nor the file.
    await logInAs(server, browser, page, ADA);
    await page.goto(`${server.baseUrl}/sale/${orderId}`);
    expect(await stateOf(page)).toBe('Problem reported');
    expect(await page.getByTestId('purchased-files').getByRole('heading').textContent()).toBe(
      'Files the buyer received',
    );
    await logInAs(server, browser, page, CLEO);
    expect((await page.goto(`${server.baseUrl}/order/${orderId}/files/${attachmentId}`))?.status()).toBe(404);
    expect((await page.goto(`${server.baseUrl}/order/${orderId}`))?.status()).toBe(404);
    // The listing page shows no file to anyone: they come with the purchase.
    await page.goto(`${server.baseUrl}/l/${handbookId}`);
    expect(await page.getByText('sourdough-starter-handbook.pdf').count()).toBe(0);
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await page.close();
  });
});
