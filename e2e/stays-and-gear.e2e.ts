import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_TIME_ZONE, hydrated, launchBrowser } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';
import {
  type ApiResource,
  apiAs,
  bookableMonthPage,
  fillBillingAddress,
  logInAs,
} from './support/marketplace.ts';

const BEN = 'ben@demo.mercato.test';
const PROVIDERS = ['ada@demo.mercato.test', 'cleo@demo.mercato.test'];
const BOOKED_BY_DAY = ['place-to-stay', 'gear-rental'];

/** The demo's stays (by the night) and gear (by the day): Austin, New York, Barcelona, Helsinki, … */
async function staysAndGear(baseUrl: string): Promise<ApiResource[]> {
  const found: ApiResource[] = [];
  for (const provider of PROVIDERS) {
    const own = await apiAs(baseUrl, provider, 'own_listings/query?perPage=100');
    for (const listing of own.data as ApiResource[]) {
      const publicData = listing.attributes.publicData as { listingType?: string };
      if (listing.attributes.state === 'published' && BOOKED_BY_DAY.includes(publicData.listingType ?? '')) {
        found.push(listing);
      }
    }
  }
  return found;
}

/** "Mon, Dec 21" of a `YYYY-MM-DD`, as the checkout and order pages name a day. */
const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });

/**
 * Books one night (check-in on the second free day of next month, checkout the next free one) or
 * one day (the second free day alone) in the range calendar, through the checkout with 4242….
 */
async function bookOneDay(page: Page, baseUrl: string, listing: ApiResource): Promise<void> {
  const title = String(listing.attributes.title);
  await page.goto(bookableMonthPage(baseUrl, listing.id));
  await hydrated(page);
  const free = page.locator('.booking-range button[data-date]:not([aria-disabled])');
  const date = (await free.nth(1).getAttribute('data-date')) ?? '';
  await free.nth(1).click();
  await expect.poll(() => page.getByTestId('booking-range-start').textContent()).not.toBe('Add date');
  const night = (listing.attributes.publicData as { unitType?: string }).unitType === 'night';
  if (night) {
    const ends = await free.evaluateAll((days) => days.map((day) => day.getAttribute('data-date') ?? ''));
    await page.locator(`.booking-range [data-date="${ends.find((end) => end > date)}"]`).click();
  }
  await expect
    .poll(() => page.getByTestId('booking-range-summary').textContent(), { message: title })
    .toMatch(night ? /^1 night · / : /^1 day · /);
  await page.getByRole('button', { name: 'Request to book' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { message: title }).toBe(`/l/${listing.id}/checkout`);
  // The checkout prices the booking: it is not refused as a time no longer available.
  await expect.poll(() => page.getByTestId('price-total').count(), { message: title }).toBe(1);
  expect(await page.getByTestId('checkout-period').textContent(), title).toContain(dayLabel(date));
  await fillBillingAddress(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect
    .poll(() => new URL(page.url()).pathname, { message: title })
    .toMatch(/^\/order\/[0-9a-f-]{36}$/);
  await expect
    .poll(() => page.getByTestId('transaction-state').textContent(), { message: title })
    .toBe('Requested');
  expect(await page.getByTestId('transaction-period').textContent(), title).toContain(dayLabel(date));
}

// Stays and gear are booked by whole nights and days of the listing's own clock. They could once
// be booked only where that clock is UTC (the page sent UTC midnights, the platform wanted local ones).
describe('stays and gear, in any time zone', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true' } });

  it(`books one night of every demo stay and one day of all demo gear from ${BROWSER_TIME_ZONE}`, async () => {
    const listings = await staysAndGear(server.baseUrl);
    expect(listings.length).toBe(10);
    const { page, problems } = await browser.newPage();
    await logInAs(server, browser, page, BEN);
    for (const listing of listings) await bookOneDay(page, server.baseUrl, listing);
    const orders = await apiAs(server.baseUrl, BEN, 'transactions/query?only=order&perPage=100');
    expect((orders.data as ApiResource[]).length).toBeGreaterThanOrEqual(listings.length);
    expect(problems).toEqual([]);
    await page.close();
  }, 240_000);

  it('books a night from a browser east of UTC (Asia/Tokyo)', async () => {
    const [listing] = (await staysAndGear(server.baseUrl)).filter(
      (l) => l.attributes.title === 'Archipelago sauna cabin',
    );
    if (!listing) throw new Error('no demo listing "Archipelago sauna cabin"');
    const tokyo = await launchBrowser({ timezoneId: 'Asia/Tokyo' });
    try {
      const page = await tokyo.context.newPage();
      await logInAs(
        server,
        { context: tokyo.context, newPage: async () => ({ page, problems: [] }) },
        page,
        BEN,
      );
      // Its second free day now: the one booked from New York above is taken.
      await page.goto(bookableMonthPage(server.baseUrl, listing.id));
      await hydrated(page);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
      await bookOneDay(page, server.baseUrl, listing);
    } finally {
      await tokyo.close();
    }
  }, 60_000);
});
